import type { Router } from 'express';
import { api, makeEnvelope } from '@sinais/shared';
import type { AppContext } from '../../context';
import { apiRoute, apiRouter } from '../../http/api-route';

/**
 * "Ver sinais experimentais" (Configurações): off by default. Turning it on or off moves the member's live sockets
 * in or out of the experimental room before answering here (other gateways follow through LISTEN/NOTIFY), and
 * tells the member's open tabs (`experimental:changed`, their own room), which drop or load the signals at once.
 */
export function experimentalRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const optIns = ctx.repos.experimentalOptIns;

  apiRoute(r, api.signals.experimentalOptIn)((_input, req) => optIns.get(req.session!.user.id));

  apiRoute(
    r,
    api.signals.setExperimentalOptIn,
  )(async ({ body: { enabled } }, req) => {
    const userId = req.session!.user.id;
    const saved = await optIns.set(userId, enabled);
    await ctx.realtime?.applyExperimentalOptIn(userId);
    await ctx.bus
      .publish(makeEnvelope('experimental:changed', saved, { userId }))
      .catch((err: unknown) => ctx.logger.warn({ err }, 'falha ao avisar as abas do membro'));
    return saved;
  });
  return r;
}
