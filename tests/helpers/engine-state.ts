import type { Queryable } from '@sinais/shared/server';
import { putEngineState as put } from '@sinais/shared/testing/server';

/**
 * What an engine stores in engine_state, written by hand: a healthy engine (heartbeat, analysis and monitoring
 * status, a TOP 150 selection, the cleanup schedule) with chosen timestamps, so a test drives the gateway's clock
 * (ops watch `tick(now)`) through outages and pauses of any length without waiting for them; and the progress of
 * an analysing engine, which the member's first-run notice reads.
 */
export const HEARTBEAT_MS = 5000;

const snapshot = {
  rsi: 50,
  macd: null,
  bollinger_position: null,
  volume_ratio: null,
  sr_distance: null,
  current_price: 100,
  price_change: 0,
};

const analysisStatus = (paused: boolean) => ({
  is_analyzing: !paused,
  is_paused: paused,
  is_resting: false,
  rest_until: null,
  current_pair: 'BTCUSDT',
  current_index: 10,
  total_pairs: 150,
  cycle_count: 1,
  signals_generated: 0,
  current_timeframe: '1h',
  current_strategy: null,
  progress_percent: 6.67,
});

/** The monitoring status an engine publishes and stores, running or paused. */
export const monitoringStatus = (paused: boolean) => ({
  is_active: !paused,
  thread_status: paused ? 'paused' : 'running',
  pending_signals_count: 0,
  processing_rate: 0,
  confirmation_rate: 0,
  rejection_rate: 0,
  avg_processing_time: 0,
  last_activity: null,
});

/** One heartbeat stored at `at` (the engine is alive then). */
export function beat(db: Queryable, at: Date, instance = 'motor-teste'): Promise<void> {
  return put(
    db,
    'heartbeat',
    {
      instance_id: instance,
      role: 'active',
      market_source: 'sim',
      simulated: true,
      started_at: new Date(at.getTime() - 60_000).toISOString(),
      uptime_s: 60,
      rss_mb: 100,
      heartbeat_ms: HEARTBEAT_MS,
    },
    at,
  );
}

/** The analysis and monitoring status of an engine that is analysing (or paused), stored at `at`. */
export async function engineStatus(db: Queryable, at: Date, paused = false): Promise<void> {
  await put(db, 'analysis_status', analysisStatus(paused), at);
  await put(
    db,
    'current_analysis',
    {
      symbol: 'BTCUSDT',
      cycle: 1,
      index: 10,
      total: 150,
      timeframe: '1h',
      strategy: 'mean-reversion',
      direction: null,
      overall_score: 40,
      signal_generated: false,
      status: 'completed',
      indicators: snapshot,
      by_timeframe: { '1h': snapshot, '4h': snapshot, '1d': snapshot },
      signal: null,
      analyzed_at: at.toISOString(),
    },
    at,
  );
  await put(db, 'monitoring_status', monitoringStatus(paused), at);
}

/** A complete TOP 150 selection and the daily cycles' schedule: rules 1 and 5 pass. */
export async function healthySetup(db: Queryable, at: Date): Promise<void> {
  const pairs = Array.from({ length: 150 }, (_, i) => ({ symbol: `P${i}USDT` }));
  await db.query(
    `INSERT INTO top_pairs_selections (pairs, stats, criteria, source, selected_at, next_update) VALUES ($1, $2, '{}', 'sim', $3, $4)`,
    [
      JSON.stringify(pairs),
      JSON.stringify({ total_usdt_pairs: 220, pairs_with_50x: 150, top_150_selected: 150 }),
      at.toISOString(),
      new Date(at.getTime() + 4 * 3_600_000).toISOString(),
    ],
  );
  const cycle = (time: string) => ({
    time,
    status: 'scheduled',
    description: 'ciclo diário',
    last_run: null,
    next_run: new Date(at.getTime() + 3_600_000).toISOString(),
  });
  await put(db, 'cleanup_status', { morning_cleanup: cycle('09:00'), evening_cleanup: cycle('21:00') }, at);
  await engineStatus(db, at);
}

/** The stored pause as an admin command would leave it, changed at `at`. */
export async function setPause(db: Queryable, paused: boolean, at: Date): Promise<void> {
  await db.query(
    `UPDATE engine_control SET paused = $1, reason = $2, actor_email = 'operador@sinais.test', changed_at = $3,
            paused_until = NULL, version = version + 1 WHERE name = 'engine'`,
    [paused, paused ? 'manutenção' : null, at.toISOString()],
  );
}

/**
 * An analysing engine's progress stored now (`monitoring_status`, `heartbeat`, `analysis_status`): the member's
 * first-run notice reads it.
 */
export async function storeEngineProgress(
  db: Queryable,
  p: { currentIndex: number; cycle: number; source?: 'binance' | 'sim' },
): Promise<void> {
  const source = p.source ?? 'sim';
  await put(db, 'monitoring_status', monitoringStatus(false));
  await put(db, 'heartbeat', {
    instance_id: 'e2e',
    role: 'active',
    market_source: source,
    simulated: source === 'sim',
    started_at: new Date().toISOString(),
    uptime_s: 60,
    rss_mb: 100,
    heartbeat_ms: 3_600_000,
  });
  await put(db, 'analysis_status', {
    ...analysisStatus(false),
    current_pair: 'ETHUSDT',
    current_index: p.currentIndex,
    cycle_count: p.cycle,
    progress_percent: Math.round((p.currentIndex / 150) * 100),
  });
}
