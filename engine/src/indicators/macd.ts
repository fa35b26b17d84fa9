import { ema } from './ema';

export interface MacdSeries {
  macd: number[];
  signal: number[];
  histogram: number[];
}

/**
 * TA-Lib MACD: the slow EMA is seeded with SMA(close[0..slow-1]); the fast EMA is started late, seeded with
 * SMA(close[slow-fast..slow-1]), so both begin at index slow−1. The signal is an EMA of the MACD line seeded
 * at index slow−1. All three outputs start at slow+signal−2 (33 for 12/26/9); earlier slots are NaN.
 */
export function macd(closes: readonly number[], fast = 12, slow = 26, signalPeriod = 9): MacdSeries {
  const n = closes.length;
  const nan = () => new Array<number>(n).fill(NaN);
  const out: MacdSeries = { macd: nan(), signal: nan(), histogram: nan() };
  const firstOut = slow + signalPeriod - 2;
  if (n <= firstOut) return out;
  const slowEma = ema(closes, slow);
  const fastEma = ema(closes, fast, slow - fast);
  const line = nan();
  for (let i = slow - 1; i < n; i++) line[i] = fastEma[i]! - slowEma[i]!;
  const signal = ema(line, signalPeriod, slow - 1);
  for (let i = firstOut; i < n; i++) {
    out.macd[i] = line[i]!;
    out.signal[i] = signal[i]!;
    out.histogram[i] = line[i]! - signal[i]!;
  }
  return out;
}
