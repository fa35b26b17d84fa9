import { Router } from 'express';
import { sessionIdParamSchema, type DeviceSession } from '@sinais/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { requireAuth } from '../../http/auth.middleware';
import { parseInput } from '../../http/validate';

/**
 * Device sessions: "Sair" ends this device's session only, "Sair de todos os dispositivos" every one, and
 * "Dispositivos conectados" in Minha Conta lists and ends them one by one. Sockets of an ended session get
 * `session:expired` through the session watch (migration 004's trigger).
 */
export function sessionRoutes(ctx: AppContext): Router {
  const r = Router();
  const auth = requireAuth(ctx);

  r.post('/auth/logout', auth, async (req, res) => {
    const { user, claims } = req.session!;
    await ctx.sessions.end(user.id, claims.sid);
    res.json({ message: 'Você saiu.' });
  });

  r.post('/auth/logout-all', auth, async (req, res) => {
    await ctx.users.endAllSessions(req.session!.user.id);
    res.json({ message: 'Sessão encerrada em todos os dispositivos.' });
  });

  r.get('/account/sessions', auth, async (req, res) => {
    const { user, claims } = req.session!;
    const rows = await ctx.sessions.listLive(user.id);
    const sessions: DeviceSession[] = rows.map((s) => ({
      id: String(s.id),
      device: s.device,
      place: s.place,
      created_at: new Date(s.created_at).toISOString(),
      last_seen_at: new Date(s.last_seen_at).toISOString(),
      current: String(s.id) === claims.sid,
    }));
    res.json({ success: true, data: { sessions } });
  });

  r.delete('/account/sessions/:id', auth, async (req, res) => {
    const { id } = parseInput(sessionIdParamSchema, req.params);
    if (!(await ctx.sessions.end(req.session!.user.id, id)))
      throw new AppError('session_not_found', 'Este dispositivo já não está conectado.', 404);
    res.json({ success: true, message: 'Dispositivo desconectado.' });
  });
  return r;
}
