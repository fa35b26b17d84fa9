import { Router } from 'express';
import type { StrategyGateResponse } from '@sinais/shared';
import { latestGateDecisions, recentGateDecisions } from '@sinais/shared/server';
import type { AppContext } from '../context';
import { requireAdmin } from './auth.middleware';

const HISTORY_LIMIT = 200;

/** The live gate's decisions for admins: the one in force per strategy × timeframe, and the recent history. */
export function strategyGateRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/admin/strategy-gate', requireAdmin(ctx), async (_req, res) => {
    const [current, history] = await Promise.all([
      latestGateDecisions(ctx.db),
      recentGateDecisions(ctx.db, HISTORY_LIMIT),
    ]);
    const body: StrategyGateResponse = { current, history, generated_at: new Date().toISOString() };
    res.json(body);
  });
  return r;
}
