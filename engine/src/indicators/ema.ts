/**
 * TA-Lib EMA: k = 2/(n+1), seeded with the SMA of values[start..start+n-1]; the first output sits at
 * index start+n-1. Earlier slots are NaN so outputs stay aligned with the input.
 */
export function ema(values: readonly number[], period: number, start = 0): number[] {
  const out = new Array<number>(values.length).fill(NaN);
  const first = start + period - 1;
  if (period < 1 || values.length <= first) return out;
  let sum = 0;
  for (let i = start; i <= first; i++) sum += values[i]!;
  let prev = sum / period;
  out[first] = prev;
  const k = 2 / (period + 1);
  for (let i = first + 1; i < values.length; i++) {
    prev = (values[i]! - prev) * k + prev;
    out[i] = prev;
  }
  return out;
}

/** TA-Lib SMA with a running total; NaN before index n-1. */
export function sma(values: readonly number[], period: number): number[] {
  const out = new Array<number>(values.length).fill(NaN);
  if (period < 1 || values.length < period) return out;
  let total = 0;
  for (let i = 0; i < period - 1; i++) total += values[i]!;
  for (let i = period - 1; i < values.length; i++) {
    total += values[i]!;
    out[i] = total / period;
    total -= values[i - period + 1]!;
  }
  return out;
}
