import { Router } from 'express';
import {
  collectProcessMetrics,
  METRICS_REFUSED,
  metricsAccess,
  pingStore,
  renderMetrics,
} from '@sinais/shared/server';
import type { AppContext } from '../context';
import { readEngineLiveness } from '../admin/domain/engine-liveness';

async function databaseUp(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingStore(ctx.db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), 2000);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for orchestrators and monitoring, outside /api:
 * - GET /healthz: liveness (this process answers HTTP);
 * - GET /readyz: the database answers, the bus delivers and the engine's heartbeat is younger than 3 of its
 *   periods; 503 with the failing checks otherwise;
 * - GET /metrics: Prometheus text; closed in production without METRICS_TOKEN, bearer token when set
 *   (shared metricsAccess, the engine's port follows the same rule).
 */
export function healthRoutes(ctx: AppContext): Router {
  collectProcessMetrics();
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', uptime_s: Math.round((Date.now() - ctx.startedAt.getTime()) / 1000) });
  });
  r.get('/readyz', async (_req, res) => {
    const database = await databaseUp(ctx);
    const bus = ctx.bus.isHealthy();
    const engine = database ? await readEngineLiveness(ctx.db).catch(() => null) : null;
    const ready = database && bus && engine?.online === true;
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'unready',
      checks: { database, bus, engine: engine?.online ?? false },
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
    const m = await renderMetrics();
    res.setHeader('Cache-Control', 'no-store');
    res.type(m.contentType).send(m.body);
  });
  return r;
}
