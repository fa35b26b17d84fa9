import { z } from 'zod';
import { directionSchema, timeframeSchema } from './common';
import { signalOutcomeSchema, signalStatusSchema } from './signal';

/** Counts and rates of a set of signals (see `summarizeSignals` for the one success definition). */
export const trackSummarySchema = z.object({
  signals: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  confirmed: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
  closed: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  expired: z.number().int().nonnegative(),
  /** wins / closed; null when nothing closed. */
  win_rate: z.number().min(0).max(1).nullable(),
  /** Wilson 95 % interval of win_rate. */
  win_rate_ci: z.tuple([z.number(), z.number()]).nullable(),
  avg_net_pct: z.number().nullable(),
  total_net_pct: z.number(),
});
export type TrackSummaryDto = z.infer<typeof trackSummarySchema>;

export const strategyTrackSchema = trackSummarySchema.extend({
  strategy: z.string(),
  timeframe: timeframeSchema,
});
export type StrategyTrack = z.infer<typeof strategyTrackSchema>;

/** One signal of the public record, as replayed from `signal_events` (its latest event). */
export const trackRecordEntrySchema = z.object({
  id: z.string(),
  symbol: z.string(),
  direction: directionSchema,
  strategy: z.string(),
  timeframe: timeframeSchema,
  status: signalStatusSchema,
  outcome: signalOutcomeSchema.nullable(),
  reference_price: z.number().nullable(),
  entry_price: z.number(),
  target_price: z.number(),
  stop_loss: z.number(),
  exit_price: z.number().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  gross_pnl_pct: z.number().nullable(),
  fees_pct: z.number().nullable(),
  funding_pct: z.number().nullable(),
  net_pnl_pct: z.number().nullable(),
  rejection_reasons: z.array(z.string()),
});
export type TrackRecordEntry = z.infer<typeof trackRecordEntrySchema>;

/** GET /api/signals/track-record ("Histórico de desempenho"); the CSV export lists the same entries. */
export const trackRecordResponseSchema = z.object({
  generated_at: z.string(),
  summary: trackSummarySchema,
  by_strategy: z.array(strategyTrackSchema),
  /** Cumulative net P&L (%, equal-size trades) after each closed trade, oldest first. */
  equity: z.array(z.object({ time: z.string(), cumulative_net_pct: z.number(), signal_id: z.string() })),
  entries: z.array(trackRecordEntrySchema),
  /** False when no closed trade carries a funding figure: the screen says funding is not included. */
  funding_included: z.boolean(),
});
export type TrackRecordResponse = z.infer<typeof trackRecordResponseSchema>;
