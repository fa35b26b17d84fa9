import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import {
  alertSettingsFrom,
  createAlerter,
  engineMetrics,
  type Alerter,
  type Bus,
  type Db,
  type EngineMetrics,
  type Logger,
} from '@sinais/shared/server';
import type { EngineConfig } from '../config/env';
import { analysisPacing } from '../config/pacing';
import { buildVersion } from '../control/build-version';
import { PauseControl } from '../control/pause-control';
import { createEngineStateStore, type EngineStateStore } from '../data/engine-state.store';
import { createInstancesStore, type InstancesStore } from '../data/instances.store';
import { createSignalsStore } from '../data/signals.store';
import { createTopPairsStore } from '../data/top-pairs.store';
import { derivativesCollectorFor } from '../derivatives/collection';
import { gateModeFor } from '../gate/gate-mode';
import { GatePolicy } from '../gate/gate-policy';
import { GateRunner } from '../gate/gate-runner';
import { PostgresLease } from '../lease/postgres-lease';
import { DailyCycles } from '../lifecycle/daily-cycles';
import { SignalMonitor } from '../lifecycle/signal-monitor';
import { storeCandles } from '../publisher/candle-store';
import { Publisher } from '../publisher/publisher';
import { busSink, heartbeatSink, storeSink } from '../publisher/sinks';
import { createLiveStreams } from '../publisher/live-streams';
import { SystemLogger } from '../publisher/system-log';
import { LIVE_REGISTRY, liveRules } from '../strategies/live-rules';
import { seriesStrategy } from '../strategies/rules/series-strategy';
import { TopPairsService } from '../selection/top-pairs.service';
import type { MarketSource } from '../sources/market-source';
import { CONFIRM_WINDOW_MS, LOOKBACK_CANDLES } from '../trading/rules';
import { AnalysisWorker } from '../worker/analysis-worker';
import { BtcPublisher } from '../worker/btc-publisher';
import { openMarketSource } from './market-source';

export interface EngineDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  config: EngineConfig;
  /** Tests may hand in a source (e.g. a fake Binance); otherwise MARKET_SOURCE decides. */
  source?: MarketSource;
}

/** What the engine's process is made of; built once, then started and stopped by role. */
export type EngineParts = Awaited<ReturnType<typeof buildParts>>;

/** The whole engine, wired but not started. Never opens its own database: it uses the one it is given. */
export async function buildParts(deps: EngineDeps) {
  const { db, logger, config } = deps;
  const env = config.env;
  const instanceId = env.ENGINE_INSTANCE_ID ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 6)}`;
  const streams = createLiveStreams(db);
  await streams.init();
  const publisher = new Publisher([busSink(deps.bus), heartbeatSink(db), storeSink(db)], logger, (type) =>
    type === 'analysis:progressed' ? streams.progressPosition() : null,
  );
  const log = new SystemLogger(publisher, logger, streams);
  const metrics = engineMetrics();
  const alerter = createAlerter(db, alertSettingsFrom(env), logger, `motor ${instanceId}`);
  const source = deps.source ?? (await openMarketSource(config, { log, metrics, alerter, instanceId }));
  // On PostgreSQL several engines may share the database: a lease row there picks the active one and fences
  // its signal writes. The embedded store belongs to one process, so that engine is simply active.
  const lease =
    db.kind === 'postgres' ? new PostgresLease(db, env.LEASE_KEY, instanceId, env.LEASE_TTL_MS) : null;
  const stores = { state: createEngineStateStore(db), instances: createInstancesStore(db) };
  // The pause control tells the worker (created below) when the stored pause changes.
  const pause = { onChange: (_paused: boolean) => undefined as void };
  const control = new PauseControl(db, log, (paused) => pause.onChange(paused));
  // The rules come from the committed research registry (its live candidate; the demo rule on simulated prices
  // when it names none): strategy as data, never a hand-copied rule.
  const live = liveRules(LIVE_REGISTRY, source.simulated);
  const base = { ...deps, env, instanceId, publisher, log, metrics, alerter, source, lease, control, live };
  const monitor = createMonitor(base);
  const topPairs = new TopPairsService(createTopPairsStore(db), source, publisher, log, {
    count: config.topPairsCount,
    refreshMs: env.TOP_PAIRS_REFRESH_MS,
    fallbackMinVolume: env.LEVERAGE_FALLBACK_MIN_VOLUME_USDT,
  });
  const gate = createGate(base, topPairs);
  const worker = createWorker({ ...base, stores }, monitor, topPairs, gate.policy);
  return {
    ...base,
    stores,
    pause,
    monitor,
    topPairs,
    gate,
    worker,
    cycles: new DailyCycles(db, monitor, log),
    derivatives: derivativesCollectorFor({
      ...base,
      pairs: () => topPairs.current().map((x) => x.symbol),
    }),
    btc: new BtcPublisher(source, publisher, stores.state, log),
    build: env.BUILD_VERSION ?? buildVersion(),
    startedAt: new Date(),
    heartbeatMs: Math.max(200, env.HEARTBEAT_MS),
  };
}

interface Base extends EngineDeps {
  env: EngineConfig['env'];
  instanceId: string;
  publisher: Publisher;
  log: SystemLogger;
  metrics: EngineMetrics;
  alerter: Alerter;
  source: MarketSource;
  lease: PostgresLease | null;
  control: PauseControl;
  live: ReturnType<typeof liveRules>;
}

function createMonitor(b: Base): SignalMonitor {
  const { env, source, lease, control, metrics } = b;
  const store = createSignalsStore(b.db, lease ? (q) => lease.assertHeld(q) : undefined);
  return new SignalMonitor(store, b.publisher, b.log, source, {
    windowMs: CONFIRM_WINDOW_MS / source.timeScale,
    timeScale: source.timeScale,
    holdOverrideMs: env.SIGNAL_EXPIRY_MS,
    evalMs: Math.max(50, Math.min(1000, env.TICK_INTERVAL_MS)),
    feeRate: env.FEE_RATE,
    shortGapMs: env.RESUME_SHORT_GAP_MS,
    checkpointMs: env.HEARTBEAT_MS,
    isPaused: () => control.isPaused(),
    onStored: (kind) => {
      if (kind !== 'updated' && kind !== 'stop-moved') metrics.signals.inc({ kind });
    },
  });
}

function createGate(b: Base, topPairs: TopPairsService) {
  const mode = gateModeFor(b.env.SIGNAL_GATE, b.source);
  const policy = new GatePolicy(mode.enabled);
  const runner = mode.enabled
    ? new GateRunner(
        b.db,
        b.source,
        topPairs,
        policy,
        b.log,
        {
          intervalMs: b.env.GATE_INTERVAL_MS,
          pairs: b.env.GATE_PAIRS,
          seed: 20_230_101,
          mode,
        },
        b.live.rules,
      )
    : null;
  return { mode, policy, runner };
}

function createWorker(
  b: Base & { stores: { state: EngineStateStore; instances: InstancesStore } },
  monitor: SignalMonitor,
  topPairs: TopPairsService,
  gate: GatePolicy,
): AnalysisWorker {
  const { db, source, logger, metrics, control, instanceId } = b;
  const pacing = { ...analysisPacing(b.config, source), threshold: b.config.threshold };
  return new AnalysisWorker(
    source,
    topPairs,
    monitor,
    b.publisher,
    b.log,
    gate,
    { ...pacing, klineLimit: LOOKBACK_CANDLES, instanceId, strategies: b.live.rules.map(seriesStrategy) },
    {
      isPaused: () => control.isPaused(),
      onPairDone: () => metrics.pairDone(),
      onCandles: (symbol, candles) =>
        void storeCandles(db, source.kind, symbol, candles).catch((err: unknown) =>
          logger.warn({ err, symbol }, 'falha ao gravar os candles do par'),
        ),
      onCycleDone: (c) => {
        metrics.cycleDuration.observe(c.durationS);
        void b.stores.instances
          .recordCycle(instanceId, c)
          .catch((err: unknown) => logger.warn({ err }, 'falha ao gravar a duração do ciclo'));
      },
    },
  );
}
