import type { Router } from 'express';
import type { AppContext } from '../../context';
import type { PriceBook } from '../domain/price-book';
import { computeSimulation } from '../domain/simulation';
import { apiRoute, apiRouter } from '../../http/api-route';
import { api } from '@sinais/shared';

/** GET /api/simulation: { summary, signals } computed from confirmed signals and live prices (admin, as the route table says). */
export function simulationRoutes(ctx: AppContext, book: PriceBook): Router {
  const r = apiRouter(ctx);
  apiRoute(r, api.sales.simulation)(() => computeSimulation(ctx.repos.simulation, book));
  return r;
}
