/**
 * Average True Range with Wilder smoothing, TA-Lib convention: true range from the second bar, the first
 * ATR at index n is the simple mean of the first n true ranges, then atr = (prev·(n−1) + tr)/n.
 * Stops and targets are sized by it so they fit each pair's volatility.
 */
export function atr(
  high: readonly number[],
  low: readonly number[],
  close: readonly number[],
  period = 14,
): number[] {
  const n = close.length;
  const out = new Array<number>(n).fill(NaN);
  if (n <= period) return out;
  const tr = (i: number) =>
    Math.max(high[i]! - low[i]!, Math.abs(high[i]! - close[i - 1]!), Math.abs(low[i]! - close[i - 1]!));
  let sum = 0;
  for (let i = 1; i <= period; i++) sum += tr(i);
  let value = sum / period;
  out[period] = value;
  for (let i = period + 1; i < n; i++) {
    value = (value * (period - 1) + tr(i)) / period;
    out[i] = value;
  }
  return out;
}
