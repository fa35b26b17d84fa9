import type { BacktestTrade, BookOptions } from '../backtest/book-candidates';
import { bookCandidates } from '../backtest/book-candidates';
import type { SymbolScan } from '../backtest/scan-candidates';
import { INTERVAL_MS } from '../domain/candle';
import { toBookedTrade } from '../evidence/booked-trade';
import { RandomEntries, resampleMeans } from '../evidence/random-entries';
import { mean } from '../evidence/significance';
import {
  closedTrades,
  equityCurve,
  groupStats,
  percentileOf,
  quantile,
  type GroupStats,
} from '../evidence/statistics';
import { inPeriod, walkExitPlans, type Fold } from './exit-plans';

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
  let folds: Fold[] = [];
  let trades: BacktestTrade[];
  if (opts.folds > 1) {
    const wf = walkExitPlans(scans, { ...opts, folds: opts.folds });
    folds = wf.folds;
    trades = wf.outOfSample;
  } else trades = bookCandidates(scans, opts).trades.filter((t) => inPeriod(t, opts));
  const drawsOf = baselineDraws(scans, opts);
  const evidence = (name: string, group: BacktestTrade[]) => {
    const closed = closedTrades(group).sort((a, b) => a.exitTime.localeCompare(b.exitTime));
    const draws = closed.map(drawsOf);
    const means = resampleMeans(draws, opts.resamples);
    const stats = groupStats(group);
    const p95 = quantile(means, 0.95);
    const ev: GroupEvidence = {
      name,
      ...stats,
      baselineMeanPct: means.length ? mean(means) : null,
      baselineCi: means.length ? [quantile(means, 0.025)!, quantile(means, 0.975)!] : null,
      baselineP95Pct: p95,
      percentile: stats.avgNetPct === null ? null : percentileOf(means, stats.avgNetPct),
      passes:
        stats.closed >= MIN_CLOSED_TRADES &&
        stats.avgNetPct !== null &&
        p95 !== null &&
        stats.avgNetPct > p95 &&
        stats.avgNetPct > 0,
    };
    return { ev, draws, closed };
  };
  const by = (key: (t: BacktestTrade) => string) => {
    const groups = new Map<string, BacktestTrade[]>();
    for (const t of trades) (groups.get(key(t)) ?? groups.set(key(t), []).get(key(t))!).push(t);
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([n, g]) => evidence(n, g).ev);
  };
  const overall = evidence('total', trades);
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
          trades.filter((t) => inPeriod(t, f)),
        ).ev;
      }),
    equity: equityBand(overall.closed, overall.draws),
    trades,
  };
}

/**
 * Each closed trade's replacements by THE random baseline (evidence/random-entries.ts), drawn once: the
 * baseline of a group is the mean of its trades' draws. Entries come from the whole evaluated period.
 */
function baselineDraws(scans: readonly SymbolScan[], opts: EvaluateOptions) {
  const random = new RandomEntries(
    scans.map((s) => ({ symbol: s.symbol, bars: s.primary })),
    [{ from: opts.from, to: opts.to }],
    { feeRate: opts.feeRate, funding: opts.funding ?? null },
  );
  const cache = new Map<BacktestTrade, Float64Array>();
  return (t: BacktestTrade) => {
    let net = cache.get(t);
    if (!net) {
      const shape = toBookedTrade(t, 0, Date.parse(t.signalTime) - 1, INTERVAL_MS[t.timeframe]);
      net = random.draw(shape, opts.resamples, opts.seed).net;
      cache.set(t, net);
    }
    return net;
  };
}

/** The engine's equity after each closed trade, with the 95 % band of the same trades' random replacements. */
function equityBand(closed: readonly BacktestTrade[], draws: readonly Float64Array[]) {
  const engine = equityCurve(closed);
  const resamples = draws[0]?.length ?? 0;
  const cum = new Float64Array(resamples);
  return engine.map((p, i) => {
    for (let k = 0; k < resamples; k++) cum[k]! += draws[i]![k]!;
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
