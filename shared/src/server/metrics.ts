import client from 'prom-client';
import { droppedLogLines } from './logger';

/**
 * Prometheus metrics of this process, served at /metrics by the gateway and by the engine's small HTTP
 * server. One registry per process: in the all-in-one `npm start` the gateway's /metrics shows the engine's
 * series too. Metrics are created on first use, so a gateway-only process shows no engine series (rather
 * than engine series stuck at 0).
 */
export const metricsRegistry = new client.Registry();

let processMetrics = false;
/** Event-loop delay, RSS, heap, GC, handles: prom-client's default set (standard names). */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  client.collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
  new client.Counter({
    name: 'sinais_log_lines_dropped_total',
    help: 'Linhas de log descartadas porque a saída (stdout) não dava vazão ou estava fechada',
    registers: [metricsRegistry],
    collect() {
      this.reset();
      this.inc(droppedLogLines());
    },
  });
}

function once<T extends client.Metric>(name: string, make: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make();
}

const PAIRS_WINDOW_MS = 60_000;
const pairTimes: number[] = [];

export function engineMetrics() {
  const pairsAnalyzed = once(
    'sinais_engine_pairs_analyzed_total',
    () =>
      new client.Counter({
        name: 'sinais_engine_pairs_analyzed_total',
        help: 'Pares analisados pelo motor ativo',
        registers: [metricsRegistry],
      }),
  );
  const pairsPerMinute = once(
    'sinais_engine_pairs_analyzed_per_minute',
    () =>
      new client.Gauge({
        name: 'sinais_engine_pairs_analyzed_per_minute',
        help: 'Pares analisados nos últimos 60 s',
        registers: [metricsRegistry],
        collect() {
          const since = Date.now() - PAIRS_WINDOW_MS;
          while (pairTimes.length > 0 && pairTimes[0]! < since) pairTimes.shift();
          this.set(pairTimes.length);
        },
      }),
  );
  const cycleDuration = once(
    'sinais_engine_cycle_duration_seconds',
    () =>
      new client.Histogram({
        name: 'sinais_engine_cycle_duration_seconds',
        help: 'Duração de um ciclo completo de análise (todos os pares, sem o descanso)',
        buckets: [60, 180, 300, 600, 750, 900, 1200, 1800, 3600],
        registers: [metricsRegistry],
      }),
  );
  const signals = once(
    'sinais_engine_signals_total',
    () =>
      new client.Counter({
        name: 'sinais_engine_signals_total',
        help: 'Transições de sinal gravadas (created, confirmed, rejected, closed)',
        labelNames: ['kind'],
        registers: [metricsRegistry],
      }),
  );
  const binanceWeight = once(
    'sinais_binance_request_weight_used',
    () =>
      new client.Gauge({
        name: 'sinais_binance_request_weight_used',
        help: 'Peso de requisições usado no minuto corrente (X-MBX-USED-WEIGHT-1M)',
        registers: [metricsRegistry],
      }),
  );
  const binanceLimit = once(
    'sinais_binance_request_weight_limit',
    () =>
      new client.Gauge({
        name: 'sinais_binance_request_weight_limit',
        help: 'Limite de peso por minuto informado pela Binance (exchangeInfo.rateLimits)',
        registers: [metricsRegistry],
      }),
  );
  const binanceBans = once(
    'sinais_binance_rate_limited_total',
    () =>
      new client.Counter({
        name: 'sinais_binance_rate_limited_total',
        help: 'Respostas 429/418 da Binance',
        labelNames: ['status'],
        registers: [metricsRegistry],
      }),
  );
  // Every kind starts at 0, so a rate over "confirmed" exists before the first confirmation.
  for (const kind of ['created', 'confirmed', 'rejected', 'closed']) signals.inc({ kind }, 0);
  return {
    pairsAnalyzed,
    pairsPerMinute,
    cycleDuration,
    signals,
    binanceWeight,
    binanceLimit,
    binanceBans,
    pairDone(now = Date.now()) {
      pairsAnalyzed.inc();
      pairTimes.push(now);
      if (pairTimes.length > 10_000) pairTimes.shift();
    },
  };
}
export type EngineMetrics = ReturnType<typeof engineMetrics>;

let socketRooms: (() => Record<string, number>) | null = null;

export function gatewayMetrics() {
  const busLag = once(
    'sinais_gateway_bus_emit_lag_seconds',
    () =>
      new client.Histogram({
        name: 'sinais_gateway_bus_emit_lag_seconds',
        help: 'Tempo entre a publicação de um evento no barramento (envelope.ts) e o envio aos sockets',
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        labelNames: ['type'],
        registers: [metricsRegistry],
      }),
  );
  const sockets = once(
    'sinais_gateway_sockets',
    () =>
      new client.Gauge({
        name: 'sinais_gateway_sockets',
        help: 'Sockets conectados a este gateway, por sala',
        labelNames: ['room'],
        registers: [metricsRegistry],
        collect() {
          if (!socketRooms) return;
          this.reset();
          for (const [room, n] of Object.entries(socketRooms())) this.set({ room }, n);
        },
      }),
  );
  return {
    busLag,
    sockets,
    /** Where the sockets gauge reads this gateway's room sizes at scrape time. */
    countSocketsWith(fn: (() => Record<string, number>) | null) {
      socketRooms = fn;
    },
  };
}
export type GatewayMetrics = ReturnType<typeof gatewayMetrics>;

export type EngineRole = 'active' | 'standby' | 'starting';
let engineRole: (() => EngineRole) | null = null;

/**
 * `sinais_engine_leader{role}`: 1 while this engine holds the lease (the working engine), 0 on a standby or
 * while it starts; `role` says which. Every engine reports `sinais_engine_ready 1` (a healthy standby is
 * ready), so this is the series that tells Prometheus who leads: `sum(sinais_engine_leader)` is 1 when all is
 * well, 0 with nobody leading, 2 with a split. Read at scrape time from `role`, on any /metrics of the process.
 */
export function trackEngineLeader(role: (() => EngineRole) | null): void {
  engineRole = role;
  once(
    'sinais_engine_leader',
    () =>
      new client.Gauge({
        name: 'sinais_engine_leader',
        help: 'Este motor detém o lease (motor ativo): 1 sim, 0 reserva ou iniciando; o rótulo role diz qual',
        labelNames: ['role'],
        registers: [metricsRegistry],
        collect() {
          this.reset();
          if (!engineRole) return;
          const r = engineRole();
          this.set({ role: r }, r === 'active' ? 1 : 0);
        },
      }),
  );
}

export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/**
 * Readiness of this process (`/readyz`): the checks it needs to serve (`required`) and those whose failure only
 * degrades it (the bus: both roles keep working on the store). Exported as `sinais_<role>_ready` (1 serving,
 * 0 not), `sinais_<role>_degraded` and `sinais_<role>_check_up{check}`.
 */
export interface Readiness {
  status: 'ready' | 'degraded' | 'unready';
  ready: boolean;
  checks: Record<string, boolean>;
  required: string[];
  degraded: string[];
}

export function readiness(
  role: 'gateway' | 'engine',
  checks: Record<string, boolean>,
  required: readonly string[],
): Readiness {
  const failing = Object.keys(checks).filter((k) => !checks[k]);
  const ready = required.every((k) => checks[k]);
  const degraded = failing.filter((k) => !required.includes(k));
  const gauge = (suffix: string, help: string, labels: string[] = []) =>
    once(
      `sinais_${role}_${suffix}`,
      () =>
        new client.Gauge({
          name: `sinais_${role}_${suffix}`,
          help,
          labelNames: labels,
          registers: [metricsRegistry],
        }),
    );
  gauge('ready', 'Pronto para servir (/readyz 200): 1 sim, 0 não').set(ready ? 1 : 0);
  gauge('degraded', 'Servindo com alguma verificação não obrigatória falhando (ex.: barramento)').set(
    ready && degraded.length > 0 ? 1 : 0,
  );
  const up = gauge('check_up', 'Cada verificação do /readyz: 1 ok, 0 falhando', ['check']);
  for (const [k, ok] of Object.entries(checks)) up.set({ check: k }, ok ? 1 : 0);
  return {
    status: !ready ? 'unready' : degraded.length ? 'degraded' : 'ready',
    ready,
    checks,
    required: [...required],
    degraded,
  };
}
