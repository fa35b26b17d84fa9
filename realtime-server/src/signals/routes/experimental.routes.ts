import type { Router } from 'express';
import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import { apiRoute, apiRouter } from '../../http/api-route';
import { setExperimentalOptIn } from '../domain/experimental-opt-in';

/** "Ver sinais experimentais" (Configurações): off by default; see setExperimentalOptIn for what a change does. */
export function experimentalRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const optIns = ctx.repos.experimentalOptIns;
  // ctx.realtime is attached after the routes (the sockets start later): read it at each change.
  const deps = {
    optIns,
    bus: ctx.bus,
    logger: ctx.logger,
    applyToSockets: (userId: string) => ctx.realtime?.applyExperimentalOptIn(userId),
  };

  apiRoute(r, api.signals.experimentalOptIn)((_input, req) => optIns.get(req.session!.user.id));

  apiRoute(
    r,
    api.signals.setExperimentalOptIn,
  )(({ body: { enabled } }, req) => setExperimentalOptIn(deps, req.session!.user.id, enabled));
  return r;
}
