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

/**
 * What the committed research concluded (engine/src/gate/research-verdict.ts): a strategy can be published only
 * when a method was adopted AND the gate showed its value on the training data. Otherwise nothing is published,
 * whatever the gate measures.
 */
export const researchVerdictSchema = z.object({
  method_adopted: z.boolean(),
  gate_ships: z.boolean(),
});
export type ResearchVerdict = z.infer<typeof researchVerdictSchema>;

/** The gate rule's thresholds (engine/src/gate/gate-rule.ts), as the engine applies them. */
export const gateRuleSchema = z.object({
  /** Publish when the shrunk probability of a positive edge reaches this (0–1)… */
  publish_prob: z.number().min(0).max(1),
  /** …and keep publishing until it falls below this. */
  keep_prob: z.number().min(0).max(1),
  /** Days of closed trades read, and the minimum history, trades and weeks before a strategy is judged. */
  window_days: z.number().int().positive(),
  min_history_days: z.number().int().positive(),
  min_trades: z.number().int().positive(),
  min_weeks: z.number().int().positive(),
});
export type GateRule = z.infer<typeof gateRuleSchema>;

/** Whether the engine applies the gate, and why (engine_state.strategy_gate; off on simulated prices by default). */
export const gateModeSchema = z.object({
  enabled: z.boolean(),
  reason: z.string(),
  source: z.enum(['binance', 'sim', 'replay']),
  /** Absent from engines older than issue 27: screens then say less rather than guess. */
  research: researchVerdictSchema.optional(),
  rule: gateRuleSchema.optional(),
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
  /** Portuguese summary of the gate's state: the real reason nothing (or only some) is published. */
  reason: z.string(),
  /**
   * Whether any strategy can be published at all: false when the research verdict switches publishing off
   * (then no gate measurement publishes anything), null when the engine did not report its verdict.
   */
  publishing_allowed: z.boolean().nullable().default(null),
  /** The rule the gate applies, when the engine reported it. */
  rule: gateRuleSchema.nullable().default(null),
  strategies: z.array(memberGateStrategySchema),
  generated_at: z.string(),
});
export type MemberGateResponse = z.infer<typeof memberGateResponseSchema>;
