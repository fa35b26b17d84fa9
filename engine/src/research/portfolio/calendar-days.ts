import { FOLDS } from '../calendar';

export const DAY_MS = 86_400_000;
/** UTC day number of an instant (day 0 = 1970-01-01). */
export const dayOf = (t: number) => Math.floor(t / DAY_MS);
/** Monday-based week number of a UTC day (1970-01-01 was a Thursday), as the research's weekly means. */
export const weekOf = (day: number) => Math.floor((day + 3) / 7);

/** Every UTC day from the first fold's start to the last fold's end, and the fold of each (−1 in the held-out gap). */
export const FIRST_DAY = dayOf(FOLDS[0]!.from);
export const DAY_COUNT = dayOf(Math.max(...FOLDS.map((f) => f.to))) - FIRST_DAY;
export const FOLD_OF_DAY: Int8Array = Int8Array.from({ length: DAY_COUNT }, (_, d) => {
  const t = (FIRST_DAY + d) * DAY_MS;
  return FOLDS.findIndex((f) => t >= f.from && t < f.to);
});

/** Calendar indices (days since FIRST_DAY) that lie in a fold and pass `keep`, in order. */
export function foldDays(keep: (fold: number, day: number) => boolean): number[] {
  const out: number[] = [];
  for (let d = 0; d < DAY_COUNT; d++) if (FOLD_OF_DAY[d]! >= 0 && keep(FOLD_OF_DAY[d]!, d)) out.push(d);
  return out;
}
