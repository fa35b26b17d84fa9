import type { IndicatorSnapshot, NoSignalReason, PairAnalysis, Timeframe } from '@sinais/shared';
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

/** A signal made (its plan), or why the engine made none of a result that qualified. */
export type SignalAttempt =
  { plan: { entry_price: number; target_price: number; stop_loss: number } } | { blocked: NoSignalReason };

/** The operator-facing result of one pair (spec 003 §3 "Current analysis"). */
export function toPairAnalysis(
  symbol: string,
  position: { cycle: number; index: number; total: number },
  evaluation: PairEvaluation,
  signal: { entry_price: number; target_price: number; stop_loss: number } | null,
  now: Date,
  /** Why the engine made no signal of a triggered result above the threshold (open trade, stale setup…). */
  blocked: NoSignalReason | null = null,
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
    no_signal_reason: signal ? null : (blocked ?? (evaluation.signal ? 'not_stored' : unsignalled(best))),
    analyzed_at: now.toISOString(),
  };
}

/** The best result carries no signal: it did not trigger, or it triggered below the threshold. */
const unsignalled = (best: { direction: unknown }): NoSignalReason =>
  best.direction === null ? 'no_trigger' : 'below_threshold';

const round = (x: number) => Math.round(x * 1e6) / 1e6;
