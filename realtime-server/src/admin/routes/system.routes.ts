import type { Router } from 'express';
import { api } from '@sinais/shared';
import { engineHealth } from '../domain/engine-health';
import { logStreamPosition } from '../domain/live-stream-sync';
import { systemServices } from '../domain/system-status';
import { apiRoute, apiRouter } from '../../http/api-route';
import type { AdminRoutesDeps } from './admin-routes';

/** System logs and the status of every service the operator depends on. */
export function systemRoutes({ ctx, state, domain }: AdminRoutesDeps): Router {
  const r = apiRouter(ctx);
  apiRoute(
    r,
    api.operations.logs,
  )(async ({ query: q }) => {
    const stream = await logStreamPosition(domain.db);
    const logs = await state.logs({
      service: q.service,
      level: q.level,
      limit: q.limit,
      afterId: q.after_id,
      q: q.q || undefined,
      from: q.from,
      to: q.to,
    });
    return { success: true, logs, count: logs.length, stream };
  });

  apiRoute(
    r,
    api.operations.systemStatus,
  )(async () => ({
    success: true,
    services: await systemServices(domain),
    timestamp: new Date().toISOString(),
  }));

  apiRoute(r, api.operations.engineHealth)(async () => ({ success: true, data: await engineHealth(domain) }));

  return r;
}
