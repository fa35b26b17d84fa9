/**
 * RSI with Wilder smoothing exactly as TA-Lib (unstable period 0): the first average gain/loss is the simple
 * mean of the first n changes, then avg = (prev·(n−1) + x)/n. First output at index n; 0 when there is no
 * movement at all (TA-Lib's choice, not 50).
 */
export function rsi(closes: readonly number[], period = 14): number[] {
  const out = new Array<number>(closes.length).fill(NaN);
  if (closes.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const d = closes[i]! - closes[i - 1]!;
    if (d > 0) gain += d;
    else loss -= d;
  }
  gain /= period;
  loss /= period;
  out[period] = value(gain, loss);
  for (let i = period + 1; i < closes.length; i++) {
    const d = closes[i]! - closes[i - 1]!;
    gain = (gain * (period - 1) + (d > 0 ? d : 0)) / period;
    loss = (loss * (period - 1) + (d < 0 ? -d : 0)) / period;
    out[i] = value(gain, loss);
  }
  return out;
}

function value(gain: number, loss: number): number {
  const total = gain + loss;
  return total === 0 ? 0 : (100 * gain) / total;
}
