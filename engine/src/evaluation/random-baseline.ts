import type { BacktestTrade } from '../backtest/book-candidates';
import type { SymbolScan } from '../backtest/scan-candidates';
import { prng } from '../sources/prng';
import type { FundingSeries } from '../trading/funding';
import { walkTrade } from '../trading/trade-path';

export interface BaselineOptions {
  resamples: number;
  seed: number;
  feeRate: number;
  funding?: ReadonlyMap<string, FundingSeries>;
  /** Entries are drawn from bars closing inside [from, to] (the evaluated period). */
  from: number;
  to: number;
  /** Keep each resample's per-trade net P&L (for the equity band of the chart). */
  keepPaths?: boolean;
}

export interface Baseline {
  /** Mean net P&L of each resample, ascending. */
  means: number[];
  /** Per resample, the net P&L of each replacement trade in the trades' order (when keepPaths). */
  paths: Float64Array[];
}

/**
 * The null hypothesis "the timing is worth nothing": each resample replaces every trade by one entered at a
 * random bar of the same symbol, same direction, same target and stop distances (in % of entry), same hold
 * limit, same fees and funding. Returns the mean net P&L of each resample, sorted. Fully seeded.
 */
export function randomBaseline(
  trades: readonly BacktestTrade[],
  scans: readonly SymbolScan[],
  opts: BaselineOptions,
): Baseline {
  if (trades.length === 0) return { means: [], paths: [] };
  const rand = prng(opts.seed);
  const bySymbol = new Map(scans.map((s) => [s.symbol, s.primary]));
  const ranges = new Map<string, [number, number]>();
  for (const [symbol, bars] of bySymbol) {
    const lo = bars.findIndex((b) => b.closeTime >= opts.from);
    let hi = bars.length - 2;
    while (hi > 0 && bars[hi]!.closeTime > opts.to) hi--;
    ranges.set(symbol, [Math.max(0, lo), hi]);
  }
  const shapes = trades.map((t) => ({
    bars: bySymbol.get(t.symbol)!,
    range: ranges.get(t.symbol)!,
    direction: t.direction,
    targetFrac: (t.target - t.entry) / t.entry,
    stopFrac: (t.stop - t.entry) / t.entry,
    holdMs: Date.parse(t.expiresAt) - Date.parse(t.entryTime),
    funding: opts.funding?.get(t.symbol) ?? null,
  }));
  const means: number[] = [];
  const paths: Float64Array[] = [];
  for (let k = 0; k < opts.resamples; k++) {
    let sum = 0;
    const path = opts.keepPaths ? new Float64Array(shapes.length) : null;
    for (const [n, s] of shapes.entries()) {
      const [lo, hi] = s.range;
      const i = lo + Math.floor(rand() * Math.max(1, hi - lo + 1));
      const bar = s.bars[i]!;
      const entry = bar.close;
      const pnl = walkTrade({
        bars: s.bars,
        entryIndex: i,
        direction: s.direction,
        entry,
        target: entry * (1 + s.targetFrac),
        stop: entry * (1 + s.stopFrac),
        expiresAt: bar.closeTime + s.holdMs,
        feeRate: opts.feeRate,
        funding: s.funding,
      }).pnlPct;
      sum += pnl;
      if (path) path[n] = pnl;
    }
    means.push(sum / shapes.length);
    if (path) paths.push(path);
  }
  return { means: means.sort((a, b) => a - b), paths };
}
