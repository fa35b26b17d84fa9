import type { Direction, Timeframe } from '@sinais/shared';
import type { Candle } from '../../domain/candle';
import type { ExitPlan } from '../strategy';
import type { FundingRates } from './funding-regime';

/** What a rule may read at a decision: closed candles only, oldest first. */
export interface RuleContext {
  /** Candles of the rule's own timeframe. */
  candles: readonly Candle[];
  /** Higher timeframes of the same symbol (a 4h rule reads the daily regime here). */
  higher: Partial<Record<Timeframe, readonly Candle[]>>;
  /** BTCUSDT candles of the rule's timeframe, for the BTC regime filter (null when not available). */
  btc: readonly Candle[] | null;
  /** BTC's funding settlements known so far, for rules with a funding regime (absent: such a rule does not trade). */
  funding?: FundingRates | null;
}

/** Per candle, what a sized or hedged rule adds to its signal: the position size and the hedge's BTC beta. */
export interface LegSeries {
  size?: Float64Array;
  beta?: Float64Array;
}

export type FamilyKey =
  | 'tsmom'
  | 'donchian'
  | 'atr_channel'
  | 'trend_pullback'
  | 'xs_momentum'
  | 'legacy_fade'
  | 'xs_ls'
  | 'xs_resid'
  | 'funding_basket';

/**
 * One fully specified variant of a strategy family: the entry rule with its thresholds and the exit plan.
 * `signals` is causal — entry i depends only on candles up to i — so the research can compute the whole
 * series at once and the live engine reads its last element from the latest candles: the same decision.
 */
export interface SeriesRule {
  /** Stable id of the variant (the research registry's key). */
  key: string;
  family: FamilyKey;
  /** Strategy name shown on signals and in the gate (pt-BR). */
  name: string;
  timeframe: Timeframe;
  exits: ExitPlan;
  params: Readonly<Record<string, number | string | boolean>>;
  /** Bars of the rule's timeframe needed before the first signal. */
  warmup: number;
  /** +1 = COMPRA, −1 = VENDA, 0 = nothing, per candle of `ctx.candles`. */
  signals(ctx: RuleContext): Int8Array;
  /** Score (75–100 when triggered) and the reasons shown to members, for a decision at index i. */
  describe(ctx: RuleContext, i: number, direction: Direction): { score: number; reasons: string[] };
  /** Size and hedge beta per candle, for rules that size their trades or carry a hedge (absent: unsized). */
  legs?(ctx: RuleContext): LegSeries;
  /** Without a trigger: how close the candle is to one (score below 75) and why not, for the operator. */
  proximity?(ctx: RuleContext, i: number): { score: number; reasons: string[] };
}

export const directionOf = (s: number): Direction | null => (s > 0 ? 'COMPRA' : s < 0 ? 'VENDA' : null);

/** Index of the last candle of `series` closed at or before `t` (−1 when none), by binary search. */
export function lastClosedIndex(series: readonly Candle[], t: number): number {
  let lo = 0;
  let hi = series.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const m = (lo + hi) >> 1;
    if (series[m]!.closeTime <= t) {
      ans = m;
      lo = m + 1;
    } else hi = m - 1;
  }
  return ans;
}
