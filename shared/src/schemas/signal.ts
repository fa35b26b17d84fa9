import { z } from 'zod';
import { directionSchema, timeframeSchema } from './common';

export const signalClassSchema = z.enum(['PREMIUM+', 'ELITE', 'ELITE+']);
export type SignalClass = z.infer<typeof signalClassSchema>;

export const signalStatusSchema = z.enum(['PENDING', 'CONFIRMED', 'REJECTED']);
export type SignalStatus = z.infer<typeof signalStatusSchema>;

/** Live outcome of a confirmed signal. */
export const signalOutcomeSchema = z.enum(['OPEN', 'TARGET_HIT', 'STOP_HIT', 'EXPIRED']);
export type SignalOutcome = z.infer<typeof signalOutcomeSchema>;

export const riskLevelSchema = z.enum(['BAIXO', 'MÉDIO', 'ALTO']);
export const behaviorTypeSchema = z.enum(['NORMAL', 'INDEPENDENT']);

/** When a signal was created and decided (confirmed or rejected), and when its trade closed. */
export const signalLifecycleTimes = {
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  closed_at: z.string().nullable(),
};

/** A signal as stored and as sent to clients (spec 000 §3 and spec 003 §3 fields). */
export const signalSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  /** COMPRA or VENDA. The REST lists also carry it as `type`, the specs' name (gateway http/spec-aliases.ts). */
  direction: directionSchema,
  entry_price: z.number().positive(),
  target_price: z.number().positive(),
  stop_loss: z.number().positive(),
  projection_percentage: z.number(),
  timeframe: timeframeSchema,
  strategy: z.string(),
  /** Quality 0-100 (spec 003 reads `quality_score or score`). */
  score: z.number().min(0).max(100),
  signal_class: signalClassSchema,
  status: signalStatusSchema,
  outcome: signalOutcomeSchema.nullable(),
  risk_level: riskLevelSchema,
  expected_duration: z.string(),
  reasons: z.array(z.string()),
  confirmation_reasons: z.array(z.string()),
  rejection_reasons: z.array(z.string()),
  behavior_type: behaviorTypeSchema,
  btc_correlation: z.number().min(-1).max(1),
  bots_active: z.boolean(),
  volume_24h: z.number().nonnegative(),
  profit_loss: z.number().nullable(),
  best_excursion_pct: z.number().nullable(),
  worst_excursion_pct: z.number().nullable(),
  exit_price: z.number().nullable(),
  entry_time: z.string(),
  ...signalLifecycleTimes,
  /**
   * Price when the pending signal was created (admins' reference). `entry_price` is the price at
   * confirmation, the moment members receive the signal: every P&L is booked from it.
   */
  reference_price: z.number().positive().nullable().default(null),
  /** P&L before costs, in % of entry; `profit_loss` is the net figure (after fees and funding). */
  gross_profit_loss: z.number().nullable().default(null),
  /** Taker fees of both sides, in % of entry (always a cost, ≥ 0). */
  fees_pct: z.number().nonnegative().nullable().default(null),
  /** Funding received (+) or paid (−) while open, in %; null when the source gives no funding (not included). */
  funding_pct: z.number().nullable().default(null),
  /** Produced by a strategy × timeframe the live gate has not published: admins only, never members. */
  experimental: z.boolean().default(false),
  /** ATR(14) of the signal's timeframe when it was created: the unit of its stop/target distances and of the window filters. */
  atr: z.number().positive().nullable().default(null),
  /**
   * Made on simulated (or replayed) prices, not the live market: a demonstration signal, labelled so on every
   * screen and alert. Set by the engine from its market source when the signal is created.
   */
  simulated: z.boolean().default(false),
  /**
   * Distance of a trailing stop from the best price since entry (price units), null when the stop stays where
   * it was set. With it, `stop_loss` is the stop now: each move is a `signal:stop-moved` event.
   */
  trail_distance: z.number().positive().nullable().default(null),
});
export type Signal = z.infer<typeof signalSchema>;

/**
 * Fields no member screen reads (the operator's cards do): the members' REST list leaves them out, so the list
 * a member downloads on every dashboard load carries only what is shown (issue 23 §7, lean fields).
 */
export const ADMIN_ONLY_SIGNAL_FIELDS = [
  'score',
  'risk_level',
  'expected_duration',
  'rejection_reasons',
  'behavior_type',
  'btc_correlation',
  'bots_active',
  'volume_24h',
  'best_excursion_pct',
  'worst_excursion_pct',
  'atr',
] as const;
export type AdminOnlySignalField = (typeof ADMIN_ONLY_SIGNAL_FIELDS)[number];

/** A signal as a client holds it: whole for admins, without the admin-only fields from the members' list. */
export const viewSignalSchema = signalSchema.partial(
  Object.fromEntries(ADMIN_ONLY_SIGNAL_FIELDS.map((f) => [f, true])) as { [K in AdminOnlySignalField]: true },
);
export type ViewSignal = z.infer<typeof viewSignalSchema>;

/** The members' copy of a signal: the admin-only fields left out. */
export function leanSignal(s: Signal): ViewSignal {
  const out: Partial<Signal> = { ...s };
  for (const f of ADMIN_ONLY_SIGNAL_FIELDS) delete out[f];
  return out as ViewSignal;
}

/**
 * One appended row of the never-rewritten signal history; `seq` is the total order clients catch up by.
 * `stop-moved`: an open trade's trailing stop moved (the new stop is the signal's `stop_loss`).
 */
export const signalEventKindSchema = z.enum([
  'created',
  'confirmed',
  'rejected',
  'closed',
  'updated',
  'stop-moved',
]);
export type SignalEventKind = z.infer<typeof signalEventKindSchema>;

export const signalChangeSchema = z.object({
  seq: z.number().int().positive(),
  kind: signalEventKindSchema,
  signal: signalSchema,
});
export type SignalChange = z.infer<typeof signalChangeSchema>;

/** A signal's prices as the admin search and the public record list them (read back, so no bounds). */
export const signalPriceLevels = {
  /** Price when the pending signal was created; entry_price is the confirmation price members got. */
  reference_price: z.number().nullable(),
  entry_price: z.number(),
  target_price: z.number(),
  stop_loss: z.number(),
};
