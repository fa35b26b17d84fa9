import type { StrategyKey, ExitPlan } from '../strategies/strategy';
import { STRATEGIES } from '../strategies/index';
import { bookCandidates, type BacktestTrade, type BookOptions } from '../backtest/book-candidates';
import type { SymbolScan } from '../backtest/scan-candidates';
import { closedTrades } from './statistics';

/** Exit plans a walk-forward may choose from, per strategy: its own plan first, then variations. */
export function exitGrid(): Record<StrategyKey, ExitPlan[]> {
  const out = {} as Record<StrategyKey, ExitPlan[]>;
  for (const s of STRATEGIES) {
    const variants: Array<[number, number]> = [
      [1.5, 1.5],
      [2, 2],
      [3, 3],
      [2, 4],
      [1.5, 3],
    ];
    const own = s.exits;
    out[s.key] = [
      own,
      ...variants
        .filter(([st, tg]) => st !== own.stopAtr || tg !== own.targetAtr)
        .map(([stopAtr, targetAtr]) => ({ stopAtr, targetAtr, holdBars: own.holdBars })),
    ];
  }
  return out;
}

export interface Fold {
  index: number;
  from: number;
  to: number;
  /** Exit plan chosen per strategy on the folds before this one (none for fold 0: training only). */
  chosen: Partial<Record<StrategyKey, ExitPlan>>;
  trades: number;
}

export interface WalkForwardResult {
  folds: Fold[];
  /** Trades of folds 1…K−1, each booked with plans chosen on earlier folds only. */
  outOfSample: BacktestTrade[];
}

const MIN_TRAINING_TRADES = 20;

/**
 * Anchored walk-forward over [from, to] cut into `folds` equal periods: for fold k ≥ 1 each strategy's exit
 * plan is the one with the best mean net P&L on folds 0…k−1 (its own plan when it had too few trades there),
 * and fold k's trades are booked with it. Fold 0 only trains. Nothing of fold k is seen before it is scored.
 */
export function walkForward(
  scans: readonly SymbolScan[],
  opts: BookOptions & { folds: number; from: number; to: number },
): WalkForwardResult {
  const grid = exitGrid();
  const span = (opts.to - opts.from) / opts.folds;
  const bounds = Array.from({ length: opts.folds }, (_, k) => ({
    from: opts.from + k * span,
    to: k === opts.folds - 1 ? opts.to : opts.from + (k + 1) * span,
  }));
  const inRange = (t: BacktestTrade, from: number, to: number) => {
    const x = Date.parse(t.signalTime);
    return x >= from && x < to;
  };
  // Booking per (strategy, plan) once over the whole period: training sums are then read per fold.
  const booked = new Map<string, BacktestTrade[]>();
  for (const s of STRATEGIES)
    for (const [i, plan] of (grid[s.key] ?? []).entries())
      booked.set(
        `${s.key}#${i}`,
        bookCandidates(scans, { ...opts, exitsFor: (k) => (k === s.key ? plan : undefined) }).trades.filter(
          (t) => t.strategyKey === s.key,
        ),
      );
  const folds: Fold[] = [];
  const outOfSample: BacktestTrade[] = [];
  for (const [k, b] of bounds.entries()) {
    const chosen: Partial<Record<StrategyKey, ExitPlan>> = {};
    if (k > 0) {
      for (const s of STRATEGIES) {
        let best: { plan: ExitPlan; mean: number } | null = null;
        for (const [i, plan] of (grid[s.key] ?? []).entries()) {
          const train = closedTrades(
            booked.get(`${s.key}#${i}`)!.filter((t) => inRange(t, opts.from, b.from)),
          );
          if (train.length < MIN_TRAINING_TRADES) continue;
          const mean = train.reduce((a, t) => a + t.pnlPct, 0) / train.length;
          if (!best || mean > best.mean) best = { plan, mean };
        }
        chosen[s.key] = best?.plan ?? s.exits;
      }
      const test = bookCandidates(scans, { ...opts, exitsFor: (key) => chosen[key] }).trades.filter((t) =>
        inRange(t, b.from, b.to),
      );
      outOfSample.push(...test);
      folds.push({ index: k, ...b, chosen, trades: test.length });
    } else folds.push({ index: 0, ...b, chosen, trades: 0 });
  }
  return { folds, outOfSample };
}
