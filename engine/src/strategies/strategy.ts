import type { Direction, Timeframe } from '@sinais/shared';
import type { CandlesByTimeframe } from '../domain/candle';
import type { IndicatorSet } from '../indicators/snapshot';

export interface StrategyInput {
  timeframe: Timeframe;
  ind: IndicatorSet;
  /** Indicator sets of the higher timeframes (4h and 1d for 1h; 1d for 4h; none for 1d). */
  higher: IndicatorSet[];
  /** The closed candles of every timeframe of the pair (series rules read these). */
  candles: CandlesByTimeframe;
  /** BTCUSDT's closed candles, for rules with a BTC regime filter (absent when unknown). */
  btc?: CandlesByTimeframe;
}

/** How a strategy's trades are sized and held: multiples of the timeframe's ATR(14), and a hold limit in bars. */
export interface ExitPlan {
  stopAtr: number;
  targetAtr: number;
  holdBars: number;
  /** A trailing stop this many ATRs from the best price since entry, moved at each candle close (none when absent). */
  trailAtr?: number;
  /** Bars of the timeframe the same symbol and direction waits after a trade ends (COOL_DOWN_BARS when absent; 0 for rebalanced baskets). */
  coolDownBars?: number;
  /** Hold limit in ms, overriding `holdBars` (a rebalanced leg ends at the next decision: the period minus the window). */
  holdMs?: number;
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
  /** ATR(14) of the analysed timeframe at decision time: the unit of the stop and target distances. */
  atr: number;
  exits: ExitPlan;
  /** Position size as a fraction of capital, when the rule sizes its trades (volatility-managed, baskets). */
  size?: number;
  /** BTC beta of the pair at decision when the trade carries a hedge leg of −beta × size in BTC. */
  hedgeBeta?: number;
}

/** A strategy's stable id (the research registry's key for series rules). */
export type StrategyKey = string;

/** One small interface for every strategy, so they can be listed, chained and tested alike. */
export interface Strategy {
  key: StrategyKey;
  name: string;
  /** The timeframes it trades (indicators are computed on all three; the others serve as context). */
  timeframes: readonly Timeframe[];
  exits: ExitPlan;
  evaluate(input: StrategyInput): StrategyResult;
}

export const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/** A triggered setup scores 75 (the default threshold) plus up to 25 for the strength of its evidence. */
export const TRIGGERED_BASE = 75;

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
  const sum = sets.reduce((a, s) => {
    const t = trendOf(s);
    return a + (t === want ? 1 : t === 'flat' ? 0.5 : 0);
  }, 0);
  return sum / sets.length;
}

/** A strategy whose sell side mirrors its buy side: each side is judged, and the better one is reported. */
export function symmetricStrategy(
  def: Omit<Strategy, 'evaluate'> & { side(input: StrategyInput, direction: Direction): StrategyResult },
): Strategy {
  const { side, ...rest } = def;
  return { ...rest, evaluate: (input) => betterSide(side(input, 'COMPRA'), side(input, 'VENDA')) };
}

/** One side's reading of a setup: whether it fired, how strongly (0–1), how near it came (0–1), and why. */
export interface SideReading {
  triggered: boolean;
  strength: number;
  near: number;
  reasons: string[];
}

/**
 * A symmetric strategy scored on one scale: a fired side scores TRIGGERED_BASE plus up to 25 for its strength,
 * an unfired one up to 70 for how near it came (kept under the threshold, for the operator's view).
 */
export function symmetricSetup(
  def: Omit<Strategy, 'evaluate'> & { read(input: StrategyInput, direction: Direction): SideReading },
): Strategy {
  const { read, ...rest } = def;
  return symmetricStrategy({
    ...rest,
    side: (input, direction) => {
      const r = read(input, direction);
      return {
        key: def.key,
        name: def.name,
        timeframe: input.timeframe,
        direction: r.triggered ? direction : null,
        score: roundScore(r.triggered ? TRIGGERED_BASE + 25 * r.strength : 70 * r.near),
        reasons: r.reasons,
        atr: input.ind.atr,
        exits: def.exits,
      };
    },
  });
}

/** The better of the two sides: a triggered side beats an untriggered one, then the higher score. */
export function betterSide(a: StrategyResult, b: StrategyResult): StrategyResult {
  if ((a.direction === null) !== (b.direction === null)) return a.direction !== null ? a : b;
  return a.score >= b.score ? a : b;
}

export const roundScore = (x: number) => Math.round(Math.min(100, Math.max(0, x)) * 10) / 10;

export const fmt = (x: number, d = 2) => x.toFixed(d).replace('.', ',');
