import { BLOCKS, FOLDS } from './calendar';
import { mean, tStat, weeklyMeans } from '../evidence/significance';
import { walkForward } from '../evidence/walk-forward';
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
  /** The procedure's ranking figure (see SELECTION_PROCEDURES). */
  score: number;
  eligible: boolean;
}

export type ProcedureId = 'max_t' | 'worst_regime';

/**
 * The selection procedures, in the order they were specified. `max_t` was fixed before any result was seen;
 * `worst_regime` was specified after `max_t` failed, when the full-sample table had been seen: its nested
 * record is therefore not a clean out-of-sample test (docs/engine.md §8.3 says so), and both stay recorded.
 */
export const SELECTION_PROCEDURES: ReadonlyArray<{
  id: ProcedureId;
  description: string;
  after: string | null;
}> = [
  {
    id: 'max_t',
    description:
      'maior estatística t das médias semanais do excesso (líquido − média aleatória) nas operações encerradas antes da dobra; exige ≥ 60 operações, ≥ 20 semanas, média líquida > 0 e excesso positivo em todos os regimes passados com ≥ 30 operações, menos um no máximo',
    after: null,
  },
  {
    id: 'worst_regime',
    description:
      'maior valor do PIOR regime: para cada regime passado com ≥ 30 operações, a estatística t semanal do excesso; a variante vale o menor desses t (o único, se só um regime tem operações suficientes); exige ≥ 60 operações, ≥ 20 semanas, média líquida > 0 e pior t > 0',
    after: 'max_t',
  },
];

/** What a variant showed on the trades that had ENDED before `cutoff` (nothing later is visible). */
export function judge(v: VariantRecord, cutoff: number, procedure: ProcedureId = 'max_t'): Candidate {
  const idx: number[] = [];
  v.trades.forEach((t, i) => {
    if (t.exitTime < cutoff) idx.push(i);
  });
  const trades = idx.map((i) => v.trades[i]!);
  const excess = idx.map((i) => v.trades[i]!.net - v.randomMean[i]!);
  const weeks = weeklyMeans(idx.map((i, n) => ({ time: v.trades[i]!.signalTime, value: excess[n]! })));
  const meanNet = mean(trades.map((t) => t.net));
  const enough = trades.length >= MIN_SELECTION_TRADES && weeks.length >= MIN_SELECTION_WEEKS && meanNet > 0;
  const score = procedure === 'max_t' ? tStat(weeks) : worstRegimeT(trades, excess);
  const eligible = enough && score > 0 && (procedure === 'worst_regime' || regimesAgree(trades, excess));
  return { key: v.rule.key, trades: trades.length, meanNet, meanExcess: mean(excess), score, eligible };
}

/** The smallest weekly t statistic of the excess among past regimes with at least 30 trades (NaN with none). */
function worstRegimeT(trades: readonly ResearchTrade[], excess: readonly number[]): number {
  const ts = BLOCKS.flatMap((b) => {
    const items = excess.flatMap((x, n) =>
      trades[n]!.block === b.id ? [{ time: trades[n]!.signalTime, value: x }] : [],
    );
    return items.length >= MIN_BLOCK_TRADES ? [tStat(weeklyMeans(items))] : [];
  });
  return ts.length === 0 ? NaN : Math.min(...ts);
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
  procedure: ProcedureId = 'max_t',
): { chosen: Candidate | null; ranked: Candidate[] } {
  const ranked = variants
    .map((v) => judge(v, cutoff, procedure))
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
export function nestedWalkForward(variants: readonly VariantRecord[], procedure: ProcedureId): NestedResult {
  const byKey = new Map(variants.map((v) => [v.rule.key, v]));
  const { steps, outOfSample } = walkForward(
    FOLDS,
    (cutoff) => {
      const { chosen, ranked } = select(variants, cutoff, procedure);
      return { chosen, eligible: ranked.filter((c) => c.eligible).length };
    },
    ({ chosen }, k) =>
      chosen
        ? byKey
            .get(chosen.key)!
            .trades.flatMap((trade, index) =>
              trade.fold === k ? [{ variant: chosen.key, trade, index }] : [],
            )
        : [],
  );
  return { choices: steps.map((s) => ({ fold: s.fold, ...s.chosen })), outOfSample };
}
