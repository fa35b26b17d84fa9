import { z } from 'zod';
import {
  analysisStatusSchema,
  btcDataSchema,
  cleanupStatusSchema,
  marketSourceKindSchema,
  MAX_CHART_CANDLES,
  monitoringStatusSchema,
} from './engine';
import { okAnswer, okData, okDataAt, pairSymbolSchema, timeframeSchema } from './common';

const marketStatusSchema = z.object({
  id: z.string(),
  name: z.string(),
  exchange: z.string(),
  time_zone: z.string(),
  status: z.string(),
  is_open: z.boolean(),
  time: z.string(),
  session: z.string().nullable(),
  next_change: z.string().nullable(),
  holiday: z.boolean(),
});
export type MarketStatusView = z.infer<typeof marketStatusSchema>;

/** GET /api/market-status (spec 000 §7: data.markets.new_york and asia; success, data.price, data.change_24h). */
export const marketStatusResponseSchema = okDataAt(
  z.object({
    markets: z.object({
      new_york: marketStatusSchema,
      asia: marketStatusSchema,
      crypto: marketStatusSchema.pick({ status: true, is_open: true, time: true, time_zone: true }),
    }),
    price: z.number().nullable(),
    change_24h: z.number().nullable(),
    simulated: z.boolean().nullable(),
    btc_updated_at: z.string().nullable(),
  }),
);
export type MarketStatusResponse = z.infer<typeof marketStatusResponseSchema>;

/**
 * GET /api/market-source (public): where this instance's prices come from, as the active engine last reported it.
 * Null fields until an engine has started against this database. `simulated` true means every signal is a
 * demonstration signal on simulated prices (the landing page, the dashboard and the alerts say so).
 */
export const marketSourceResponseSchema = okData(
  z.object({
    source: marketSourceKindSchema.nullable(),
    simulated: z.boolean().nullable(),
    updated_at: z.string().nullable(),
  }),
);
export type MarketSourceResponse = z.infer<typeof marketSourceResponseSchema>;

/**
 * The engine's BTC data (engine state 'btc') as the market routes read it: with its 24 h strength, and whether it
 * is stale (engine offline or price too old). Each BTC answer below is a view of it.
 */
const btcViewSchema = btcDataSchema.extend({ strength: z.number(), stale: z.boolean() });

/** GET /api/btc-price (spec 000 §7 reads price, change_24h); `time_scale` is 1 when the engine gives none. */
const btcPriceSchema = btcViewSchema
  .omit({ volume_24h: true, market_cap: true, dominance: true })
  .required({ time_scale: true });
export const btcPriceResponseSchema = okAnswer(btcPriceSchema.shape);
export type BtcPriceResponse = z.infer<typeof btcPriceResponseSchema>;

/** GET /api/btc-real-data (spec 003 §7). */
export const btcRealDataResponseSchema = okData(btcViewSchema.omit({ time_scale: true, strength: true }));

/** GET /api/btc-signals/metrics (spec 000 §7: data.btc_price_data, data.btc_analysis.strength, data.success_rate). */
export const btcMetricsResponseSchema = okData(
  z.object({
    btc_price_data: btcViewSchema
      .pick({ price: true, change_24h: true, volume_24h: true, simulated: true, updated_at: true })
      .nullable(),
    btc_analysis: z.object({ strength: z.number(), trend: z.enum(['ALTA', 'BAIXA', 'LATERAL']) }).nullable(),
    success_rate: z.number().nullable(),
    closed_signals: z.number().int().nonnegative(),
    window_days: z.number().int().positive(),
  }),
);

/** GET /api/cleanup-status: the two cycles, from the engine or from the schedule before its first report. */
export const cleanupStatusResponseSchema = okData(
  cleanupStatusSchema.extend({
    source: z.enum(['engine', 'schedule']),
    updated_at: z.string().nullable(),
  }),
);
export type CleanupStatusResponse = z.infer<typeof cleanupStatusResponseSchema>;

const timeframe = z.enum(timeframeSchema.options, { error: 'Tempo gráfico inválido (use 1h, 4h ou 1d).' });
/** GET /api/market/candles?symbol=&timeframe=&limit= (`interval` is the name this query had before issue 16). */
export const candlesQuerySchema = z
  .object({
    symbol: pairSymbolSchema,
    timeframe: timeframe.optional(),
    interval: timeframe.optional(),
    limit: z.coerce
      .number({ error: 'Limite inválido.' })
      .int('Limite inválido.')
      .min(10, 'Peça ao menos 10 candles.')
      .max(MAX_CHART_CANDLES, `Peça no máximo ${MAX_CHART_CANDLES} candles.`)
      .default(120),
  })
  .transform((q) => ({ symbol: q.symbol, timeframe: q.timeframe ?? q.interval ?? '1h', limit: q.limit }));

/** GET /api/unified/monitoring/status: the engine's monitoring report, judged against its heartbeat. */
export const unifiedMonitoringResponseSchema = okData(
  monitoringStatusSchema.extend({
    status_text: z.string(),
    updated_at: z.string(),
    engine_online: z.boolean(),
    market_source: z.string().nullable(),
    simulated: z.boolean().nullable(),
    time_scale: z.number(),
    /** How far the engine's analysis has got: its analysis status, narrowed. */
    analysis: analysisStatusSchema
      .pick({
        cycle_count: true,
        current_index: true,
        total_pairs: true,
        progress_percent: true,
        is_paused: true,
      })
      .partial({ is_paused: true })
      .nullable(),
    /** Members' pending signals (experimental ones left out) and when the next one is decided. */
    member_pending: z.object({
      count: z.number().int().nonnegative(),
      next_decision_at: z.string().nullable(),
    }),
  }),
);
export type UnifiedMonitoringResponse = z.infer<typeof unifiedMonitoringResponseSchema>;
