import { BLOCKS, FOLDS } from './calendar';
import { judgeRecord, type Verdict } from './acceptance';
import { crossSectionHypotheses, seriesHypotheses, UNRECORDED_PRIOR_VARIANTS } from './hypotheses';
import { evaluateGate, type GateEvaluation } from './gate-evaluation';
import { legacyRecords } from './legacy';
import { RandomEntries } from '../evidence/random-entries';
import { round3Hypotheses } from './portfolio/hypotheses-round3';
import { runRound3, type Round3Result } from './portfolio/round3';
import type { PortfolioVerdict } from './portfolio/portfolio-verdict';
import { nestedWalkForward, select, SELECTION_PROCEDURES, type ProcedureId } from './selection';
import type { FundingRates } from '../strategies/rules/funding-regime';
import { deflatedSharpe, mean, sharpe, tStat, weeklyMeans } from '../evidence/significance';
import type { Segment } from './training-data';
import { recordVariant, type VariantRecord } from './variant-record';

export interface VariantSummary {
  key: string;
  family: string;
  name: string;
  timeframe: string;
  params: Record<string, number | string | boolean>;
  exits: { stopAtr: number; targetAtr: number; holdBars: number; trailAtr: number | null };
  trades: number;
  meanNet: number | null;
  meanExcess: number | null;
  weeklyTExcess: number | null;
  weeklySharpe: number | null;
  byBlock: Array<{ block: string; trades: number; meanNet: number | null; meanExcess: number | null }>;
}

export interface Deflated {
  sharpe: number;
  benchmark: number;
  dsr: number;
  periods: number;
  trials: number;
  trialSharpeVariance: number;
}

export interface ResearchResult {
  seed: number;
  variantsRecorded: number;
  variantsUnrecorded: number;
  variants: VariantSummary[];
  /** One nested walk-forward per selection procedure, in the order they were specified. */
  nested: Array<{
    procedure: ProcedureId;
    description: string;
    specifiedAfter: string | null;
    choices: Array<{ fold: string; chosen: string | null; eligible: number; score: number | null }>;
    trades: number;
    verdict: Verdict;
    /** The variant this procedure picks on all the training data (what it would ship). */
    finalChoice: string | null;
  }>;
  /**
   * The strategy the live engine runs while no method is adopted (experimental): the final choice of
   * `max_sharpe_portfolio` with all the training data, restricted to per-pair series variants (the rule fixed
   * by the pre-registration of round 3); null when none is eligible.
   */
  liveCandidate: string | null;
  /** Round 2's candidate (the gate was walked with it) and its Sharpe ratio deflated for the 147 trials then. */
  candidateSignificance: Deflated | null;
  /** The gate's own walk-forward on the training data (evaluate --gate), with round 2's candidate. */
  gate: GateEvaluation;
  /** Round 3: new variants, every variant as a portfolio, `max_sharpe_portfolio` and the acceptance rule. */
  round3: Round3Result;
  /** The method adopted: the final choice of `max_sharpe_portfolio` when its nested record passes; null when none. */
  final: {
    procedure: 'max_sharpe_portfolio' | null;
    chosen: string | null;
    verdict: PortfolioVerdict | null;
  };
}

const orNull = (x: number) => (Number.isFinite(x) ? x : null);

/** Every registered hypothesis and the legacy strategies, booked over both training sets. */
export function recordAll(
  segments: readonly Segment[],
  random: RandomEntries,
  seed: number,
  onProgress?: (done: number, total: number, key: string) => void,
): VariantRecord[] {
  const hypotheses = [...seriesHypotheses(), ...crossSectionHypotheses()];
  const total = hypotheses.length + 1;
  const records: VariantRecord[] = hypotheses.map((h, i) => {
    onProgress?.(i, total, h.key);
    return recordVariant(h, segments, random, seed);
  });
  onProgress?.(hypotheses.length, total, 'legacy_fade');
  records.push(...legacyRecords(segments, random, seed));
  return records;
}

/** Runs every registered hypothesis over both training sets, the nested walk-forward and the acceptance rule. */
export function runResearch(
  segments: readonly Segment[],
  seed: number,
  onProgress?: (done: number, total: number, key: string) => void,
  funding: ReadonlyMap<string, FundingRates> = new Map(),
): ResearchResult {
  const random = RandomEntries.hourly(segments, FOLDS);
  const records = recordAll(segments, random, seed, onProgress);
  const total = records.length + round3Hypotheses().length;
  const variants = records.map(summarise);
  const end = Math.max(...FOLDS.map((f) => f.to));
  const nested = SELECTION_PROCEDURES.map((p) => {
    const run = nestedWalkForward(records, p.id);
    return {
      procedure: p.id,
      description: p.description,
      specifiedAfter: p.after,
      choices: run.choices.map((c) => ({
        fold: FOLDS[c.fold]!.id,
        chosen: c.chosen?.key ?? null,
        eligible: c.eligible,
        score: c.chosen ? orNull(c.chosen.score) : null,
      })),
      trades: run.outOfSample.length,
      verdict: judgeRecord(
        run.outOfSample.map((o) => o.trade),
        random,
        seed,
      ),
      finalChoice: select(records, end, p.id).chosen?.key ?? null,
    };
  });
  const adopted = nested.find((n) => n.verdict.accepted) ?? null;
  const pooledPct = (n: (typeof nested)[number]) =>
    n.verdict.groups.find((g) => g.group === 'pooled')?.percentile ?? -1;
  const round2Candidate = adopted
    ? adopted.finalChoice
    : ([...nested].sort((a, b) => pooledPct(b) - pooledPct(a))[0]?.finalChoice ?? null);
  const deflate = (key: string | null): Deflated | null => {
    const rec = records.find((r) => r.rule.key === key);
    return rec
      ? {
          ...deflatedSharpe({ returns: weeklyNet(rec), trialSharpeVariance, trials }),
          trials,
          trialSharpeVariance,
        }
      : null;
  };
  onProgress?.(records.length, total, 'portão');
  const gate = evaluateGate(records, round2Candidate, random, seed);
  let done = records.length;
  const { result: round3, newRecords } = runRound3({
    segments,
    funding,
    random,
    seed,
    oldRecords: records,
    trialsBefore: records.length + UNRECORDED_PRIOR_VARIANTS,
    onProgress: (key) => onProgress?.(Math.min(done++, total), total, key),
  });
  const passed = round3.all.verdict.accepted;
  const sharpes = variants.map((v) => v.weeklySharpe).filter((x): x is number => x !== null);
  const m = mean(sharpes);
  const trialSharpeVariance = sharpes.reduce((a, s) => a + (s - m) ** 2, 0) / (sharpes.length - 1);
  const trials = records.length + UNRECORDED_PRIOR_VARIANTS;
  return {
    seed,
    variantsRecorded: records.length + newRecords.length,
    variantsUnrecorded: UNRECORDED_PRIOR_VARIANTS,
    variants: [...variants, ...newRecords.map(summarise)],
    nested,
    liveCandidate: round3.liveChoice.key,
    candidateSignificance: deflate(round2Candidate),
    gate,
    round3,
    final: {
      procedure: passed ? 'max_sharpe_portfolio' : null,
      chosen: passed ? round3.all.finalChoice : null,
      verdict: passed ? round3.all.verdict : null,
    },
  };
}

const weeklyNet = (r: VariantRecord) =>
  weeklyMeans(r.trades.map((t) => ({ time: t.signalTime, value: t.net })));

function summarise(r: VariantRecord): VariantSummary {
  const excess = r.trades.map((t, i) => t.net - r.randomMean[i]!);
  const e = r.rule.exits;
  return {
    key: r.rule.key,
    family: r.rule.family,
    name: r.rule.name,
    timeframe: r.rule.timeframe,
    params: { ...r.rule.params },
    exits: { stopAtr: e.stopAtr, targetAtr: e.targetAtr, holdBars: e.holdBars, trailAtr: e.trailAtr ?? null },
    trades: r.trades.length,
    meanNet: orNull(mean(r.trades.map((t) => t.net))),
    meanExcess: orNull(mean(excess)),
    weeklyTExcess: orNull(
      tStat(weeklyMeans(r.trades.map((t, i) => ({ time: t.signalTime, value: excess[i]! })))),
    ),
    weeklySharpe: orNull(sharpe(weeklyNet(r))),
    byBlock: BLOCKS.map((b) => {
      const idx = r.trades.flatMap((t, i) => (t.block === b.id ? [i] : []));
      return {
        block: b.id,
        trades: idx.length,
        meanNet: orNull(mean(idx.map((i) => r.trades[i]!.net))),
        meanExcess: orNull(mean(idx.map((i) => excess[i]!))),
      };
    }),
  };
}
