import { z } from 'zod';
import { timeframeSchema } from './common';

/**
 * Out-of-sample evidence behind one live-gate decision: the engine re-runs its walk-forward evaluation on the
 * latest months of real candles and compares each strategy × timeframe with a seeded random-entry baseline.
 * All P&L figures are net of fees, in % per trade. Null means "not enough trades to say".
 */
export const gateEvidenceSchema = z.object({
  trades: z.number().int().nonnegative(),
  win_rate: z.number().min(0).max(1).nullable(),
  avg_net_pct: z.number().nullable(),
  baseline_mean_pct: z.number().nullable(),
  baseline_p95_pct: z.number().nullable(),
  /** Share (0–100) of random resamples whose mean the strategy beats. */
  percentile: z.number().min(0).max(100).nullable(),
  max_drawdown_pct: z.number().nullable(),
  symbols: z.number().int().nonnegative(),
  /** False when the evaluation had no funding history (P&L net of fees only). */
  funding_included: z.boolean().default(false),
  /** Candle period the evaluation covered (ISO). */
  from: z.string(),
  to: z.string(),
  /** Expected net % per trade after shrinkage toward zero (the gate rule, docs/engine.md §8.4). */
  shrunk_net_pct: z.number().nullable().optional(),
  /** Probability (0–1) that the strategy has a positive edge (net and over random entries). */
  prob_positive: z.number().min(0).max(1).nullable().optional(),
  /** Days of trades the decision read. */
  window_days: z.number().int().positive().optional(),
});
export type GateEvidence = z.infer<typeof gateEvidenceSchema>;

/** One decision of the live gate: only published strategy × timeframe pairs reach members. */
export const gateDecisionSchema = z.object({
  id: z.number().int().positive(),
  /** Strategy name as it appears on signals (`Signal.strategy`). */
  strategy: z.string(),
  timeframe: timeframeSchema,
  published: z.boolean(),
  /** Why, in Portuguese, with the numbers. */
  reason: z.string(),
  evidence: gateEvidenceSchema,
  decided_at: z.string(),
});
export type GateDecision = z.infer<typeof gateDecisionSchema>;

/** Whether the engine applies the gate, and why (engine_state.strategy_gate; off on simulated prices by default). */
export const gateModeSchema = z.object({
  enabled: z.boolean(),
  reason: z.string(),
  source: z.enum(['binance', 'sim', 'replay']),
  /** When the gate last judged the strategies, and when it runs next (ISO; null before the first run). */
  evaluated_at: z.string().nullable().optional(),
  next_evaluation_at: z.string().nullable().optional(),
});
export type GateMode = z.infer<typeof gateModeSchema>;

/** GET /api/admin/strategy-gate: the decision in force per strategy × timeframe, and the newest ones first. */
export const strategyGateResponseSchema = z.object({
  /** Null until an engine has started against this database. */
  mode: gateModeSchema.nullable(),
  current: z.array(gateDecisionSchema),
  history: z.array(gateDecisionSchema),
  generated_at: z.string(),
});
export type StrategyGateResponse = z.infer<typeof strategyGateResponseSchema>;

/**
 * One strategy × timeframe as members see the gate: the decision in force and what was measured. Its `reason` is
 * the gateway's Portuguese sentence with the measured numbers in pt-BR (the engine's own stays on the admin page).
 */
export const memberGateStrategySchema = gateDecisionSchema.omit({ id: true });
export type MemberGateStrategy = z.infer<typeof memberGateStrategySchema>;

/**
 * GET /api/signals/gate (signed-in members): whether the gate holds signals back, which strategies it publishes
 * and why. `enabled` is null until an engine has reported its gate mode; the times are null when unknown.
 */
export const memberGateResponseSchema = z.object({
  enabled: z.boolean().nullable(),
  evaluated_at: z.string().nullable(),
  next_evaluation_at: z.string().nullable(),
  /** Portuguese summary of the gate's state. */
  reason: z.string(),
  strategies: z.array(memberGateStrategySchema),
  generated_at: z.string(),
});
export type MemberGateResponse = z.infer<typeof memberGateResponseSchema>;
