import { mean, stdev, weeklyMeans } from '../evidence/significance';
import { judgeGate, type GatePrior, type GateTrade } from '../gate/gate-rule';
import { judgeRecord, type Verdict } from './acceptance';
import { FOLDS } from './calendar';
import type { RandomEntries } from '../evidence/random-entries';
import type { ResearchTrade } from './research-trade';
import type { VariantRecord } from './variant-record';

const WEEK_MS = 7 * 86_400_000;
/** The first Monday 00:00 UTC on or after a time. */
const mondayOnOrAfter = (t: number) => {
  const day = Math.floor(t / 86_400_000);
  const dow = (day + 3) % 7; // 0 = Monday (1970-01-01 was a Thursday)
  return (day + ((7 - dow) % 7)) * 86_400_000;
};

/**
 * The prior widths of the gate's shrinkage, from the research's variants: the spread of their weekly mean
 * net P&L (and excess) beyond what sampling noise explains (method of moments).
 */
export function gatePriorOf(records: readonly VariantRecord[]): GatePrior {
  const spread = (value: (r: VariantRecord, i: number) => number) => {
    const ms: number[] = [];
    const se2: number[] = [];
    for (const r of records) {
      const w = weeklyMeans(r.trades.map((t, i) => ({ time: t.signalTime, value: value(r, i) })));
      if (w.length < 20) continue;
      ms.push(mean(w));
      se2.push(stdev(w) ** 2 / w.length);
    }
    return Math.sqrt(Math.max(1e-6, stdev(ms) ** 2 - mean(se2)));
  };
  return {
    netSd: spread((r, i) => r.trades[i]!.net),
    excessSd: spread((r, i) => r.trades[i]!.net - r.randomMean[i]!),
  };
}

export interface GateWalk {
  key: string;
  /** Weeks the gate could judge (enough history), and how many of them it published the strategy. */
  weeksJudged: number;
  weeksPublished: number;
  /** Trades whose signal fell in a judged week (the ungated record) and in a published week (the gated one). */
  ungated: ResearchTrade[];
  gated: ResearchTrade[];
  ungatedIdx: number[];
  gatedIdx: number[];
}

/**
 * The gate run week by week over the training data for one variant: each Monday it judges the trades that
 * ended before, and its decision applies to the signals of the following week only.
 */
export function walkGate(r: VariantRecord, prior: GatePrior): GateWalk {
  const trades: GateTrade[] = r.trades.map((t, i) => ({ ...t, randomMean: r.randomMean[i]! }));
  const out: GateWalk = {
    key: r.rule.key,
    weeksJudged: 0,
    weeksPublished: 0,
    ungated: [],
    gated: [],
    ungatedIdx: [],
    gatedIdx: [],
  };
  for (const f of segmentsOf()) {
    let published = false;
    for (let week = mondayOnOrAfter(f.from); week < f.to; week += WEEK_MS) {
      const j = judgeGate(trades, week, published, prior);
      published = j.published;
      if (j.insufficient !== null) continue;
      out.weeksJudged++;
      if (published) out.weeksPublished++;
      r.trades.forEach((t, i) => {
        if (t.signalTime < week || t.signalTime >= week + WEEK_MS) return;
        out.ungated.push(t);
        out.ungatedIdx.push(i);
        if (published) {
          out.gated.push(t);
          out.gatedIdx.push(i);
        }
      });
    }
  }
  return out;
}

/** The two training periods: the gate's state does not carry across the held-out gap. */
function segmentsOf(): Array<{ from: number; to: number }> {
  const first = FOLDS.filter((f) => f.from < Date.parse('2022-12-31'));
  const second = FOLDS.filter((f) => f.from >= Date.parse('2022-12-31'));
  return [first, second].map((fs) => ({ from: fs[0]!.from, to: fs[fs.length - 1]!.to }));
}

export interface GateEvaluation {
  prior: GatePrior;
  /** The live candidate: gated against ungated against random, by regime and pooled. */
  candidate: {
    key: string;
    weeksJudged: number;
    weeksPublished: number;
    ungated: Verdict;
    gated: Verdict;
  } | null;
  /** Every variant of the registry under the same gate: does gating help in general? */
  acrossVariants: {
    variants: number;
    /** Variants the gate published at least one week. */
    everPublished: number;
    /** Among those, how many had a gated mean net above their ungated mean net. */
    gatedAboveUngated: number;
    pooledUngated: { trades: number; meanNet: number | null; meanExcess: number | null };
    pooledGated: { trades: number; meanNet: number | null; meanExcess: number | null };
  };
  /** The gate ships only if, for the candidate, the gated record beats the ungated one and random (pooled). */
  ships: boolean;
}

export function evaluateGate(
  records: readonly VariantRecord[],
  candidateKey: string | null,
  random: RandomEntries,
  seed: number,
): GateEvaluation {
  const prior = gatePriorOf(records);
  const walks = records.map((r) => ({ r, w: walkGate(r, prior) }));
  const pooled = (pick: (w: GateWalk) => number[]) => {
    const nets: number[] = [];
    const excess: number[] = [];
    for (const { r, w } of walks)
      for (const i of pick(w)) {
        nets.push(r.trades[i]!.net);
        excess.push(r.trades[i]!.net - r.randomMean[i]!);
      }
    const orNull = (x: number) => (Number.isFinite(x) ? x : null);
    return { trades: nets.length, meanNet: orNull(mean(nets)), meanExcess: orNull(mean(excess)) };
  };
  const ever = walks.filter(({ w }) => w.gated.length > 0);
  const cand = walks.find(({ r }) => r.rule.key === candidateKey);
  const candidate = cand
    ? {
        key: cand.r.rule.key,
        weeksJudged: cand.w.weeksJudged,
        weeksPublished: cand.w.weeksPublished,
        ungated: judgeRecord(cand.w.ungated, random, seed),
        gated: judgeRecord(cand.w.gated, random, seed),
      }
    : null;
  const pooledOf = (v: Verdict) => v.groups.find((g) => g.group === 'pooled')!;
  const ships =
    candidate !== null &&
    (pooledOf(candidate.gated).meanNet ?? -Infinity) > (pooledOf(candidate.ungated).meanNet ?? Infinity) &&
    (pooledOf(candidate.gated).meanNet ?? -Infinity) > (pooledOf(candidate.gated).randomP95 ?? Infinity);
  return {
    prior,
    candidate,
    acrossVariants: {
      variants: walks.length,
      everPublished: ever.length,
      gatedAboveUngated: ever.filter(
        ({ w }) => mean(w.gated.map((t) => t.net)) > mean(w.ungated.map((t) => t.net)),
      ).length,
      pooledUngated: pooled((w) => w.ungatedIdx),
      pooledGated: pooled((w) => w.gatedIdx),
    },
    ships,
  };
}
