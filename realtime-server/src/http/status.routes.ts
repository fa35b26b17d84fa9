import type { Router } from 'express';
import { storeAnswers } from '@sinais/shared/server';
import type { AppContext } from '../context';
import { readEngineLiveness } from '../platform/engine-liveness';
import { api } from '@sinais/shared';
import { apiRoute, apiRouter } from './api-route';

/**
 * Health: 200 'ok', 200 'degraded' while the bus is down or an engine that reported stopped reporting (3 missed
 * heartbeats; REST keeps serving), 503 without the database. `services.engine` is 'unknown' until an engine
 * ever reported. /readyz is the strict probe.
 */
export function statusRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  apiRoute(
    r,
    api.market.status,
  )(async (_input, _req, res) => {
    const database = await storeAnswers(ctx.db);
    const bus = ctx.bus.isHealthy();
    const live = database ? await readEngineLiveness(ctx.db).catch(() => null) : null;
    const engine = !live?.heartbeat ? 'unknown' : live.online ? 'up' : 'down';
    const status = !database ? 'down' : bus && engine !== 'down' ? 'ok' : 'degraded';
    res.status(database ? 200 : 503);
    return {
      status,
      timestamp: new Date().toISOString(),
      uptime_s: Math.round((Date.now() - ctx.startedAt.getTime()) / 1000),
      mode: ctx.db.kind === 'embedded' ? 'embedded' : 'distributed',
      services: { database: database ? 'up' : 'down', bus: bus ? 'up' : 'down', engine },
    };
  });
  return r;
}
