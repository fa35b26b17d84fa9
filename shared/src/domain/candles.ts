import type { ChartCandle } from '../schemas/engine';
import type { Timeframe } from '../schemas/common';

export const TIMEFRAME_SECONDS: Record<Timeframe, number> = { '1h': 3600, '4h': 4 * 3600, '1d': 86_400 };

export interface TimedPrice {
  /** ms since epoch */
  t: number;
  price: number;
}

/**
 * Candles of `intervalS` seconds over sampled prices (the price the engine saw at each analysis). Each candle
 * opens at the previous close so the sampled candles join up; the newest `limit` are returned.
 */
export function candlesFromPrices(
  points: readonly TimedPrice[],
  intervalS: number,
  limit: number,
): ChartCandle[] {
  const sorted = points.filter((p) => Number.isFinite(p.price) && p.price > 0).sort((a, b) => a.t - b.t);
  const out: ChartCandle[] = [];
  for (const p of sorted) {
    const time = Math.floor(p.t / 1000 / intervalS) * intervalS;
    const last = out[out.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, p.price);
      last.low = Math.min(last.low, p.price);
      last.close = p.price;
    } else {
      const open = last ? last.close : p.price;
      out.push({ time, open, high: Math.max(open, p.price), low: Math.min(open, p.price), close: p.price });
    }
  }
  return out.slice(-limit);
}
