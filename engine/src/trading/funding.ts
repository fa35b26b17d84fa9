/** Funding rates of one perpetual: settlement times (ms) and rates, oldest first. */
export class FundingSeries {
  constructor(
    private readonly times: readonly number[],
    private readonly rates: readonly number[],
  ) {}

  /** Rates settled after `from` and at or before `to` (a position open over a settlement pays it). */
  between(from: number, to: number): number[] {
    const out: number[] = [];
    for (let i = lowerBound(this.times, from); i < this.times.length && this.times[i]! <= to; i++)
      if (this.times[i]! > from) out.push(this.rates[i]!);
    return out;
  }
}

function lowerBound(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (xs[m]! < x) lo = m + 1;
    else hi = m;
  }
  return lo;
}
