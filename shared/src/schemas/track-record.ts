import { z } from 'zod';
import { directionSchema, timeframeSchema } from './common';
import { recordKindSchema } from './experimental';
import { signalLifecycleTimes, signalOutcomeSchema, signalPriceLevels, signalStatusSchema } from './signal';

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
  ...signalPriceLevels,
  exit_price: z.number().nullable(),
  ...signalLifecycleTimes,
  gross_pnl_pct: z.number().nullable(),
  fees_pct: z.number().nullable(),
  funding_pct: z.number().nullable(),
  net_pnl_pct: z.number().nullable(),
  rejection_reasons: z.array(z.string()),
  /** A demonstration signal, made on simulated prices (not the live market). */
  simulated: z.boolean().default(false),
});
export type TrackRecordEntry = z.infer<typeof trackRecordEntrySchema>;

/** A calendar day (Sao Paulo) given as AAAA-MM-DD. */
const dayParamSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use AAAA-MM-DD.')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T12:00:00Z`)) && new Date(`${d}T12:00:00Z`).toISOString().startsWith(d),
    {
      message: 'Data inválida: use AAAA-MM-DD.',
    },
  );

/**
 * Query of GET /api/signals/track-record and its CSV export. `from`/`to` are Sao Paulo days, both included, and
 * bound the signal's creation time. `page`/`page_size` page the entries only: summary, strategies and equity
 * always cover every signal that matches the filters. `record` picks the published record (default) or the
 * separate record of experimental signals (members who opted in, and admins).
 */
export const trackRecordQuerySchema = z
  .object({
    record: recordKindSchema.default('published'),
    strategy: z
      .string()
      .trim()
      // Strategy names are Portuguese words ("Reversão à Média"): letters, digits, spaces, _ . -
      .regex(/^[\p{L}\p{N} _.-]{1,60}$/u, 'Estratégia inválida.')
      .optional(),
    timeframe: timeframeSchema.optional(),
    from: dayParamSchema.optional(),
    to: dayParamSchema.optional(),
    page: z.coerce
      .number({ error: 'Página inválida.' })
      .int('Página inválida.')
      .min(1, 'Página inválida.')
      .default(1),
    page_size: z.coerce
      .number({ error: 'Tamanho de página inválido.' })
      .int('Tamanho de página inválido.')
      .min(1, 'Tamanho de página inválido.')
      .max(200, 'No máximo 200 sinais por página.')
      .default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'A data inicial deve ser anterior ou igual à final.',
    path: ['from'],
  });
export type TrackRecordQuery = z.infer<typeof trackRecordQuerySchema>;

export const equityPointSchema = z.object({
  time: z.string(),
  cumulative_net_pct: z.number(),
  signal_id: z.string(),
});
export type EquityPoint = z.infer<typeof equityPointSchema>;

/** GET /api/signals/track-record ("Histórico de desempenho"); the CSV export lists the same entries, all of them. */
export const trackRecordResponseSchema = z.object({
  generated_at: z.string(),
  /** Which record this is: published signals only, or experimental signals only (never mixed). */
  record: recordKindSchema,
  /** The seq of the newest signal change the record was replayed up to. */
  latest_seq: z.number().int().nonnegative(),
  filters: z.object({
    strategy: z.string().nullable(),
    timeframe: timeframeSchema.nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  summary: trackSummarySchema,
  by_strategy: z.array(strategyTrackSchema),
  /** Cumulative net P&L (%, equal-size trades) after each closed trade, oldest first. */
  equity: z.array(equityPointSchema),
  /** One page of the entries, newest signal first. */
  entries: z.array(trackRecordEntrySchema),
  total_entries: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  /** False when no closed trade carries a funding figure: the screen says funding is not included. */
  funding_included: z.boolean(),
  /** How many of the entries that match the filters (all pages) are demonstration signals on simulated prices. */
  simulated_entries: z.number().int().nonnegative().default(0),
  /**
   * Where the engine reads prices now (its last heartbeat): `sim`/`replay` are simulated markets, so the record is
   * a demonstration; null until an engine has reported. The public page says so (issue 30).
   */
  market: z.object({
    source: z.enum(['binance', 'sim', 'replay']).nullable(),
    simulated: z.boolean().nullable(),
  }),
});
export type TrackRecordResponse = z.infer<typeof trackRecordResponseSchema>;

/**
 * GET /api/signals/track-record/strategies: the live record of every strategy × timeframe (signal cards), of the
 * published record, or with `?record=experimental` of the experimental one.
 */
export const strategyTracksResponseSchema = trackRecordResponseSchema.pick({
  generated_at: true,
  record: true,
  by_strategy: true,
});
export type StrategyTracksResponse = z.infer<typeof strategyTracksResponseSchema>;
