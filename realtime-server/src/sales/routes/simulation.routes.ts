import { Router } from 'express';
import type { AppContext } from '../../context';
import type { PriceBook } from '../domain/price-book';
import { computeSimulation } from '../domain/simulation';
import { createSimulationRepo } from '../data/simulation.repo';
import { requireAdmin } from '../../http/auth.middleware';
import { apiRoute } from '../../http/api-route';
import { api } from '@sinais/shared';

/** GET /api/simulation: { summary, signals } computed from confirmed signals and live prices (admin, as the route table says). */
export function simulationRoutes(ctx: AppContext, book: PriceBook): Router {
  const r = Router();
  apiRoute(
    r,
    api.sales.simulation,
    requireAdmin(ctx),
  )(() => computeSimulation(createSimulationRepo(ctx.db), book));
  return r;
}
