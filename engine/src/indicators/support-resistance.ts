import type { Candle } from '../domain/candle';

export interface SupportResistance {
  support: number | null;
  resistance: number | null;
  /** Distance in % from the close to the nearer of the two levels; null when neither exists. */
  distancePct: number | null;
  /** Which level is nearer. */
  nearest: 'support' | 'resistance' | null;
}

/**
 * Levels are swing points: a low (high) lower (higher) than the `wing` bars on each side, within the last
 * `lookback` bars. The nearest swing low below the close is the support, the nearest swing high above it the
 * resistance. When no swing qualifies, the window's extreme low/high stands in. Only bars ≤ the last one are read.
 */
export function supportResistance(candles: readonly Candle[], lookback = 120, wing = 3): SupportResistance {
  const n = candles.length;
  if (n < 2 * wing + 2) return { support: null, resistance: null, distancePct: null, nearest: null };
  const close = candles[n - 1]!.close;
  const from = Math.max(0, n - lookback);
  let support: number | null = null;
  let resistance: number | null = null;
  let minLow = Infinity;
  let maxHigh = -Infinity;
  for (let i = from; i < n - 1; i++) {
    const c = candles[i]!;
    minLow = Math.min(minLow, c.low);
    maxHigh = Math.max(maxHigh, c.high);
    if (i - wing < from || i + wing > n - 1) continue;
    let isLow = true;
    let isHigh = true;
    for (let j = i - wing; j <= i + wing; j++) {
      if (j === i) continue;
      if (candles[j]!.low <= c.low) isLow = false;
      if (candles[j]!.high >= c.high) isHigh = false;
    }
    if (isLow && c.low < close && (support === null || c.low > support)) support = c.low;
    if (isHigh && c.high > close && (resistance === null || c.high < resistance)) resistance = c.high;
  }
  if (support === null && minLow < close) support = minLow;
  if (resistance === null && maxHigh > close) resistance = maxHigh;
  const dS = support !== null ? ((close - support) / close) * 100 : Infinity;
  const dR = resistance !== null ? ((resistance - close) / close) * 100 : Infinity;
  if (!Number.isFinite(dS) && !Number.isFinite(dR))
    return { support, resistance, distancePct: null, nearest: null };
  return dS <= dR
    ? { support, resistance, distancePct: dS, nearest: 'support' }
    : { support, resistance, distancePct: dR, nearest: 'resistance' };
}
