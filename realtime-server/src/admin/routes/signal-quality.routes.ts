import type { Router } from 'express';
import { api, signalFilterSchema } from '@sinais/shared';
import { apiRoute, apiRouter } from '../../http/api-route';
import { qualityMetrics } from '../domain/signal-figures';
import type { AdminRoutesDeps } from './admin-routes';

export function signalQualityRoutes({ ctx, state, domain }: AdminRoutesDeps): Router {
  const r = apiRouter(ctx);
  apiRoute(
    r,
    api.admin.qualityMetrics,
  )(async () => ({
    success: true,
    data: await qualityMetrics(domain.figures),
  }));

  apiRoute(
    r,
    api.admin.qualityFilters,
  )(async () => {
    const filters = await state.list('filters', signalFilterSchema);
    return { success: true, data: filters, filters };
  });

  return r;
}
