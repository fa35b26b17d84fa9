import type { IndicatorSnapshot, PairAnalysis, Timeframe } from '@sinais/shared';
import type { IndicatorSet } from '../indicators/snapshot';
import type { PairEvaluation } from '../strategies/evaluate';

export function toSnapshot(ind: IndicatorSet): IndicatorSnapshot {
  const finite = (x: number) => (Number.isFinite(x) ? round(x) : null);
  return {
    rsi: finite(ind.rsi),
    macd: Number.isFinite(ind.macd)
      ? { macd: ind.macd, signal: ind.macdSignal, histogram: ind.macdHist }
      : null,
    bollinger_position: finite(ind.bbPosition),
    volume_ratio: finite(ind.volumeRatio),
    sr_distance: ind.sr.distancePct === null ? null : round(ind.sr.distancePct),
    current_price: ind.close,
    price_change: round(ind.priceChangePct),
  };
}

/** The operator-facing result of one pair (spec 003 §3 "Current analysis"). */
export function toPairAnalysis(
  symbol: string,
  position: { cycle: number; index: number; total: number },
  evaluation: PairEvaluation,
  signal: { entry_price: number; target_price: number; stop_loss: number } | null,
  now: Date,
): PairAnalysis | null {
  const best = evaluation.best;
  if (!best) return null;
  const main = evaluation.indicators[best.timeframe]!;
  const byTf: Record<string, IndicatorSnapshot> = {};
  for (const [tf, ind] of Object.entries(evaluation.indicators) as Array<[Timeframe, IndicatorSet]>)
    byTf[tf] = toSnapshot(ind);
  return {
    symbol,
    ...position,
    timeframe: best.timeframe,
    strategy: best.name,
    direction: best.direction,
    overall_score: best.score,
    signal_generated: signal !== null,
    status: signal ? 'signal_found' : 'completed',
    indicators: toSnapshot(main),
    by_timeframe: byTf,
    signal,
    analyzed_at: now.toISOString(),
  };
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
