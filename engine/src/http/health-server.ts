import { createServer, type Server } from 'node:http';
import { HEARTBEATS_BEFORE_STALE } from '@sinais/shared';
import {
  collectProcessMetrics,
  METRICS_REFUSED,
  metricsAccess,
  readiness,
  renderMetrics,
  type Bus,
  type Db,
} from '@sinais/shared/server';
import type { EngineHandle } from '../engine';
import { pingDatabase } from '../data/database-ping';

export interface HealthDeps {
  db: Db;
  bus: Bus;
  engine: () => EngineHandle | null;
  /** Who may read /metrics (closed in production without METRICS_TOKEN). */
  metrics: { production: boolean; token: string | undefined };
}

async function databaseUp(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDatabase(db),
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
 * The engine's small HTTP port (ENGINE_HTTP_PORT): GET /healthz (alive: the heartbeat loop ran within 3
 * heartbeats), GET /readyz (alive and the database answers: the engine analyses and stores signals; a bus that
 * is down only degrades it — members get signals from the database tail — so it is reported as `degraded`,
 * 200), GET /metrics (Prometheus, with the readiness gauges;
 * closed in production without METRICS_TOKEN, bearer token when set). Anything else is a 404. A standby is ready: it is
 * healthy and waiting for the lease.
 */
export function startHealthServer(deps: HealthDeps, port: number, host: string): Promise<Server> {
  collectProcessMetrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { error: 'method_not_allowed' });
    void (async () => {
      const engine = deps.engine();
      const beatAge = engine ? Date.now() - engine.lastHeartbeatAt() : null;
      const alive =
        engine !== null && beatAge !== null && beatAge <= HEARTBEATS_BEFORE_STALE * engine.heartbeatMs;
      const role = engine ? (engine.isActive() ? 'active' : 'standby') : 'starting';
      if (path === '/healthz')
        return send(alive ? 200 : 503, { status: alive ? 'ok' : 'down', role, heartbeat_age_ms: beatAge });
      const ready = async () =>
        readiness(
          'engine',
          { heartbeat: alive, database: await databaseUp(deps.db), bus: deps.bus.isHealthy() },
          ['heartbeat', 'database'],
        );
      if (path === '/readyz') {
        const r = await ready();
        return send(r.ready ? 200 : 503, { ...r, role, heartbeat_age_ms: beatAge });
      }
      if (path === '/metrics') {
        const access = metricsAccess(deps.metrics, req.headers.authorization);
        if (!access.ok) return send(access.status, METRICS_REFUSED[access.status]);
        await ready();
        const m = await renderMetrics();
        res.writeHead(200, { 'content-type': m.contentType, 'cache-control': 'no-store' });
        return res.end(m.body);
      }
      send(404, { error: 'not_found', message: 'Rota não encontrada.' });
    })().catch(() => send(500, { error: 'internal' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
