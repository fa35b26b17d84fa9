import { percentileOf, quantile } from '../evidence/statistics';
import { BLOCKS, type BlockId } from './calendar';
import { resampleMeans, type RandomEntries } from '../evidence/random-entries';
import type { ResearchTrade } from './research-trade';
import { mean, tStat, weeklyMeans } from '../evidence/significance';

/** Random resamples behind every acceptance figure. */
export const ACCEPTANCE_DRAWS = 1000;

export interface GroupVerdict {
  group: BlockId | 'pooled';
  trades: number;
  meanNet: number | null;
  meanNetHighFee: number | null;
  /** Net with funding at the base rate (a sensitivity: the training data has no funding history). */
  meanNetBaseFunding: number | null;
  meanGross: number | null;
  randomMean: number | null;
  randomP95: number | null;
  /** Share (0–100) of the random resamples the record beats. */
  percentile: number | null;
  /** t statistic of weekly mean net P&L (clustered: trades of one week count once). */
  weeklyT: number | null;
  passes: boolean;
}

export interface Verdict {
  groups: GroupVerdict[];
  blocksPassed: number;
  /** The acceptance rule of issue 20 §2: above zero at both fee levels and above the random p95 in ≥ 3 of 4 regimes and pooled. */
  accepted: boolean;
}

export const MIN_GROUP_TRADES = 30;

/** Judges a record by regime block and pooled, against its trades' random replacements. */
export function judgeRecord(trades: readonly ResearchTrade[], random: RandomEntries, seed: number): Verdict {
  const draws = trades.map((t) => random.draw(t, ACCEPTANCE_DRAWS, seed));
  const group = (id: GroupVerdict['group'], pick: (t: ResearchTrade) => boolean): GroupVerdict => {
    const idx = trades.flatMap((t, i) => (pick(t) ? [i] : []));
    if (idx.length === 0)
      return {
        group: id,
        trades: 0,
        meanNet: null,
        meanNetHighFee: null,
        meanNetBaseFunding: null,
        meanGross: null,
        randomMean: null,
        randomP95: null,
        percentile: null,
        weeklyT: null,
        passes: false,
      };
    const means = resampleMeans(
      idx.map((i) => draws[i]!.net),
      ACCEPTANCE_DRAWS,
    );
    const meanNet = mean(idx.map((i) => trades[i]!.net));
    const meanNetHighFee = mean(idx.map((i) => trades[i]!.netHighFee));
    const randomP95 = quantile(means, 0.95)!;
    return {
      group: id,
      trades: idx.length,
      meanNet,
      meanNetHighFee,
      meanNetBaseFunding: mean(idx.map((i) => trades[i]!.netBaseFunding)),
      meanGross: mean(idx.map((i) => trades[i]!.gross)),
      randomMean: mean(means),
      randomP95,
      percentile: percentileOf(means, meanNet),
      weeklyT: tStat(weeklyMeans(idx.map((i) => ({ time: trades[i]!.signalTime, value: trades[i]!.net })))),
      passes: idx.length >= MIN_GROUP_TRADES && meanNet > 0 && meanNetHighFee > 0 && meanNet > randomP95,
    };
  };
  const blocks = BLOCKS.map((b) => group(b.id, (t) => t.block === b.id));
  const pooled = group('pooled', () => true);
  const blocksPassed = blocks.filter((g) => g.passes).length;
  return { groups: [...blocks, pooled], blocksPassed, accepted: blocksPassed >= 3 && pooled.passes };
}
