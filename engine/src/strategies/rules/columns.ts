import type { Candle } from '../../domain/candle';
import { atr } from '../../indicators/atr';

/** The columns every rule reads, computed once per series. */
export interface Columns {
  close: number[];
  high: number[];
  low: number[];
  atr14: number[];
}

export function columnsOf(candles: readonly Candle[]): Columns {
  const close = candles.map((c) => c.close);
  const high = candles.map((c) => c.high);
  const low = candles.map((c) => c.low);
  return { close, high, low, atr14: atr(high, low, close, 14) };
}

/** A triggered setup scores 75 (the default threshold) plus up to 25 for the strength of its evidence. */
export const scoreOf = (strength: number) =>
  Math.round((75 + 25 * Math.min(1, Math.max(0, Number.isFinite(strength) ? strength : 0))) * 10) / 10;

export const pct = (x: number, d = 1) => `${(x * 100).toFixed(d).replace('.', ',')}%`;
export const num = (x: number, d = 2) => x.toFixed(d).replace('.', ',');
