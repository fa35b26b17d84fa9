import type { AppContext } from '../../context';
import type { OperatorStateRepo } from '../data/operator-state.repo';
import type { AdminDeps } from '../domain/deps';

/** What every admin route file is given: the context, the engine-state reads, the use cases' deps. */
export interface AdminRoutesDeps {
  ctx: AppContext;
  state: OperatorStateRepo;
  domain: AdminDeps;
}

/** The admin use cases' dependencies, built once by the composition root (app.ts). */
export function createAdminDeps(ctx: AppContext): AdminDeps {
  return {
    db: ctx.db,
    bus: ctx.bus,
    logger: ctx.logger,
    config: ctx.config,
    audit: ctx.repos.audit,
    state: ctx.repos.operatorState,
    rules: ctx.repos.immutableRules,
    figures: ctx.repos.signalFigures,
    counts: ctx.repos.adminStats,
    runtime: {
      startedAt: ctx.startedAt,
      realtimeUp: () => !!ctx.realtime,
      connectedCount: () => ctx.realtime?.connectedCount() ?? Promise.resolve(0),
    },
  };
}
