import { Router } from 'express';
import type { AppContext } from '../../context';
import type { PriceBook } from '../domain/price-book';
import { computeSimulation } from '../domain/simulation';
import { createSimulationRepo } from '../data/simulation.repo';
import { requireAdmin } from '../../http/auth.middleware';

/** GET /api/simulation: { summary, signals } computed from confirmed signals and live prices (admin, as the route table says). */
export function simulationRoutes(ctx: AppContext, book: PriceBook): Router {
  const r = Router();
  r.get('/simulation', requireAdmin(ctx), async (_req, res) => {
    res.json(await computeSimulation(createSimulationRepo(ctx.db), book));
  });
  return r;
}
