import type { Router } from 'express';
import {
  alertPreferencesSchema,
  api,
  DEFAULT_ALERT_PREFERENCES,
  profileSchema,
  type Profile,
} from '@sinais/shared';
import type { AppContext } from '../../context';
import { memberStats } from '../../signals';
import type { UserRow } from '../data/users.repo';
import { confirmPassword } from '../domain/confirm-password';
import { readBtc } from '../../market';
import { touchActivity } from '../../http/activity';
import { clientIp } from '../../http/auth.middleware';
import { apiRoute, apiRouter } from '../../http/api-route';

function defaultProfile(user: UserRow): Profile {
  return profileSchema.parse({ nome: user.name || user.email.split('@')[0] || 'Membro', email: user.email });
}

/** Statistics (/estatisticas), profile (/minha-conta) and alert preferences (/configuracoes). */
export function memberRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const { member: members, signals, engineState: state } = ctx.repos;

  const touch = touchActivity(ctx);

  apiRoute(
    r,
    api.account.stats,
    touch,
  )(async () => {
    const btc = await readBtc(state);
    return { success: true, data: await memberStats({ signals, members, live: ctx.realtime }, btc) };
  });

  apiRoute(
    r,
    api.account.profile,
    touch,
  )(async (_input, req) => {
    const user = req.session!.user;
    const row = await members.getProfileRow(user.id);
    const stored = profileSchema.safeParse(row?.profile);
    return {
      success: true,
      data: {
        profile: stored.success ? stored.data : defaultProfile(user),
        account_email: user.email,
        updated_at: stored.success ? (row!.updated_at.toISOString?.() ?? null) : null,
      },
    };
  });

  apiRoute(
    r,
    api.account.saveProfile,
  )(async ({ body: { senha, ...profile } }, req) => {
    const { user, claims } = req.session!;
    await confirmPassword(
      {
        limiter: ctx.loginLimiter,
        sessions: ctx.repos.sessions,
        failHoldMs: ctx.config.PASSWORD_CONFIRM_FAIL_HOLD_MS,
      },
      { user, sessionId: claims.sid, ip: clientIp(req), password: senha },
    );
    await members.saveProfile(user.id, profile);
    return { success: true, message: 'Perfil atualizado com sucesso!', data: { profile } };
  });

  apiRoute(
    r,
    api.account.preferences,
    touch,
  )(async (_input, req) => {
    const row = await members.getProfileRow(req.session!.user.id);
    const stored = alertPreferencesSchema.safeParse(row?.preferences ?? {});
    return {
      success: true,
      data: { preferences: stored.success ? stored.data : DEFAULT_ALERT_PREFERENCES },
    };
  });

  apiRoute(
    r,
    api.account.savePreferences,
  )(async ({ body: preferences }, req) => {
    await members.savePreferences(req.session!.user.id, preferences);
    return { success: true, message: 'Preferências salvas.', data: { preferences } };
  });
  return r;
}
