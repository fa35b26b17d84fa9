import type { UTCTimestamp } from 'lightweight-charts';

export interface PricePoint {
  /** ms since epoch */
  t: number;
  price: number;
}

export interface Candle {
  time: UTCTimestamp;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * OHLC buckets over sampled prices. The engine keeps no exchange candles; what it persists per pair is the
 * price at each analysis (analysis_results), and the socket streams live ticks. Bucket size adapts so a
 * pair's history (one point a cycle) and a few minutes of ticks both give readable candles.
 */
export function toCandles(points: readonly PricePoint[], targetCandles = 40): Candle[] {
  const sorted = [...points].filter((p) => Number.isFinite(p.price) && p.price > 0).sort((a, b) => a.t - b.t);
  if (sorted.length === 0) return [];
  const span = sorted[sorted.length - 1]!.t - sorted[0]!.t;
  const bucketS = Math.max(1, Math.ceil(span / 1000 / targetCandles));
  const out: Candle[] = [];
  for (const p of sorted) {
    const time = (Math.floor(p.t / 1000 / bucketS) * bucketS) as UTCTimestamp;
    const last = out[out.length - 1];
    if (last && last.time === time) {
      last.high = Math.max(last.high, p.price);
      last.low = Math.min(last.low, p.price);
      last.close = p.price;
    } else {
      // Each candle opens at the previous close so sampled candles join up.
      const open = last ? last.close : p.price;
      out.push({ time, open, high: Math.max(open, p.price), low: Math.min(open, p.price), close: p.price });
    }
  }
  return out;
}

/** Exchange candles with the latest live price folded into the last one (its close, high and low). */
export function withLivePrice(candles: readonly Candle[], price: number | undefined): Candle[] {
  const out = candles.map((c) => ({ ...c }));
  const last = out[out.length - 1];
  if (last && price !== undefined && Number.isFinite(price) && price > 0) {
    last.close = price;
    last.high = Math.max(last.high, price);
    last.low = Math.min(last.low, price);
  }
  return out;
}
