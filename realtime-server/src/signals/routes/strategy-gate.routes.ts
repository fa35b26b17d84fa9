import type { Router } from 'express';
import { api, gateModeSchema } from '@sinais/shared';
import { latestGateDecisions, recentGateDecisions } from '@sinais/shared/server';
import type { AppContext } from '../../context';
import { memberGateView } from '../domain/member-gate';
import { apiRoute, apiRouter } from '../../http/api-route';

const HISTORY_LIMIT = 200;

/**
 * The live gate: for everyone (the public track record explains it too, issue 30), whether it holds signals back, the decision in force per strategy × timeframe and
 * what was measured; for admins, also the recent history.
 */
export function strategyGateRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const state = ctx.repos.engineState;

  apiRoute(
    r,
    api.signals.memberGate,
  )(async () => {
    const [mode, current] = await Promise.all([
      state.get('strategy_gate', gateModeSchema),
      latestGateDecisions(ctx.db),
    ]);
    return memberGateView(mode?.value ?? null, current);
  });

  apiRoute(
    r,
    api.signals.adminGate,
  )(async () => {
    const [mode, current, history] = await Promise.all([
      state.get('strategy_gate', gateModeSchema),
      latestGateDecisions(ctx.db),
      recentGateDecisions(ctx.db, HISTORY_LIMIT),
    ]);
    return { mode: mode?.value ?? null, current, history, generated_at: new Date().toISOString() };
  });
  return r;
}
