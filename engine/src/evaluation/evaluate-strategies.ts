import type { BacktestTrade, BookOptions } from '../backtest/book-candidates';
import { bookCandidates } from '../backtest/book-candidates';
import type { SymbolScan } from '../backtest/scan-candidates';
import { hashSeed } from '../sources/prng';
import { randomBaseline } from './random-baseline';
import { closedTrades, equityCurve, groupStats, percentileOf, quantile, type GroupStats } from './statistics';
import { walkForward, type Fold } from './walk-forward';

/** A group's evidence: the engine's trades against the random-entry baseline of the same trades. */
export interface GroupEvidence extends GroupStats {
  name: string;
  baselineMeanPct: number | null;
  /** 2.5 % and 97.5 % quantiles of the baseline's resample means. */
  baselineCi: [number, number] | null;
  baselineP95Pct: number | null;
  /** Share (0–100) of baseline resamples the engine's mean net beats. */
  percentile: number | null;
  /** Net expectancy above the baseline's 95th percentile (and above zero), with enough closed trades. */
  passes: boolean;
}

export interface Evaluation {
  from: number;
  to: number;
  feeRate: number;
  fundingIncluded: boolean;
  seed: number;
  resamples: number;
  walkForward: boolean;
  folds: Fold[];
  overall: GroupEvidence;
  byStrategy: GroupEvidence[];
  byTimeframe: GroupEvidence[];
  byStrategyTimeframe: GroupEvidence[];
  bySymbol: GroupEvidence[];
  /** Walk-forward folds 1…K−1, each scored with plans chosen on the folds before it. */
  byFold: GroupEvidence[];
  /** Engine equity (cumulative net, equal size) after each closed trade, with the baseline's 95 % band. */
  equity: Array<{ time: number; engine: number; low: number; median: number; high: number }>;
  trades: BacktestTrade[];
}

export const MIN_CLOSED_TRADES = 30;

export interface EvaluateOptions extends BookOptions {
  from: number;
  to: number;
  resamples: number;
  seed: number;
  /** Walk-forward folds; 0 books every strategy with its own fixed plan (the live gate: all data is out of sample). */
  folds: number;
}

export function evaluateScans(scans: readonly SymbolScan[], opts: EvaluateOptions): Evaluation {
  const inFold = (t: BacktestTrade, f: Fold) => {
    const x = Date.parse(t.signalTime);
    return x >= f.from && x < f.to;
  };
  const inPeriod = (t: BacktestTrade) => {
    const x = Date.parse(t.signalTime);
    return x >= opts.from && x < opts.to;
  };
  let folds: Fold[] = [];
  let trades: BacktestTrade[];
  if (opts.folds > 1) {
    const wf = walkForward(scans, { ...opts, folds: opts.folds });
    folds = wf.folds;
    trades = wf.outOfSample;
  } else trades = bookCandidates(scans, opts).trades.filter(inPeriod);
  const evidence = (name: string, group: BacktestTrade[], keepPaths = false) => {
    const closed = closedTrades(group).sort((a, b) => a.exitTime.localeCompare(b.exitTime));
    const base = randomBaseline(closed, scans, {
      ...opts,
      seed: hashSeed(opts.seed, name),
      keepPaths,
    });
    const stats = groupStats(group);
    const p95 = quantile(base.means, 0.95);
    const ev: GroupEvidence = {
      name,
      ...stats,
      baselineMeanPct: base.means.length ? base.means.reduce((a, x) => a + x, 0) / base.means.length : null,
      baselineCi: base.means.length ? [quantile(base.means, 0.025)!, quantile(base.means, 0.975)!] : null,
      baselineP95Pct: p95,
      percentile: stats.avgNetPct === null ? null : percentileOf(base.means, stats.avgNetPct),
      passes:
        stats.closed >= MIN_CLOSED_TRADES &&
        stats.avgNetPct !== null &&
        p95 !== null &&
        stats.avgNetPct > p95 &&
        stats.avgNetPct > 0,
    };
    return { ev, base, closed };
  };
  const by = (key: (t: BacktestTrade) => string) => {
    const groups = new Map<string, BacktestTrade[]>();
    for (const t of trades) (groups.get(key(t)) ?? groups.set(key(t), []).get(key(t))!).push(t);
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([n, g]) => evidence(n, g).ev);
  };
  const overall = evidence('total', trades, true);
  return {
    from: opts.from,
    to: opts.to,
    feeRate: opts.feeRate,
    fundingIncluded: (opts.funding?.size ?? 0) > 0,
    seed: opts.seed,
    resamples: opts.resamples,
    walkForward: opts.folds > 1,
    folds,
    overall: overall.ev,
    byStrategy: by((t) => t.strategy),
    byTimeframe: by((t) => t.timeframe),
    byStrategyTimeframe: by((t) => `${t.strategy} · ${t.timeframe}`),
    bySymbol: by((t) => t.symbol),
    byFold: folds
      .filter((f) => f.index > 0)
      .map((f) => {
        const name = `${f.index}: ${new Date(f.from).toISOString().slice(0, 10)} → ${new Date(f.to).toISOString().slice(0, 10)}`;
        return evidence(
          name,
          trades.filter((t) => inFold(t, f)),
        ).ev;
      }),
    equity: equityBand(overall.closed, overall.base.paths),
    trades,
  };
}

function equityBand(closed: readonly BacktestTrade[], paths: readonly Float64Array[]) {
  const engine = equityCurve(closed);
  const cum = new Float64Array(paths.length);
  return engine.map((p, i) => {
    for (let k = 0; k < paths.length; k++) cum[k]! += paths[k]![i]!;
    const sorted = Array.from(cum).sort((a, b) => a - b);
    return {
      time: p.time,
      engine: p.equity,
      low: quantile(sorted, 0.025) ?? 0,
      median: quantile(sorted, 0.5) ?? 0,
      high: quantile(sorted, 0.975) ?? 0,
    };
  });
}
