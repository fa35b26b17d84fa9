import type { Candle } from '../domain/candle';

const DAY_MS = 86_400_000;

/** Daily candles from day 0 whose open, high, low and close are all the given close (tests only). */
export function flatDailyCandles(closes: readonly number[]): Candle[] {
  return closes.map((close, i) => ({
    openTime: i * DAY_MS,
    open: close,
    high: close,
    low: close,
    close,
    volume: 1,
    closeTime: (i + 1) * DAY_MS - 1,
    quoteVolume: 1,
  }));
}
