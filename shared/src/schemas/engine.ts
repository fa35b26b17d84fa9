import { z } from 'zod';
import { okData, timeframeSchema } from './common';

/** spec 003 §3 "Analysis status". */
export const analysisStatusSchema = z.object({
  is_analyzing: z.boolean(),
  is_paused: z.boolean(),
  is_resting: z.boolean(),
  rest_until: z.string().nullable(),
  current_pair: z.string().nullable(),
  current_index: z.number().int().nonnegative(),
  total_pairs: z.number().int().nonnegative(),
  cycle_count: z.number().int().nonnegative(),
  signals_generated: z.number().int().nonnegative(),
  current_timeframe: z.string().nullable(),
  current_strategy: z.string().nullable(),
  progress_percent: z.number().min(0).max(100),
  /** Signals found in the current cycle (signals_generated counts since the engine started). */
  signals_found_in_cycle: z.number().int().nonnegative().optional(),
  /** Which engine instance is reporting (several may run; one holds the lease). */
  instance_id: z.string().optional(),
  /** When the current cycle began (kept across restarts and failovers, so its duration is recorded). */
  cycle_started_at: z.string().nullable().optional(),
});
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

export const indicatorSnapshotSchema = z.object({
  rsi: z.number().nullable(),
  macd: z.object({ macd: z.number(), signal: z.number(), histogram: z.number() }).nullable(),
  bollinger_position: z.number().nullable(),
  volume_ratio: z.number().nullable(),
  sr_distance: z.number().nullable(),
  current_price: z.number(),
  price_change: z.number(),
});
export type IndicatorSnapshot = z.infer<typeof indicatorSnapshotSchema>;

export const chartCandleSchema = z.object({
  time: z.number().int().nonnegative(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
});
export type ChartCandle = z.infer<typeof chartCandleSchema>;

/** Most candles a chart asks for (and the engine stores per pair × timeframe). */
export const MAX_CHART_CANDLES = 200;

/**
 * GET /api/market/candles: the market source's own candles of a pair × timeframe, oldest first, time in seconds;
 * the last one may still be forming. `source`: where they come from (Binance klines read by the gateway, or the
 * candles the engine stored from its source — the simulator's or replay's own history); `as_of`: when read.
 */
export const marketCandlesResponseSchema = okData(
  z.object({
    symbol: z.string(),
    timeframe: timeframeSchema,
    source: z.enum(['binance', 'sim', 'replay']),
    as_of: z.string(),
    candles: z.array(chartCandleSchema),
  }),
);
export type MarketCandlesResponse = z.infer<typeof marketCandlesResponseSchema>;

/** spec 003 §3 "Current analysis": the result of analysing one pair. */
/**
 * Why an analysed pair produced no signal, shown beside "SEM SINAL" (a score of 100 alone does not make one):
 * no strategy triggered an entry, the triggered one is below the threshold, or the engine blocked it.
 */
export const noSignalReasonSchema = z.enum([
  'no_trigger',
  'below_threshold',
  'stale_setup',
  'no_plan',
  'open_trade',
  'cooldown',
  'paced',
  'not_stored',
]);
export type NoSignalReason = z.infer<typeof noSignalReasonSchema>;

export const NO_SIGNAL_REASON_LABELS: Record<NoSignalReason, string> = {
  no_trigger: 'sem gatilho de entrada',
  below_threshold: 'abaixo do limiar',
  stale_setup: 'setup antigo (fora da janela)',
  no_plan: 'sem plano de trade válido',
  open_trade: 'já há sinal aberto no par',
  cooldown: 'setup já usado ou pausa após trade',
  paced: 'limite de sinais novos neste ciclo atingido',
  not_stored: 'não gravado pelo motor',
};

export const pairAnalysisSchema = z.object({
  symbol: z.string(),
  cycle: z.number().int().nonnegative(),
  index: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  timeframe: timeframeSchema,
  strategy: z.string(),
  direction: z.enum(['COMPRA', 'VENDA']).nullable(),
  overall_score: z.number().min(0).max(100),
  signal_generated: z.boolean(),
  status: z.enum(['analyzing', 'completed', 'signal_found']),
  indicators: indicatorSnapshotSchema,
  by_timeframe: z.record(z.string(), indicatorSnapshotSchema).optional(),
  signal: z.object({ entry_price: z.number(), target_price: z.number(), stop_loss: z.number() }).nullable(),
  /** Set when no signal came out (absent in analyses stored before it existed). */
  no_signal_reason: noSignalReasonSchema.nullable().optional(),
  analyzed_at: z.string(),
  /** The pair's latest exchange candles (1h, time in seconds) for the operator chart; not kept in history. */
  candles: z.array(chartCandleSchema).max(MAX_CHART_CANDLES).optional(),
});
export type PairAnalysis = z.infer<typeof pairAnalysisSchema>;

/** spec 003 §3 "Monitoring status". Rates are fractions 0-1. */
export const monitoringStatusSchema = z.object({
  is_active: z.boolean(),
  thread_status: z.string(),
  pending_signals_count: z.number().int().nonnegative(),
  processing_rate: z.number().nonnegative(),
  confirmation_rate: z.number().min(0).max(1),
  rejection_rate: z.number().min(0).max(1),
  avg_processing_time: z.number().nonnegative(),
  last_activity: z.string().nullable(),
});
export type MonitoringStatus = z.infer<typeof monitoringStatusSchema>;

/** Where the engine reads prices: the real exchange, the simulated exchange, or a replay of recorded candles. */
export const marketSourceKindSchema = z.enum(['binance', 'sim', 'replay']);
export type MarketSourceKind = z.infer<typeof marketSourceKindSchema>;

/** engine_state 'market_source', written by the engine that becomes active. */
export const marketSourceStateSchema = z.object({
  kind: marketSourceKindSchema,
  /** True when prices are not the live market (sim or replay): its signals are demonstration signals. */
  simulated: z.boolean(),
  instance_id: z.string(),
});
export type MarketSourceState = z.infer<typeof marketSourceStateSchema>;

export const heartbeatSchema = z.object({
  instance_id: z.string(),
  role: z.enum(['active', 'standby']),
  market_source: marketSourceKindSchema,
  simulated: z.boolean(),
  /** Market ms per wall ms (SIM_SPEED on the simulator, 1 on Binance). */
  time_scale: z.number().positive().optional(),
  started_at: z.string(),
  uptime_s: z.number().nonnegative(),
  rss_mb: z.number().nonnegative(),
  /** The engine's heartbeat period: readers call it stale after 3 of these without a beat. */
  heartbeat_ms: z.number().int().positive().optional(),
  build: z.string().max(80).optional(),
  host: z.string().max(255).optional(),
});
export type Heartbeat = z.infer<typeof heartbeatSchema>;

/** Heartbeats missed before an engine counts as offline (OFFLINE / CRÍTICO on every screen). */
export const HEARTBEATS_BEFORE_STALE = 3;
export const DEFAULT_HEARTBEAT_MS = 5000;
export const engineStaleAfterMs = (hb: { heartbeat_ms?: number | undefined } | null | undefined): number =>
  HEARTBEATS_BEFORE_STALE * (hb?.heartbeat_ms ?? DEFAULT_HEARTBEAT_MS);

export const logLevelSchema = z.enum(['INFO', 'WARNING', 'ERROR', 'DEBUG']);
export const logServiceSchema = z.enum(['ANALYSIS', 'TOP_PAIRS', 'SIGNAL_GEN', 'DATABASE', 'AUTH', 'SYSTEM']);
export const systemLogSchema = z.object({
  timestamp: z.string(),
  level: logLevelSchema,
  service: logServiceSchema,
  message: z.string().max(2000),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type SystemLog = z.infer<typeof systemLogSchema>;

export const topPairSchema = z.object({
  rank: z.number().int().positive(),
  symbol: z.string(),
  base_asset: z.string(),
  quote_asset: z.string(),
  price: z.number().nullable(),
  status: z.string(),
  max_leverage: z.number().nullable(),
  volume_24h: z.number().nonnegative(),
  volatility_pct: z.number().nonnegative(),
  score: z.number(),
});
export type TopPair = z.infer<typeof topPairSchema>;

export const topPairsSelectionSchema = z.object({
  id: z.number().int().positive(),
  pairs: z.array(topPairSchema),
  last_updated: z.string(),
  next_update: z.string(),
  update_frequency: z.string(),
  stats: z.object({
    total_usdt_pairs: z.number().int().nonnegative(),
    pairs_with_50x: z.number().int().nonnegative(),
    top_150_selected: z.number().int().nonnegative(),
    selection_rate: z.number().nonnegative(),
  }),
  criteria: z.object({
    leverage_minimum: z.number(),
    analysis_period: z.string(),
    volume_weight: z.number(),
    volatility_weight: z.number(),
    pair_type: z.string(),
    leverage_source: z.string(),
    process: z.array(z.string()),
  }),
});
export type TopPairsSelection = z.infer<typeof topPairsSelectionSchema>;

export const marketTickSchema = z.object({
  prices: z.record(z.string(), z.number().positive()),
  simulated: z.boolean(),
});

export const btcDataSchema = z.object({
  price: z.number().positive(),
  change_24h: z.number(),
  volume_24h: z.number().nonnegative(),
  market_cap: z.number().nonnegative(),
  dominance: z.number().min(0).max(100),
  simulated: z.boolean(),
  /** How many times faster than the wall clock the market runs (the simulator's SIM_SPEED; 1 on Binance). */
  time_scale: z.number().positive().optional(),
  updated_at: z.string(),
});
export type BtcData = z.infer<typeof btcDataSchema>;

export const engineCommandSchema = z.object({
  actor: z.object({ user_id: z.string(), email: z.string(), ip: z.string().nullable() }),
  reason: z.string().max(500).optional(),
});

/** spec 000 §3 "Cleanup status": the two daily cycles (America/Sao_Paulo). */
export const cleanupCycleSchema = z.object({
  time: z.string(),
  status: z.enum(['scheduled', 'running', 'completed', 'error']),
  description: z.string(),
  last_run: z.string().nullable(),
  next_run: z.string(),
});
export const cleanupStatusSchema = z.object({
  morning_cleanup: cleanupCycleSchema,
  evening_cleanup: cleanupCycleSchema,
});
export type CleanupStatus = z.infer<typeof cleanupStatusSchema>;

/** spec 003 §3 "Filter": an anti-reversal filter of the monitoring system. */
export const signalFilterSchema = z.object({
  name: z.string(),
  is_active: z.boolean(),
  description: z.string(),
});
export type SignalFilter = z.infer<typeof signalFilterSchema>;
