import { Router } from 'express';
import { api } from '@sinais/shared';
import { engineHealth } from '../domain/engine-health';
import { systemServices } from '../domain/system-status';
import { apiRoute } from '../../http/api-route';
import type { AdminRoutesDeps } from './admin-routes';

/** System logs and the status of every service the operator depends on. */
export function systemRoutes({ admin, state, domain }: AdminRoutesDeps): Router {
  const r = Router();
  apiRoute(
    r,
    api.operations.logs,
    admin,
  )(async ({ query: q }) => {
    const logs = await state.logs({
      service: q.service,
      level: q.level,
      limit: q.limit,
      afterId: q.after_id,
      q: q.q || undefined,
      from: q.from,
      to: q.to,
    });
    return { success: true, logs, count: logs.length };
  });

  apiRoute(
    r,
    api.operations.systemStatus,
    admin,
  )(async () => ({
    success: true,
    services: await systemServices(domain),
    timestamp: new Date().toISOString(),
  }));

  apiRoute(
    r,
    api.operations.engineHealth,
    admin,
  )(async () => ({ success: true, data: await engineHealth(domain) }));

  return r;
}
