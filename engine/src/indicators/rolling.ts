/**
 * Window statistics over the bars BEFORE each index (the current bar excluded), so a breakout compares a
 * close with the range it broke. NaN until `period` earlier bars exist.
 */
export function priorMax(values: readonly number[], period: number): number[] {
  return prior(values, period, (a, b) => (a > b ? a : b));
}

export function priorMin(values: readonly number[], period: number): number[] {
  return prior(values, period, (a, b) => (a < b ? a : b));
}

function prior(values: readonly number[], period: number, pick: (a: number, b: number) => number): number[] {
  const out = new Array<number>(values.length).fill(NaN);
  // Monotonic deque of indices: O(n) whatever the period.
  const dq: number[] = [];
  let head = 0;
  for (let i = 0; i < values.length; i++) {
    if (i >= period) {
      while (head < dq.length && dq[head]! < i - period) head++;
      out[i] = values[dq[head]!]!;
    }
    const v = values[i]!;
    while (dq.length > head && pick(values[dq[dq.length - 1]!]!, v) === v) dq.pop();
    dq.push(i);
  }
  return out;
}

/** Log return from `period` bars back to each bar: ln(close[i] / close[i − period]). */
export function logReturn(closes: readonly number[], period: number): number[] {
  return closes.map((c, i) => (i >= period ? Math.log(c / closes[i - period]!) : NaN));
}

/** Sample standard deviation of the last `period` one-bar log returns up to each bar (realised volatility). */
export function realisedVol(closes: readonly number[], period: number): number[] {
  const out = new Array<number>(closes.length).fill(NaN);
  let sum = 0;
  let sumSq = 0;
  const r = (i: number) => Math.log(closes[i]! / closes[i - 1]!);
  for (let i = 1; i < closes.length; i++) {
    const x = r(i);
    sum += x;
    sumSq += x * x;
    if (i > period) {
      const old = r(i - period);
      sum -= old;
      sumSq -= old * old;
    }
    if (i >= period) {
      const mean = sum / period;
      out[i] = Math.sqrt(Math.max(0, (sumSq - period * mean * mean) / (period - 1)));
    }
  }
  return out;
}
