import type { Queryable } from '@sinais/shared/server';

/**
 * Writes what an analysing engine reports (engine_state `monitoring_status`, `heartbeat`, `analysis_status`):
 * the member's first-run notice reads its progress from them.
 */
export async function storeEngineProgress(
  db: Queryable,
  p: { currentIndex: number; cycle: number; source?: 'binance' | 'sim' },
): Promise<void> {
  const source = p.source ?? 'sim';
  const values = {
    monitoring_status: {
      is_active: true,
      thread_status: 'running',
      pending_signals_count: 0,
      processing_rate: 0,
      confirmation_rate: 0,
      rejection_rate: 0,
      avg_processing_time: 0,
      last_activity: null,
    },
    heartbeat: {
      instance_id: 'e2e',
      role: 'active',
      market_source: source,
      simulated: source === 'sim',
      started_at: new Date().toISOString(),
      uptime_s: 60,
      rss_mb: 100,
      heartbeat_ms: 3_600_000,
    },
    analysis_status: {
      is_analyzing: true,
      is_paused: false,
      is_resting: false,
      rest_until: null,
      current_pair: 'ETHUSDT',
      current_index: p.currentIndex,
      total_pairs: 150,
      cycle_count: p.cycle,
      signals_generated: 0,
      current_timeframe: '1h',
      current_strategy: null,
      progress_percent: Math.round((p.currentIndex / 150) * 100),
    },
  };
  for (const [key, value] of Object.entries(values))
    await db.query(
      `INSERT INTO engine_state (key, value, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
}
