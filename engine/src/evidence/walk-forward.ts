/** A stretch of time [from, to). */
export interface Period {
  from: number;
  to: number;
}

export interface WalkStep<C> {
  fold: number;
  chosen: C;
}

/**
 * THE anchored walk-forward (the research's nested selections and `evaluate`'s exit plans): for every fold
 * k ≥ 1, a choice is made at the fold's start from what had ENDED before it (`choose` must not look past its
 * cutoff), then scored on fold k alone. Fold 0 only trains. The out-of-sample record is the scored items in
 * fold order.
 */
export function walkForward<C, T>(
  folds: readonly Period[],
  choose: (cutoff: number, fold: number) => C,
  score: (chosen: C, fold: number) => readonly T[],
): { steps: Array<WalkStep<C>>; outOfSample: T[] } {
  const steps: Array<WalkStep<C>> = [];
  const outOfSample: T[] = [];
  for (let k = 1; k < folds.length; k++) {
    const chosen = choose(folds[k]!.from, k);
    steps.push({ fold: k, chosen });
    for (const item of score(chosen, k)) outOfSample.push(item);
  }
  return { steps, outOfSample };
}

/** [from, to) cut into `n` equal folds (the last one ends exactly at `to`). */
export function equalFolds(from: number, to: number, n: number): Period[] {
  const span = (to - from) / n;
  return Array.from({ length: n }, (_, k) => ({
    from: from + k * span,
    to: k === n - 1 ? to : from + (k + 1) * span,
  }));
}
