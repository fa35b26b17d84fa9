import { mean, normalCdf, stdev, weeklyMeans } from '../evidence/significance';

/**
 * The gate's rule (issue 20 §5), tested walk-forward on the training data before it was allowed to publish
 * anything (`evaluate --gate`, docs/engine.md §8.4). For one strategy, over the trades that ended in the
 * last year: the weekly mean net P&L and the weekly mean excess over random entries are each shrunk toward
 * zero (a normal prior whose width is the spread of true edges across the research's variants), and the
 * strategy is published only while the probability that BOTH are positive is high — with hysteresis, so it
 * does not flip week to week.
 */
export const GATE_WINDOW_DAYS = 365;
export const GATE_MIN_HISTORY_DAYS = 180;
export const GATE_MIN_TRADES = 60;
export const GATE_MIN_WEEKS = 20;
/** Publish when the probability of a positive edge reaches this… */
export const GATE_PUBLISH_PROB = 0.9;
/** …and keep publishing until it falls below this. */
export const GATE_KEEP_PROB = 0.7;

export interface GateTrade {
  signalTime: number;
  entryTime: number;
  exitTime: number;
  /** Net P&L (%) and the mean net P&L of its random replacements (%). */
  net: number;
  randomMean: number;
}

/** Prior widths (weekly means, % per trade) of the true net and excess edges, estimated by the research. */
export interface GatePrior {
  netSd: number;
  excessSd: number;
}

export interface GateJudgement {
  published: boolean;
  trades: number;
  weeks: number;
  meanNet: number | null;
  meanExcess: number | null;
  shrunkNet: number | null;
  shrunkExcess: number | null;
  /** Probability (0–1) that the net edge and the excess over random are both positive; null without enough data. */
  probPositive: number | null;
  /** Why not judged (too little history or too few trades), else null. */
  insufficient: string | null;
}

/** Normal-normal shrinkage of a mean with standard error `se` toward 0 under a prior N(0, prior²). */
export function shrink(m: number, se: number, prior: number): { mean: number; sd: number } {
  const w = prior ** 2 / (prior ** 2 + se ** 2);
  return { mean: m * w, sd: Math.sqrt(w * se ** 2) };
}

/** Judges one strategy at `now` from its trades (only those ended by then are read), given its state before. */
export function judgeGate(
  trades: readonly GateTrade[],
  now: number,
  wasPublished: boolean,
  prior: GatePrior,
): GateJudgement {
  const from = now - GATE_WINDOW_DAYS * 86_400_000;
  const window = trades.filter((t) => t.exitTime <= now && t.entryTime >= from);
  const empty = {
    trades: window.length,
    weeks: 0,
    meanNet: null,
    meanExcess: null,
    shrunkNet: null,
    shrunkExcess: null,
    probPositive: null,
  };
  const first = Math.min(...window.map((t) => t.entryTime));
  if (window.length === 0 || now - first < GATE_MIN_HISTORY_DAYS * 86_400_000)
    return {
      ...empty,
      published: false,
      insufficient: `menos de ${GATE_MIN_HISTORY_DAYS} dias de histórico`,
    };
  const net = weeklyMeans(window.map((t) => ({ time: t.signalTime, value: t.net })));
  const excess = weeklyMeans(window.map((t) => ({ time: t.signalTime, value: t.net - t.randomMean })));
  if (window.length < GATE_MIN_TRADES || net.length < GATE_MIN_WEEKS)
    return {
      ...empty,
      weeks: net.length,
      published: false,
      insufficient: `${window.length} operações em ${net.length} semanas (mínimo ${GATE_MIN_TRADES} em ${GATE_MIN_WEEKS})`,
    };
  const sn = shrink(mean(net), stdev(net) / Math.sqrt(net.length), prior.netSd);
  const se = shrink(mean(excess), stdev(excess) / Math.sqrt(excess.length), prior.excessSd);
  const probPositive = normalCdf(sn.mean / sn.sd) * normalCdf(se.mean / se.sd);
  return {
    published: probPositive >= (wasPublished ? GATE_KEEP_PROB : GATE_PUBLISH_PROB),
    trades: window.length,
    weeks: net.length,
    meanNet: mean(window.map((t) => t.net)),
    meanExcess: mean(window.map((t) => t.net - t.randomMean)),
    shrunkNet: sn.mean,
    shrunkExcess: se.mean,
    probPositive,
    insufficient: null,
  };
}
