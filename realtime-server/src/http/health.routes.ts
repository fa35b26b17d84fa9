import { Router } from 'express';
import {
  collectProcessMetrics,
  METRICS_REFUSED,
  metricsAccess,
  readiness,
  renderMetrics,
  storeAnswers,
} from '@sinais/shared/server';
import type { AppContext } from '../context';
import { readEngineLiveness } from '../platform/engine-liveness';

/**
 * What this gateway's readiness means: it serves (REST, sockets, courses, payments) as long as its database
 * answers. The bus (Redis) and the engine are dependencies it degrades without — with Redis down it delivers
 * from the database tail; with the engine down the screens say so — so their failures are reported as
 * `degraded`, in the body and in metrics, never as unready: a load balancer on /readyz must not drop every
 * gateway during a Redis blip or an engine restart.
 */
async function gatewayReadiness(ctx: AppContext) {
  const database = await storeAnswers(ctx.db);
  const bus = ctx.bus.isHealthy();
  const engine = database ? await readEngineLiveness(ctx.db).catch(() => null) : null;
  return {
    r: readiness('gateway', { database, bus, engine: engine?.online ?? false }, ['database']),
    engine,
  };
}

/**
 * Probes for orchestrators and monitoring, outside /api:
 * - GET /healthz: liveness (this process answers HTTP);
 * - GET /readyz: 200 `ready` or `degraded` (bus or engine down, named in `degraded`) while the database
 *   answers; 503 `unready` without it (docs/admin-tools.md, "Probes");
 * - GET /metrics: Prometheus text with the readiness gauges; closed in production without METRICS_TOKEN, bearer
 *   token when set (shared metricsAccess, the engine's port follows the same rule).
 */
export function healthRoutes(ctx: AppContext): Router {
  collectProcessMetrics();
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', uptime_s: Math.round((Date.now() - ctx.startedAt.getTime()) / 1000) });
  });
  r.get('/readyz', async (_req, res) => {
    const { r: ready, engine } = await gatewayReadiness(ctx);
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready.ready ? 200 : 503).json({
      ...ready,
      engine: engine
        ? {
            heartbeat_age_ms: engine.ageMs,
            stale_after_ms: engine.staleAfterMs,
            instance_id: engine.heartbeat?.instance_id ?? null,
          }
        : null,
      timestamp: new Date().toISOString(),
    });
  });
  r.get('/metrics', async (req, res) => {
    const access = metricsAccess(
      { production: ctx.config.NODE_ENV === 'production', token: ctx.config.METRICS_TOKEN },
      req.get('authorization'),
    );
    if (!access.ok) {
      res.status(access.status).json(METRICS_REFUSED[access.status]);
      return;
    }
    await gatewayReadiness(ctx); // fresh readiness gauges on every scrape
    const m = await renderMetrics();
    res.setHeader('Cache-Control', 'no-store');
    res.type(m.contentType).send(m.body);
  });
  return r;
}
