import type { Timeframe } from '@sinais/shared';
import { TIMEFRAMES, type CandlesByTimeframe } from '../domain/candle';
import { computeIndicators, type IndicatorSet } from '../indicators/snapshot';
import { STRATEGIES } from './index';
import type { Strategy, StrategyResult } from './strategy';

export interface PairEvaluation {
  indicators: Partial<Record<Timeframe, IndicatorSet>>;
  /** Every strategy on every timeframe that had enough candles. */
  results: StrategyResult[];
  /** The strongest triggered result, else the strongest overall (for display). */
  best: StrategyResult | null;
  /** The best result when it is triggered and reaches the threshold. */
  signal: StrategyResult | null;
}

/** Indicator sets by timeframe, reused while a timeframe has no new candle (the backtest steps hourly). */
export type IndicatorCache = Map<Timeframe, { closeTime: number; count: number; ind: IndicatorSet | null }>;

/** Runs the three strategies on 1h, 4h and 1d, each seeing the higher timeframes as context. */
export function evaluatePair(
  candles: CandlesByTimeframe,
  threshold: number,
  cache?: IndicatorCache,
  context: { strategies?: readonly Strategy[]; btc?: CandlesByTimeframe } = {},
): PairEvaluation {
  const strategies = context.strategies ?? STRATEGIES;
  const indicators: Partial<Record<Timeframe, IndicatorSet>> = {};
  for (const tf of TIMEFRAMES) {
    const c = candles[tf];
    if (!c) continue;
    const last = c[c.length - 1];
    const hit = cache?.get(tf);
    const ind =
      hit && last && hit.closeTime === last.closeTime && hit.count === c.length
        ? hit.ind
        : computeIndicators(c);
    if (cache && last) cache.set(tf, { closeTime: last.closeTime, count: c.length, ind });
    if (ind) indicators[tf] = ind;
  }
  const results: StrategyResult[] = [];
  TIMEFRAMES.forEach((tf, i) => {
    const ind = indicators[tf];
    if (!ind) return;
    const higher = TIMEFRAMES.slice(i + 1)
      .map((h) => indicators[h])
      .filter((x): x is IndicatorSet => x !== undefined);
    for (const s of strategies)
      if (s.timeframes.includes(tf))
        results.push(s.evaluate({ timeframe: tf, ind, higher, candles, btc: context.btc }));
  });
  const triggered = results.filter((r) => r.direction !== null).sort((a, b) => b.score - a.score);
  const best = triggered[0] ?? [...results].sort((a, b) => b.score - a.score)[0] ?? null;
  const signal = triggered[0] && triggered[0].score >= threshold ? triggered[0] : null;
  return { indicators, results, best, signal };
}
