export interface BollingerSeries {
  upper: number[];
  middle: number[];
  lower: number[];
}

/**
 * TA-Lib BBANDS(n, k, k, SMA): middle = SMA(n); σ is the POPULATION standard deviation (÷n) computed, like
 * TA-Lib, from running sums of x and x². First output at index n−1.
 */
export function bollinger(closes: readonly number[], period = 20, mult = 2): BollingerSeries {
  const n = closes.length;
  const out: BollingerSeries = {
    upper: new Array<number>(n).fill(NaN),
    middle: new Array<number>(n).fill(NaN),
    lower: new Array<number>(n).fill(NaN),
  };
  if (n < period) return out;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < period - 1; i++) {
    sum += closes[i]!;
    sumSq += closes[i]! * closes[i]!;
  }
  for (let i = period - 1; i < n; i++) {
    const x = closes[i]!;
    sum += x;
    sumSq += x * x;
    const mean = sum / period;
    const variance = sumSq / period - mean * mean;
    const sd = variance > 0 ? Math.sqrt(variance) : 0;
    out.middle[i] = mean;
    out.upper[i] = mean + mult * sd;
    out.lower[i] = mean - mult * sd;
    const old = closes[i - period + 1]!;
    sum -= old;
    sumSq -= old * old;
  }
  return out;
}

/** Where the close sits in the band: 0 = lower, 1 = upper (can leave 0..1); 0.5 when the band is flat. */
export function bandPosition(close: number, upper: number, lower: number): number {
  const width = upper - lower;
  return width > 0 ? (close - lower) / width : 0.5;
}
