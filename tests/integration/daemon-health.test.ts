import { describe, expect, it } from 'vitest';
import { freePort, startAlertReceiver } from '../helpers/alert-receiver';
import { loginToken } from '../helpers/accounts';
import { recordEvents, waitFor } from '../helpers/engine-events';
import { exited, spawnEngine } from '../helpers/engine-process';
import { api } from '../helpers/server';
import { unavailableFor } from '../helpers/services';
import { adminEnv, engineProcessEnv, startServerOnTestDb, suiteResources } from '../helpers/stack';

const unavailable = unavailableFor('health, readiness, metrics and alerts');

// 2 s (stale after 6 s), not less: the engine walks pairs every 10 ms here, and on a loaded CI machine (npm test's
// two lanes and the fault suite) a 1.5 s gap between its heartbeats reset the 15 s recovery hold again and again.
const HEARTBEAT_MS = 2000;

const ENGINE_SERIES = [
  'sinais_engine_pairs_analyzed_total',
  'sinais_engine_pairs_analyzed_per_minute',
  'sinais_engine_cycle_duration_seconds_bucket',
  'sinais_engine_signals_total{kind="created"}',
  'sinais_engine_signals_total{kind="confirmed"}',
  'sinais_engine_signals_total{kind="rejected"}',
  'sinais_binance_request_weight_used',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'process_resident_memory_bytes',
];
const GATEWAY_SERIES = [
  'sinais_gateway_bus_emit_lag_seconds_bucket',
  'sinais_gateway_sockets{room="members"}',
  'sinais_gateway_sockets{room="admins"}',
  'nodejs_eventloop_lag_seconds',
  'process_resident_memory_bytes',
];

const OPERATOR = { email: 'operador@sinais.test', password: 'operador-senha-123' };

describe.skipIf(unavailable !== null)('probes, metrics and alerts with a real engine process', () => {
  const { children, cleanups } = suiteResources();

  it(
    'readyz says degraded (still serving) within 3 heartbeats of the engine dying, /metrics serves the series, the webhook gets the engine-down alert',
    { timeout: 240_000 },
    async () => {
      const receiver = await startAlertReceiver();
      const s = await startServerOnTestDb(
        {
          ...adminEnv(OPERATOR),
          ALERT_WEBHOOK_URL: receiver.url,
          ALERT_CHECK_MS: '200',
        },
        { redis: 'health' },
      );
      cleanups.push(async () => {
        await s.close();
        await receiver.close();
      });
      const { db, bus } = s.application.ctx;
      await waitFor('redis bus', () => bus.isHealthy(), 10_000);
      const rec = recordEvents(bus);
      const admin = await loginToken(s.url, OPERATOR.email, OPERATOR.password);

      // Before any engine: serving (the database answers), degraded, and it says why.
      const early = await api(s.url, '/readyz');
      expect(early.status).toBe(200);
      expect(early.body).toMatchObject({ status: 'degraded', degraded: ['engine'], required: ['database'] });
      expect(early.body.checks).toMatchObject({ database: true, bus: true, engine: false });
      expect((await api(s.url, '/healthz')).status).toBe(200);

      const port = await freePort();
      const engineEnv = engineProcessEnv(s.databaseUrl!, s.channel!, {
        TICK_INTERVAL_MS: '100',
        ANALYSIS_PAIR_INTERVAL_MS: '10',
        ANALYSIS_REST_MS: '200',
        SIGNAL_GATE: 'off',
        HEARTBEAT_MS: String(HEARTBEAT_MS),
        ENGINE_HTTP_PORT: String(port),
        ENGINE_HTTP_HOST: '127.0.0.1',
        DATA_DIR: '/tmp/sinais-health-unused',
      });
      const engine = spawnEngine([], engineEnv);
      children.push(engine);
      const engineUrl = `http://127.0.0.1:${port}`;
      await waitFor(
        'engine ready',
        async () => (await fetch(`${engineUrl}/readyz`).catch(() => null))?.status === 200,
        60_000,
      );
      await waitFor(
        'a full cycle and signals',
        () =>
          rec.of('signal:created').length > 0 &&
          rec.of('analysis:progressed').some((e) => e.data.cycle_count >= 2),
        90_000,
      );
      expect((await fetch(`${engineUrl}/healthz`)).status).toBe(200);
      expect((await fetch(`${engineUrl}/nada`)).status).toBe(404);

      const engineMetrics = await (await fetch(`${engineUrl}/metrics`)).text();
      for (const series of ENGINE_SERIES) expect(engineMetrics, series).toContain(series);
      expect(engineMetrics).toMatch(/^sinais_engine_ready 1$/m);
      const analysed = Number(/^sinais_engine_pairs_analyzed_total (\d+)/m.exec(engineMetrics)?.[1]);
      expect(analysed).toBeGreaterThanOrEqual(150);
      expect(
        Number(/^sinais_engine_cycle_duration_seconds_count (\d+)/m.exec(engineMetrics)?.[1]),
      ).toBeGreaterThanOrEqual(1);

      await waitFor(
        'gateway ready',
        async () => (await api(s.url, '/readyz')).body.status === 'ready',
        20_000,
      );
      const gatewayMetrics = await (await fetch(`${s.url}/metrics`)).text();
      expect(gatewayMetrics).toMatch(/^sinais_gateway_ready 1$/m);
      expect(gatewayMetrics).toMatch(/^sinais_gateway_check_up\{check="engine"\} 1$/m);
      for (const series of GATEWAY_SERIES) expect(gatewayMetrics, series).toContain(series);
      expect(
        Number(
          /^sinais_gateway_bus_emit_lag_seconds_count\{type="engine:heartbeat"\} (\d+)/m.exec(
            gatewayMetrics,
          )?.[1],
        ),
      ).toBeGreaterThan(0);

      // kill -9: the last ready answer saw a heartbeat at most 3 periods old, the first degraded one an older one.
      let lastReady: { heartbeat_age_ms: number } | null = null;
      engine.kill('SIGKILL');
      await exited(engine, 10_000);
      let unready: {
        status: number;
        body: {
          checks: Record<string, boolean>;
          engine: { heartbeat_age_ms: number; stale_after_ms: number };
        };
      } | null = null;
      await waitFor(
        'gateway degraded by the engine',
        async () => {
          const r = await api(s.url, '/readyz');
          if (r.body.checks.engine) lastReady = r.body.engine;
          else unready = r;
          return !r.body.checks.engine;
        },
        30_000,
        50,
      );
      // Still serving: a dead engine degrades the gateway, it never takes it out of the balancer.
      expect(unready!.status).toBe(200);
      expect(unready!.body.checks).toMatchObject({ database: true, bus: true, engine: false });
      expect(unready!.body.engine.stale_after_ms).toBe(3 * HEARTBEAT_MS);
      expect(unready!.body.engine.heartbeat_age_ms).toBeGreaterThan(3 * HEARTBEAT_MS);
      if (lastReady)
        expect((lastReady as { heartbeat_age_ms: number }).heartbeat_age_ms).toBeLessThanOrEqual(
          3 * HEARTBEAT_MS,
        );

      // Every screen says so: system status, monitoring, rules (CRÍTICO whatever the other rules score).
      const status = await api(s.url, '/api/system/status', { token: admin });
      expect(status.body.services.find((x: { name: string }) => x.name === 'Motor de análise').status).toBe(
        'stopped',
      );
      const rules = await api(s.url, '/api/admin/regras-imutaveis/status', { token: admin });
      expect(rules.body.data.label).toBe('CRÍTICO');
      const legacy = await api(s.url, '/api/status');
      expect(legacy.body).toMatchObject({ status: 'degraded', services: { engine: 'down' } });
      const overview = await api(s.url, '/api/monitoring/overview', { token: admin });
      expect(overview.body.data.stats.engine_online).toBe(false);

      // The operator's webhook gets the engine-down alert once, and the audit log records it.
      await waitFor('engine-down alert', () => receiver.alerts.some((a) => a.kind === 'engine_down'), 20_000);
      const down = receiver.alerts.filter((a) => a.kind === 'engine_down');
      expect(down).toHaveLength(1);
      expect(down[0]).toMatchObject({ severity: 'critical', title: 'Motor de análise fora do ar' });
      const audit = await db.query<{ action: string; target: string }>(
        `SELECT action, target FROM audit_logs WHERE action LIKE 'alert.%'`,
      );
      expect(audit).toContainEqual({ action: 'alert.sent', target: 'engine_down' });

      // Back, then killed again well inside ALERT_DEDUP_MINUTES (30): a new incident, so a second down alert.
      const again = spawnEngine([], engineEnv);
      children.push(again);
      // The recovery is sent once the engine stayed back RESOLVE_HOLD_MS (15 s), after the new process started.
      await waitFor(
        'recovered alert',
        () => receiver.alerts.some((a) => a.kind === 'engine_recovered'),
        120_000,
      );
      again.kill('SIGKILL');
      await exited(again, 10_000);
      await waitFor(
        'second engine-down alert',
        () => receiver.alerts.filter((a) => a.kind === 'engine_down').length === 2,
        20_000,
      );
      const decisions = await db.query<{ action: string; target: string }>(
        `SELECT action, target FROM audit_logs WHERE action LIKE 'alert.%' AND target LIKE 'engine%'`,
      );
      // Every decision about these alerts is in the audit: two sent downs, one sent recovery, nothing silent.
      expect(decisions.filter((d) => d.target === 'engine_down').map((d) => d.action)).toEqual([
        'alert.sent',
        'alert.sent',
      ]);
      expect(decisions.filter((d) => d.target === 'engine_recovered').map((d) => d.action)).toEqual([
        'alert.sent',
      ]);
    },
  );
});
