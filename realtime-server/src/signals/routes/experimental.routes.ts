import type { Router } from 'express';
import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import { apiRoute, apiRouter } from '../../http/api-route';
import { setExperimentalOptIn } from '../domain/experimental-opt-in';

/** "Ver sinais experimentais" (Configurações): off by default; see setExperimentalOptIn for what a change does. */
export function experimentalRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const optIns = ctx.repos.experimentalOptIns;

  apiRoute(r, api.signals.experimentalOptIn)((_input, req) => optIns.get(req.session!.user.id));

  apiRoute(
    r,
    api.signals.setExperimentalOptIn,
  )(async ({ body: { enabled } }, req) => {
    const userId = req.session!.user.id;
    return setExperimentalOptIn(
      {
        optIns,
        bus: ctx.bus,
        logger: ctx.logger,
        applyToSockets: (id) => ctx.realtime?.applyExperimentalOptIn(id) ?? Promise.resolve(),
      },
      userId,
      enabled,
    );
  });
  return r;
}
