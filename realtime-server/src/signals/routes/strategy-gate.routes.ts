import { Router } from 'express';
import { gateModeSchema, type StrategyGateResponse } from '@sinais/shared';
import { createEngineStateRepo } from '../../market/data/engine-state.repo';
import { latestGateDecisions, recentGateDecisions } from '@sinais/shared/server';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../http/auth.middleware';

const HISTORY_LIMIT = 200;

/** The live gate's decisions for admins: the one in force per strategy × timeframe, and the recent history. */
export function strategyGateRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/admin/strategy-gate', requireAdmin(ctx), async (_req, res) => {
    const [mode, current, history] = await Promise.all([
      createEngineStateRepo(ctx.db).get('strategy_gate', gateModeSchema),
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
