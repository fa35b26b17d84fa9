import cookieParser from 'cookie-parser';
import type { Express, RequestHandler } from 'express';
import { AB_CHECK_INTERVAL_MS } from '@sinais/shared';
import type { AppContext } from '../../context';
import { createSalesConfigStore } from '../domain/sales-config';
import { visitorAttribution } from './visitor';
import { createPriceBook } from '../domain/price-book';
import { startSimulationPush } from '../domain/simulation';
import { salesRoutes } from './sales.routes';
import { simulationRoutes } from './simulation.routes';

/** Links the A/B visitor cookie to the signed-in buyer on any API call (mounted before the shop's routes). */
export function salesVisitorAttribution(ctx: AppContext): RequestHandler[] {
  return [cookieParser(), visitorAttribution(ctx)];
}

/**
 * Sales page + A/B testing and simulated investments: their routes, the 60 s A/B rotation check and the
 * simulation push. Returns stop() for a clean shutdown.
 */
export function mountSalesFeatures(app: Express, ctx: AppContext) {
  const store = createSalesConfigStore({
    db: ctx.db,
    bus: ctx.bus,
    logger: ctx.logger,
    sales: ctx.repos.sales,
  });
  const book = createPriceBook(ctx.bus);
  app.use('/api', salesRoutes(ctx, store));
  app.use('/api', simulationRoutes(ctx, book));

  const rotation = setInterval(() => {
    void store
      .checkRotation()
      .catch((err: unknown) => ctx.logger.warn({ err }, 'falha na verificação do teste A/B'));
  }, AB_CHECK_INTERVAL_MS);
  rotation.unref();
  const push = startSimulationPush({
    positions: ctx.repos.simulation,
    logger: ctx.logger,
    book,
    live: () => ctx.realtime,
  });

  return {
    store,
    book,
    stop() {
      clearInterval(rotation);
      push.stop();
      book.stop();
      store.stop();
    },
  };
}
