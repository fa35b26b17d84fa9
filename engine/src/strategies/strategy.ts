import type { Direction, Timeframe } from '@sinais/shared';
import type { IndicatorSet } from '../indicators/snapshot';

export interface StrategyInput {
  timeframe: Timeframe;
  ind: IndicatorSet;
  /** Indicator sets of the higher timeframes (4h and 1d for 1h; 1d for 4h; none for 1d). */
  higher: IndicatorSet[];
}

export interface StrategyResult {
  key: StrategyKey;
  name: string;
  timeframe: Timeframe;
  /** The side the evidence points to; null when neither side has its trigger. */
  direction: Direction | null;
  /** 0–100; a signal needs the trigger (direction) AND a score at or above the threshold. */
  score: number;
  reasons: string[];
}

export type StrategyKey = 'mean_reversion' | 'macd_momentum' | 'volume_breakout';

/** One small interface for every strategy, so they can be listed, chained and tested alike. */
export interface Strategy {
  key: StrategyKey;
  name: string;
  evaluate(input: StrategyInput): StrategyResult;
}

export const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

export type Trend = 'up' | 'down' | 'flat';

/** Up when the close is above EMA50 and the MACD line above zero; down when both are below. */
export function trendOf(ind: IndicatorSet): Trend {
  if (ind.close > ind.ema50 && ind.macd > 0) return 'up';
  if (ind.close < ind.ema50 && ind.macd < 0) return 'down';
  return 'flat';
}

/**
 * Share (0–1) of higher timeframes agreeing with a direction: aligned 1, flat ½, against 0. The daily
 * timeframe has no higher context; its own trend counts at half weight so it cannot confirm itself fully.
 */
export function alignment(direction: Direction, sets: readonly IndicatorSet[], own: IndicatorSet): number {
  const want: Trend = direction === 'COMPRA' ? 'up' : 'down';
  if (sets.length === 0) return trendOf(own) === want ? 0.5 : trendOf(own) === 'flat' ? 0.25 : 0;
  const list = sets;
  const sum = list.reduce((a, s) => {
    const t = trendOf(s);
    return a + (t === want ? 1 : t === 'flat' ? 0.5 : 0);
  }, 0);
  return sum / list.length;
}

export const fmt = (x: number, d = 2) => x.toFixed(d).replace('.', ',');
