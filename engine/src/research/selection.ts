import { BLOCKS, FOLDS } from './calendar';
import { mean, tStat, weeklyMeans } from './significance';
import type { VariantRecord } from './variant-record';
import type { ResearchTrade } from './research-trade';

/** The selection rule of the nested walk-forward, fixed before the research ran (issue 20 §4). */
export const MIN_SELECTION_TRADES = 60;
export const MIN_SELECTION_WEEKS = 20;
export const MIN_BLOCK_TRADES = 30;

export interface Candidate {
  key: string;
  trades: number;
  meanNet: number;
  meanExcess: number;
  /** t statistic of the weekly means of (net − random mean): the ranking. */
  score: number;
  eligible: boolean;
}

/** What a variant showed on the trades that had ENDED before `cutoff` (nothing later is visible). */
export function judge(v: VariantRecord, cutoff: number): Candidate {
  const idx: number[] = [];
  v.trades.forEach((t, i) => {
    if (t.exitTime < cutoff) idx.push(i);
  });
  const trades = idx.map((i) => v.trades[i]!);
  const excess = idx.map((i) => v.trades[i]!.net - v.randomMean[i]!);
  const weeks = weeklyMeans(idx.map((i, n) => ({ time: v.trades[i]!.signalTime, value: excess[n]! })));
  const meanNet = mean(trades.map((t) => t.net));
  const score = tStat(weeks);
  const eligible =
    trades.length >= MIN_SELECTION_TRADES &&
    weeks.length >= MIN_SELECTION_WEEKS &&
    meanNet > 0 &&
    score > 0 &&
    regimesAgree(trades, excess);
  return { key: v.rule.key, trades: trades.length, meanNet, meanExcess: mean(excess), score, eligible };
}

/** With two or more past regimes of at least 30 trades, the excess is positive in all of them but one at most. */
function regimesAgree(trades: readonly ResearchTrade[], excess: readonly number[]): boolean {
  const perBlock = BLOCKS.map((b) => excess.filter((_, n) => trades[n]!.block === b.id)).filter(
    (xs) => xs.length >= MIN_BLOCK_TRADES,
  );
  if (perBlock.length < 2) return true;
  return perBlock.filter((xs) => mean(xs) <= 0).length <= 1;
}

/** The best eligible variant by score, or null: "no method today". Ties go to the earlier-registered variant. */
export function select(
  variants: readonly VariantRecord[],
  cutoff: number,
): { chosen: Candidate | null; ranked: Candidate[] } {
  const ranked = variants
    .map((v) => judge(v, cutoff))
    .sort((a, b) => (b.eligible ? 1 : 0) - (a.eligible ? 1 : 0) || b.score - a.score);
  const chosen = ranked[0]?.eligible ? ranked[0] : null;
  return { chosen, ranked };
}

export interface FoldChoice {
  fold: number;
  chosen: Candidate | null;
  /** How many variants were eligible at this fold's start. */
  eligible: number;
}

export interface NestedResult {
  choices: FoldChoice[];
  /** Fold k's trades of the variant chosen on trades ended before fold k: the selection-included record. */
  outOfSample: Array<{ variant: string; trade: ResearchTrade; index: number }>;
}

/**
 * Nested walk-forward: for every fold after the first, the family, its entry thresholds and its exits are
 * chosen together, on trades that ended before the fold starts, and scored on the fold's own trades.
 */
export function nestedWalkForward(variants: readonly VariantRecord[]): NestedResult {
  const byKey = new Map(variants.map((v) => [v.rule.key, v]));
  const choices: FoldChoice[] = [];
  const outOfSample: NestedResult['outOfSample'] = [];
  for (let k = 1; k < FOLDS.length; k++) {
    const { chosen, ranked } = select(variants, FOLDS[k]!.from);
    choices.push({ fold: k, chosen, eligible: ranked.filter((c) => c.eligible).length });
    if (!chosen) continue;
    byKey.get(chosen.key)!.trades.forEach((trade, index) => {
      if (trade.fold === k) outOfSample.push({ variant: chosen.key, trade, index });
    });
  }
  return { choices, outOfSample };
}
