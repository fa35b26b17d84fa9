import { Router } from 'express';
import { gateModeSchema, type StrategyGateResponse } from '@sinais/shared';
import { createEngineStateRepo } from '../../platform/engine-state.repo';
import { latestGateDecisions, recentGateDecisions } from '@sinais/shared/server';
import type { AppContext } from '../../context';
import { requireAdmin, requireAuth } from '../../http/auth.middleware';
import { memberGateView } from '../domain/member-gate';

const HISTORY_LIMIT = 200;

/**
 * The live gate: for members, whether it holds signals back, the decision in force per strategy × timeframe and
 * what was measured; for admins, also the recent history.
 */
export function strategyGateRoutes(ctx: AppContext): Router {
  const r = Router();
  const state = createEngineStateRepo(ctx.db);

  r.get('/signals/gate', requireAuth(ctx), async (_req, res) => {
    const [mode, current] = await Promise.all([
      state.get('strategy_gate', gateModeSchema),
      latestGateDecisions(ctx.db),
    ]);
    res.json(memberGateView(mode?.value ?? null, current));
  });

  r.get('/admin/strategy-gate', requireAdmin(ctx), async (_req, res) => {
    const [mode, current, history] = await Promise.all([
      state.get('strategy_gate', gateModeSchema),
      latestGateDecisions(ctx.db),
      recentGateDecisions(ctx.db, HISTORY_LIMIT),
    ]);
    const body: StrategyGateResponse = {
      mode: mode?.value ?? null,
      current,
      history,
      generated_at: new Date().toISOString(),
    };
    res.json(body);
  });
  return r;
}
