import type { StrategyKey, ExitPlan } from '../strategies/strategy';
import { STRATEGIES } from '../strategies/index';
import { bookCandidates, type BacktestTrade, type BookOptions } from '../backtest/book-candidates';
import type { SymbolScan } from '../backtest/scan-candidates';
import { closedTrades } from '../evidence/statistics';
import { equalFolds, walkForward, type Period } from '../evidence/walk-forward';

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

export interface Fold extends Period {
  index: number;
  /** Exit plan chosen per strategy on the trades ended before this fold (none for fold 0: training only). */
  chosen: Partial<Record<StrategyKey, ExitPlan>>;
  trades: number;
}

export interface WalkForwardResult {
  folds: Fold[];
  /** Trades of folds 1…K−1, each booked with plans chosen on earlier trades only. */
  outOfSample: BacktestTrade[];
}

const MIN_TRAINING_TRADES = 20;

/** Whether a trade's signal falls in [from, to). */
export const inPeriod = (t: BacktestTrade, p: Period) => {
  const x = Date.parse(t.signalTime);
  return x >= p.from && x < p.to;
};

/**
 * `evaluate`'s walk-forward (evidence/walk-forward.ts) over [from, to) cut into `folds` equal periods: at the
 * start of fold k ≥ 1 each strategy's exit plan is the one with the best mean net P&L over its trades that
 * had closed by then (its own plan when it had too few), and fold k's trades are booked with it.
 */
export function walkExitPlans(
  scans: readonly SymbolScan[],
  opts: BookOptions & { folds: number; from: number; to: number },
): WalkForwardResult {
  const grid = exitGrid();
  const bounds = equalFolds(opts.from, opts.to, opts.folds);
  // Booking per (strategy, plan) once over the whole period: training means are then read per cutoff.
  const booked = new Map<string, BacktestTrade[]>();
  for (const s of STRATEGIES)
    for (const [i, plan] of (grid[s.key] ?? []).entries())
      booked.set(
        `${s.key}#${i}`,
        bookCandidates(scans, { ...opts, exitsFor: (k) => (k === s.key ? plan : undefined) }).trades.filter(
          (t) => t.strategyKey === s.key && Date.parse(t.signalTime) >= opts.from,
        ),
      );
  const choose = (cutoff: number) => {
    const chosen: Partial<Record<StrategyKey, ExitPlan>> = {};
    for (const s of STRATEGIES) {
      let best: { plan: ExitPlan; mean: number } | null = null;
      for (const [i, plan] of (grid[s.key] ?? []).entries()) {
        const train = closedTrades(booked.get(`${s.key}#${i}`)!).filter(
          (t) => Date.parse(t.exitTime) < cutoff,
        );
        if (train.length < MIN_TRAINING_TRADES) continue;
        const mean = train.reduce((a, t) => a + t.pnlPct, 0) / train.length;
        if (!best || mean > best.mean) best = { plan, mean };
      }
      chosen[s.key] = best?.plan ?? s.exits;
    }
    return chosen;
  };
  const { steps, outOfSample } = walkForward(bounds, choose, (chosen, k) =>
    bookCandidates(scans, { ...opts, exitsFor: (key) => chosen[key] }).trades.filter((t) =>
      inPeriod(t, bounds[k]!),
    ),
  );
  const folds: Fold[] = [
    { index: 0, ...bounds[0]!, chosen: {}, trades: 0 },
    ...steps.map(({ fold, chosen }) => ({
      index: fold,
      ...bounds[fold]!,
      chosen,
      trades: outOfSample.filter((t) => inPeriod(t, bounds[fold]!)).length,
    })),
  ];
  return { folds, outOfSample };
}
