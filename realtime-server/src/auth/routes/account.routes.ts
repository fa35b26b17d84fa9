import { Router } from 'express';
import {
  alertPreferencesSchema,
  DEFAULT_ALERT_PREFERENCES,
  profileSchema,
  profileUpdateSchema,
  type Profile,
} from '@sinais/shared';
import type { AppContext } from '../../context';
import { createEngineStateRepo } from '../../platform/engine-state.repo';
import { createMemberRepo } from '../data/member.repo';
import { createSignalsRepo } from '../../signals/data/signals.repo';
import type { UserRow } from '../data/users.repo';
import { verifyPassword } from '../domain/passwords';
import { readBtc } from '../../market/domain/market-data';
import { memberStats } from '../../signals/domain/statistics';
import { touchActivity } from '../../http/activity';
import { requireAuth } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { parseInput } from '../../http/validate';

function defaultProfile(user: UserRow): Profile {
  return profileSchema.parse({ nome: user.name || user.email.split('@')[0] || 'Membro', email: user.email });
}

/** Statistics (/estatisticas), profile (/minha-conta) and alert preferences (/configuracoes). */
export function memberRoutes(ctx: AppContext): Router {
  const r = Router();
  const members = createMemberRepo(ctx.db);
  const signals = createSignalsRepo(ctx.db);
  const state = createEngineStateRepo(ctx.db);
  const auth = requireAuth(ctx);

  const touch = touchActivity(ctx);

  r.get('/stats/realtime', auth, touch, async (_req, res) => {
    const btc = await readBtc(state);
    res.json({ success: true, data: await memberStats({ signals, members, live: ctx.realtime }, btc) });
  });

  r.get('/account/profile', auth, touch, async (req, res) => {
    const user = req.session!.user;
    const row = await members.getProfileRow(user.id);
    const stored = profileSchema.safeParse(row?.profile);
    res.json({
      success: true,
      data: {
        profile: stored.success ? stored.data : defaultProfile(user),
        account_email: user.email,
        updated_at: stored.success ? (row!.updated_at.toISOString?.() ?? null) : null,
      },
    });
  });

  r.put('/account/profile', auth, async (req, res) => {
    const user = req.session!.user;
    const { senha, ...profile } = parseInput(profileUpdateSchema, req.body);
    if (!(await verifyPassword(user.password_hash, senha)))
      throw new AppError('wrong_password', 'Senha incorreta. Confirme com a senha da sua conta.', 400, {
        field: 'senha',
      });
    await members.saveProfile(user.id, profile);
    res.json({ success: true, message: 'Perfil atualizado com sucesso!', data: { profile } });
  });

  r.get('/account/preferences', auth, touch, async (req, res) => {
    const row = await members.getProfileRow(req.session!.user.id);
    const stored = alertPreferencesSchema.safeParse(row?.preferences ?? {});
    res.json({
      success: true,
      data: { preferences: stored.success ? stored.data : DEFAULT_ALERT_PREFERENCES },
    });
  });

  r.put('/account/preferences', auth, async (req, res) => {
    const preferences = parseInput(alertPreferencesSchema.strict(), req.body);
    await members.savePreferences(req.session!.user.id, preferences);
    res.json({ success: true, message: 'Preferências salvas.', data: { preferences } });
  });
  return r;
}
