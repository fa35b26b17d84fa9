import type { Router } from 'express';
import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { apiRoute, apiRouter } from '../../http/api-route';
import { listDevices } from '../domain/device-sessions';

/**
 * Device sessions: "Sair" ends this device's session only, "Sair de todos os dispositivos" every one, and
 * "Dispositivos conectados" in Minha Conta lists and ends them one by one. Sockets of an ended session get
 * `session:expired` through the session watch (migration 004's trigger).
 */
export function sessionRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);

  apiRoute(
    r,
    api.auth.logout,
  )(async (_input, req) => {
    const { user, claims } = req.session!;
    await ctx.repos.sessions.end(user.id, claims.sid);
    return { message: 'Você saiu.' };
  });

  apiRoute(
    r,
    api.auth.logoutAll,
  )(async (_input, req) => {
    await ctx.repos.users.endAllSessions(req.session!.user.id);
    return { message: 'Sessão encerrada em todos os dispositivos.' };
  });

  apiRoute(
    r,
    api.account.sessions,
  )(async (_input, req) => {
    const { user, claims } = req.session!;
    const sessions = await listDevices(ctx.repos.sessions, user.id, claims.sid);
    return { success: true, data: { sessions } };
  });

  apiRoute(
    r,
    api.account.endSession,
  )(async ({ params: { id } }, req) => {
    if (!(await ctx.repos.sessions.end(req.session!.user.id, id)))
      throw new AppError('session_not_found', 'Este dispositivo já não está conectado.', 404);
    return { success: true, message: 'Dispositivo desconectado.' };
  });
  return r;
}
