import { successRate } from '@sinais/shared';
import type { BacktestTrade } from '../backtest/book-candidates';

/** Value at quantile q (0–1) of an ascending array, linear between neighbours. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** Share (0–100) of the baseline's resample means strictly below `value` (ties count half). */
export function percentileOf(sorted: readonly number[], value: number): number | null {
  if (sorted.length === 0) return null;
  let below = 0;
  let equal = 0;
  for (const x of sorted) {
    if (x < value) below++;
    else if (x === value) equal++;
  }
  return ((below + equal / 2) / sorted.length) * 100;
}

/** Closed trades only: an OPEN trade at the end of the data has no outcome yet. */
export const closedTrades = (trades: readonly BacktestTrade[]) => trades.filter((t) => t.outcome !== 'OPEN');

/** Equal-size cumulative net P&L (percentage points) in exit order, and its deepest fall from a peak. */
export function equityCurve(trades: readonly BacktestTrade[]): Array<{ time: number; equity: number }> {
  let eq = 0;
  return [...closedTrades(trades)]
    .sort((a, b) => a.exitTime.localeCompare(b.exitTime))
    .map((t) => ({ time: Date.parse(t.exitTime), equity: (eq += t.pnlPct) }));
}

export function maxDrawdown(curve: ReadonlyArray<{ equity: number }>): number {
  let peak = 0;
  let dd = 0;
  for (const p of curve) {
    peak = Math.max(peak, p.equity);
    dd = Math.max(dd, peak - p.equity);
  }
  return dd;
}

export interface GroupStats {
  trades: number;
  closed: number;
  winRate: number | null;
  avgNetPct: number | null;
  avgGrossPnlPct: number | null;
  maxDrawdownPct: number;
}

export function groupStats(trades: readonly BacktestTrade[]): GroupStats {
  const closed = closedTrades(trades);
  const wins = closed.filter((t) => t.outcome === 'TARGET_HIT').length;
  const losses = closed.filter((t) => t.outcome === 'STOP_HIT').length;
  const mean = (f: (t: BacktestTrade) => number) =>
    closed.length > 0 ? closed.reduce((a, t) => a + f(t), 0) / closed.length : null;
  return {
    trades: trades.length,
    closed: closed.length,
    winRate: successRate({ wins, losses, expired: closed.length - wins - losses }),
    avgNetPct: mean((t) => t.pnlPct),
    avgGrossPnlPct: mean((t) => t.grossPnlPct),
    maxDrawdownPct: maxDrawdown(equityCurve(trades)),
  };
}
