import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { TypedEnvelope } from '@sinais/shared';
import {
  alertSettingsFrom,
  createAlerter,
  engineMetrics,
  redactSettings,
  type Bus,
  type Db,
  type Logger,
} from '@sinais/shared/server';
import type { EngineConfig } from './config/env';
import { PauseControl } from './control/pause-control';
import { buildVersion } from './control/build-version';
import { readResumePoint, recordCycle, markInstanceStopped, previousActive } from './control/engine-records';
import { DailyCycles } from './lifecycle/daily-cycles';
import { filterList } from './lifecycle/filters';
import { SignalMonitor } from './lifecycle/signal-monitor';
import { SignalRepository } from './lifecycle/signal-repository';
import { PostgresLease } from './lease/postgres-lease';
import { Publisher } from './publisher/publisher';
import { busSink, saveState, storeSink } from './publisher/sinks';
import { SystemLogger } from './publisher/system-log';
import { TopPairsService } from './selection/top-pairs.service';
import { createMarketSource } from './sources/create-source';
import type { MarketSource } from './sources/market-source';
import { GatePolicy } from './gate/gate-policy';
import { GateRunner } from './gate/gate-runner';
import { gateModeFor } from './gate/gate-mode';
import { CONFIRM_WINDOW_MS, LOOKBACK_CANDLES } from './trading/rules';
import { AnalysisWorker } from './worker/analysis-worker';
import { maintainCandles, storeCandles } from './publisher/candle-store';
import { analysisPacing } from './config/pacing';
import { BtcPublisher } from './worker/btc-publisher';

export interface EngineDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  config: EngineConfig;
  /** Tests may hand in a source (e.g. a fake Binance); otherwise MARKET_SOURCE decides. */
  source?: MarketSource;
}

export interface EngineHandle {
  stop(): Promise<void>;
  readonly instanceId: string;
  isActive(): boolean;
  /** When the heartbeat loop last ran (liveness: it stops when the event loop or the process is stuck). */
  lastHeartbeatAt(): number;
  readonly heartbeatMs: number;
}

const BTC_REFRESH_MS = 60_000;
const TICK_PUBLISH_MS = 1000;

/**
 * Wires the engine: market source → TOP pairs → sequential analysis → signal lifecycle, all events fanned
 * out by one publisher to the bus and the store. Never opens its own database: it uses the one it is given.
 */
export async function startEngine(deps: EngineDeps): Promise<EngineHandle> {
  const { db, bus, logger, config } = deps;
  const env = config.env;
  const instanceId = env.ENGINE_INSTANCE_ID ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 6)}`;
  const publisher = new Publisher([busSink(bus), storeSink(db)], logger);
  const log = new SystemLogger(publisher, logger);
  const metrics = engineMetrics();
  const alerter = createAlerter(db, alertSettingsFrom(env), logger, `motor ${instanceId}`);
  const source =
    deps.source ??
    (await createMarketSource(config, (m, d) => log.warn('SYSTEM', m, d), {
      onWeight: (used, limit) => {
        metrics.binanceWeight.set(used);
        metrics.binanceLimit.set(limit);
      },
      onRateLimited: (status, retryAfterMs, path) => {
        metrics.binanceBans.inc({ status: String(status) });
        log.error(
          'SYSTEM',
          `Binance respondeu ${status} em ${path}: nenhuma chamada por ${retryAfterMs / 1000} s`,
        );
        void alerter.notify({
          key: `binance:${status}`,
          kind: 'binance_rate_limit',
          severity: status === 418 ? 'critical' : 'warning',
          title:
            status === 418 ? 'Binance baniu o IP do motor (418)' : 'Binance: limite de requisições (429)',
          message: `${path} respondeu ${status}; o motor espera ${Math.round(retryAfterMs / 1000)} s antes de chamar de novo.`,
          details: { status, retry_after_s: Math.round(retryAfterMs / 1000), path, instance_id: instanceId },
        });
      },
    }));
  const scale = source.timeScale;
  // On PostgreSQL several engines may share the database: a lease row there picks the active one and fences
  // its signal writes. The embedded store belongs to one process, so that engine is simply active.
  const lease =
    db.kind === 'postgres' ? new PostgresLease(db, env.LEASE_KEY, instanceId, env.LEASE_TTL_MS) : null;
  const repo = new SignalRepository(db, lease ? (q) => lease.assertHeld(q) : undefined);
  // Created below; the pause control tells the worker when the stored pause changes.
  let onPauseChange = (_paused: boolean) => undefined as void;
  const control = new PauseControl(db, log, (paused) => onPauseChange(paused));
  const monitor = new SignalMonitor(repo, publisher, log, source, {
    windowMs: CONFIRM_WINDOW_MS / scale,
    timeScale: scale,
    holdOverrideMs: env.SIGNAL_EXPIRY_MS,
    evalMs: Math.max(50, Math.min(1000, env.TICK_INTERVAL_MS)),
    feeRate: env.FEE_RATE,
    shortGapMs: env.RESUME_SHORT_GAP_MS,
    checkpointMs: env.HEARTBEAT_MS,
    isPaused: () => control.isPaused(),
    onStored: (kind) => {
      if (kind !== 'updated') metrics.signals.inc({ kind });
    },
  });
  const topPairs = new TopPairsService(db, source, publisher, log, {
    count: config.topPairsCount,
    refreshMs: env.TOP_PAIRS_REFRESH_MS,
    fallbackMinVolume: env.LEVERAGE_FALLBACK_MIN_VOLUME_USDT,
  });
  const gateMode = gateModeFor(env.SIGNAL_GATE, source);
  const gate = new GatePolicy(gateMode.enabled);
  const gateRunner = gateMode.enabled
    ? new GateRunner(db, source, topPairs, gate, log, {
        intervalMs: env.GATE_INTERVAL_MS,
        pairs: env.GATE_PAIRS,
        seed: 20_230_101,
        mode: gateMode,
      })
    : null;
  const worker = new AnalysisWorker(
    source,
    topPairs,
    monitor,
    publisher,
    log,
    gate,
    {
      ...analysisPacing(config, source),
      threshold: config.threshold,
      klineLimit: LOOKBACK_CANDLES,
      instanceId,
    },
    {
      isPaused: () => control.isPaused(),
      onPairDone: () => metrics.pairDone(),
      onCandles: (symbol, candles) =>
        void storeCandles(db, source.kind, symbol, candles).catch((err: unknown) =>
          logger.warn({ err, symbol }, 'falha ao gravar os candles do par'),
        ),
      onCycleDone: (c) => {
        metrics.cycleDuration.observe(c.durationS);
        void recordCycle(db, instanceId, c).catch((err: unknown) =>
          logger.warn({ err }, 'falha ao gravar a duração do ciclo'),
        );
      },
    },
  );
  const cycles = new DailyCycles(db, monitor, log);
  const startedAt = new Date();
  const heartbeatMs = Math.max(200, env.HEARTBEAT_MS);
  const build = env.BUILD_VERSION ?? buildVersion();
  let lastBeat = Date.now();
  let active = false;
  onPauseChange = () => {
    worker.pauseChanged();
    if (active) heartbeatStatus();
  };
  let timers: NodeJS.Timeout[] = [];
  let unsubscribeTicks: (() => void) | null = null;
  let stopCandleRefresh: (() => void) | null = null;

  const heartbeatStatus = () => {
    const paused = control.isPaused();
    publisher.publish('monitoring:status-changed', monitor.status(!paused, paused ? 'paused' : 'running'));
  };
  const heartbeat = () => {
    lastBeat = Date.now();
    try {
      publisher.publish('engine:heartbeat', {
        instance_id: instanceId,
        role: active ? 'active' : 'standby',
        market_source: source.kind,
        simulated: source.simulated,
        time_scale: source.timeScale,
        started_at: startedAt.toISOString(),
        uptime_s: Math.round((Date.now() - startedAt.getTime()) / 1000),
        rss_mb: Math.round(process.memoryUsage().rss / 2 ** 20),
        heartbeat_ms: heartbeatMs,
        build,
        host: hostname(),
      });
      if (!active) return;
      // The stored pause is re-read every heartbeat: a command whose bus message was lost still applies.
      void control.refresh();
      heartbeatStatus();
    } catch (err) {
      logger.warn({ err }, 'heartbeat falhou');
    }
  };

  const btc = new BtcPublisher(source, publisher, db, log);
  const publishBtc = () => btc.publish();

  let lastTickPublish = 0;
  const onTicks = (prices: ReadonlyMap<string, number>) => {
    const now = Date.now();
    if (!active || now - lastTickPublish < TICK_PUBLISH_MS) return;
    lastTickPublish = now;
    const wanted = new Set(['BTCUSDT', ...topPairs.current().map((p) => p.symbol)]);
    const out: Record<string, number> = {};
    for (const s of wanted) {
      const p = prices.get(s);
      if (p !== undefined && p > 0) out[s] = p;
    }
    try {
      publisher.publish('market:ticked', { prices: out, simulated: source.simulated });
    } catch (err) {
      logger.warn({ err }, 'tick inválido');
    }
  };

  const onCommand = (env: TypedEnvelope) => {
    if (!active) return;
    const actor = (env.data as { actor?: { email?: string } }).actor?.email ?? 'desconhecido';
    // The bus message is only a nudge: the command itself is the stored row, read now.
    if (env.type === 'engine:pause' || env.type === 'engine:resume') void control.refresh();
    else if (env.type === 'top-pairs:refresh') {
      log.info('TOP_PAIRS', `Atualização dos TOP pares solicitada por ${actor}`);
      void topPairs
        .refresh(`comando de ${actor}`)
        .catch((err: unknown) => log.error('TOP_PAIRS', 'Falha na atualização forçada', { err }));
    }
  };
  const unsubscribeCommands = bus.subscribe(onCommand, [
    'engine:pause',
    'engine:resume',
    'top-pairs:refresh',
  ]);

  /** Becomes the working engine; if any step fails it stands down again and rethrows. */
  async function activate(): Promise<void> {
    try {
      await becomeActive();
    } catch (err) {
      log.error('SYSTEM', 'Falha ao ativar o motor', { err });
      await deactivate('falha ao ativar').catch(() => undefined);
      throw err;
    }
  }

  async function becomeActive(): Promise<void> {
    active = true;
    log.info(
      'SYSTEM',
      `Motor ativo (${instanceId}), fonte ${source.kind}${source.simulated ? ' — Dados Simulados' : ''}`,
    );
    await source.start();
    await saveState(db, 'market_source', {
      kind: source.kind,
      simulated: source.simulated,
      instance_id: instanceId,
    });
    await saveState(db, 'filters', filterList());
    await saveState(db, 'strategy_gate', gateMode);
    if (!gateMode.enabled) log.warn('SIGNAL_GEN', gateMode.reason);
    if (env.SIGNAL_EXPIRY_MS !== undefined)
      log.warn('SIGNAL_GEN', 'SIGNAL_EXPIRY_MS definido: o prazo das operações difere do plano avaliado');
    await saveState(db, 'engine_settings', { instance_id: instanceId, build, settings: redactSettings(env) });
    // Read before anything publishes a fresh status over it.
    const resumePoint = await readResumePoint(db);
    await control.refresh();
    if (lease) await reportFailover();
    const restoredPairs = await topPairs.restore();
    const restored = await monitor.restore();
    if (restored.unwatched > 0)
      log.warn(
        'SIGNAL_GEN',
        `${restored.unwatched} sinal(is) pendente(s) rejeitado(s): janela não monitorada (motor fora do ar)`,
      );
    if (restored.open > 0 || restoredPairs)
      log.info('SIGNAL_GEN', `Retomados ${restored.open} sinal(is) aberto(s) da execução anterior`);
    worker.resumeFrom(resumePoint);
    monitor.start();
    await gateRunner?.start();
    worker.start();
    if (env.DAILY_CYCLES) await cycles.start();
    unsubscribeTicks = source.onTicks(onTicks);
    heartbeat();
    void publishBtc();
    timers = [setInterval(() => void publishBtc(), BTC_REFRESH_MS)];
    stopCandleRefresh = maintainCandles(db, source, (err) =>
      logger.warn({ err }, 'falha na manutenção dos candles do gráfico'),
    );
  }

  async function deactivate(reason: string): Promise<void> {
    if (!active) return;
    log.warn('SYSTEM', `Motor deixa de ser ativo: ${reason}`);
    active = false;
    for (const t of timers) clearInterval(t);
    timers = [];
    unsubscribeTicks?.();
    stopCandleRefresh?.();
    await worker.stop();
    await gateRunner?.stop();
    await monitor.stop();
    cycles.stop();
  }

  /** The previous active engine left without a clean stop: a failover, audited and alerted. */
  async function reportFailover(): Promise<void> {
    const prev = await previousActive(db, instanceId).catch(() => null);
    if (!prev || prev.stopped) return;
    log.warn('SYSTEM', `Failover: ${instanceId} assumiu no lugar de ${prev.instanceId} (parou sem encerrar)`);
    await db
      .query(
        `INSERT INTO audit_logs (actor_id, actor_email, action, target, details) VALUES (NULL, NULL, 'engine.failover', 'engine', $1)`,
        [JSON.stringify({ from: prev.instanceId, to: instanceId, last_seen: prev.lastSeen })],
      )
      .catch((err: unknown) => logger.warn({ err }, 'falha ao auditar o failover'));
    await markInstanceStopped(db, prev.instanceId, 'crash').catch(() => undefined);
    void alerter.notify({
      key: `failover:${instanceId}:${prev.instanceId}`,
      kind: 'failover',
      severity: 'warning',
      title: 'Failover do motor',
      message: `O motor ${prev.instanceId} parou de responder; ${instanceId} assumiu a análise.`,
      details: { from: prev.instanceId, to: instanceId, last_seen: prev.lastSeen },
    });
  }

  // Heartbeats run in both roles, so operators also see a standby waiting for the lease.
  const heartbeatTimer = setInterval(heartbeat, heartbeatMs);
  // Lease changes are applied one at a time; the lease keeps renewing while the engine starts or stops.
  let transitions: Promise<void> = Promise.resolve();
  let stopping = false;
  const follow = (leader: boolean) => {
    transitions = transitions
      .then(async () => {
        if (!leader) return deactivate('concessão perdida');
        if (active || stopping || !lease?.isHeld) return;
        // Could not start (e.g. the store went away mid-way): give the lease back so a healthy instance can.
        await activate().catch(() => lease.release());
      })
      .catch((err: unknown) => logger.error({ err }, 'falha ao trocar o papel do motor'));
    return transitions;
  };
  if (lease) {
    logger.info({ instanceId, lease: env.LEASE_KEY }, 'aguardando a concessão (lease) do motor');
    await lease.start({ onAcquired: () => void follow(true), onLost: () => void follow(false) });
    await transitions;
  } else {
    try {
      await activate();
    } catch (err) {
      clearInterval(heartbeatTimer);
      unsubscribeCommands();
      await source.close();
      throw err;
    }
  }

  return {
    instanceId,
    heartbeatMs,
    isActive: () => active,
    lastHeartbeatAt: () => lastBeat,
    async stop() {
      clearInterval(heartbeatTimer);
      unsubscribeCommands();
      stopping = true;
      await transitions;
      // Finish the current pair and the queued writes while still holding the lease, then hand it over.
      await deactivate('encerramento');
      await lease?.stop();
      await publisher.flush();
      // A clean stop: the next engine to take over is not a failover.
      await markInstanceStopped(db, instanceId, 'clean').catch(() => undefined);
      await source.close();
    },
  };
}
