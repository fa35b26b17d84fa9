import { mean, stdev } from '../../evidence/significance';
import { FIRST_DAY, weekOf } from './calendar-days';

/** What a period of an additive equity curve shows: its return, drawdown, exposure and weekly Sharpe. */
export interface PeriodStats {
  /** Sum of the daily P&L (fraction of capital). */
  return: number;
  /** Largest fall of the additive curve from its running peak (the curve starts at 0), in capital points. */
  maxDrawdown: number;
  /** Mean exposure per day of the period. */
  meanExposure: number;
  /** Mean / standard deviation of the weekly returns (Monday–Sunday UTC), null with fewer than 3 weeks or none varying. */
  weeklySharpe: number | null;
  weeks: number;
  weeksWithExposure: number;
}

/** Largest drawdown of the additive curve built from `pnl` in order, starting at 0. */
export function maxDrawdown(pnl: ArrayLike<number>): number {
  let equity = 0;
  let peak = 0;
  let worst = 0;
  for (let i = 0; i < pnl.length; i++) {
    equity += pnl[i]!;
    peak = Math.max(peak, equity);
    worst = Math.max(worst, peak - equity);
  }
  return worst;
}

/** Sums of `pnl` per Monday–Sunday week over the given calendar indices (in order). */
export function weeklyReturns(pnl: ArrayLike<number>, days: readonly number[]): number[] {
  const out: number[] = [];
  let week = NaN;
  for (const d of days) {
    const w = weekOf(FIRST_DAY + d);
    if (w !== week) {
      out.push(0);
      week = w;
    }
    out[out.length - 1] = out.at(-1)! + pnl[d]!;
  }
  return out;
}

export function weeklySharpeOf(weekly: readonly number[]): number | null {
  const sd = stdev(weekly);
  return weekly.length >= 3 && sd > 0 ? mean(weekly) / sd : null;
}

/** A period's figures from a daily P&L and exposure, over the given calendar indices. */
export function periodStats(
  pnl: ArrayLike<number>,
  exposure: ArrayLike<number>,
  days: readonly number[],
): PeriodStats {
  const series = days.map((d) => pnl[d]!);
  const weekly = weeklyReturns(pnl, days);
  const exposed = new Set(days.filter((d) => exposure[d]! > 0).map((d) => weekOf(FIRST_DAY + d)));
  return {
    return: series.reduce((a, b) => a + b, 0),
    maxDrawdown: maxDrawdown(series),
    meanExposure: days.length > 0 ? days.reduce((a, d) => a + exposure[d]!, 0) / days.length : 0,
    weeklySharpe: weeklySharpeOf(weekly),
    weeks: weekly.length,
    weeksWithExposure: exposed.size,
  };
}

/**
 * The reference basket at the same average exposure (pre-registration of round 3): the tradable pairs, equal
 * weights, long, rebalanced daily, at a constant exposure equal to the variant's mean exposure over the period
 * judged; one entry fee and one exit fee per stretch of consecutive days (the held-out gap splits the pooled
 * period in two: the basket cannot be held across it).
 */
export function basketStats(
  basketReturn: ArrayLike<number>,
  exposure: number,
  days: readonly number[],
  feeRate: number,
): PeriodStats {
  const pnl = new Float64Array(basketReturn.length);
  const held = new Float64Array(basketReturn.length);
  days.forEach((d, k) => {
    pnl[d] = exposure * basketReturn[d]!;
    held[d] = exposure;
    if (k === 0 || days[k - 1] !== d - 1) pnl[d] -= exposure * feeRate;
    if (k === days.length - 1 || days[k + 1] !== d + 1) pnl[d] -= exposure * feeRate;
  });
  return periodStats(pnl, held, days);
}
