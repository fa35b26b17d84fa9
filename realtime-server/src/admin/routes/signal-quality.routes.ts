import { Router } from 'express';
import { api, signalFilterSchema } from '@sinais/shared';
import { apiRoute } from '../../http/api-route';
import { qualityMetrics } from '../domain/signal-figures';
import type { AdminRoutesDeps } from './admin-routes';

export function signalQualityRoutes({ admin, state, domain }: AdminRoutesDeps): Router {
  const r = Router();
  apiRoute(
    r,
    api.admin.qualityMetrics,
    admin,
  )(async () => ({
    success: true,
    data: await qualityMetrics(domain.figures),
  }));

  apiRoute(
    r,
    api.admin.qualityFilters,
    admin,
  )(async () => {
    const filters = await state.list('filters', signalFilterSchema);
    return { success: true, data: filters, filters };
  });

  return r;
}
