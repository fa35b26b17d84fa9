import type { Candle } from '../../domain/candle';
import type { ResearchTrade } from '../research-trade';
import type { Segment, SymbolSeries } from '../training-data';
import { DAY_MS } from './calendar-days';

const HOUR = 3_600_000;

const candle = (openTime: number, ms: number, price: number): Candle => ({
  openTime,
  open: price,
  high: price,
  low: price,
  close: price,
  volume: 1,
  closeTime: openTime + ms - 1,
  quoteVolume: 1e9,
});

/**
 * A small market for the portfolio tests: per symbol, a price per UTC day (flat within the day), as hourly,
 * 4-hourly and daily candles from `fromDay` for `days` days.
 */
export function syntheticSegment(
  prices: Record<string, (day: number) => number>,
  fromDay: number,
  days: number,
): Segment {
  const symbols = new Map<string, SymbolSeries>();
  for (const [symbol, price] of Object.entries(prices)) {
    const s: SymbolSeries = { symbol, '1h': [], '4h': [], '1d': [] };
    for (let d = fromDay; d < fromDay + days; d++) {
      const p = price(d);
      s['1d'].push(candle(d * DAY_MS, DAY_MS, p));
      for (let h = 0; h < 24; h++) s['1h'].push(candle(d * DAY_MS + h * HOUR, HOUR, p));
      for (let h = 0; h < 24; h += 4) s['4h'].push(candle(d * DAY_MS + h * HOUR, 4 * HOUR, p));
    }
    symbols.set(symbol, s);
  }
  return { id: 'train_2023', symbols };
}

/** A closed long on SOLUSDT for the portfolio tests; `over` sets what the test is about. */
export const syntheticTrade = (over: Partial<ResearchTrade>): ResearchTrade => ({
  symbol: 'SOLUSDT',
  direction: 'COMPRA',
  fold: 0,
  block: 'B1',
  outcome: 'EXPIRED',
  signalTime: 0,
  entryTime: 0,
  exitTime: 0,
  net: 0,
  netHighFee: 0,
  gross: 0,
  netBaseFunding: 0,
  entry: 100,
  exit: 100,
  size: null,
  hedgeBeta: null,
  targetFrac: 0.1,
  stopFrac: -0.1,
  trailFrac: null,
  stepMs: DAY_MS,
  holdMs: 7 * DAY_MS,
  ...over,
});
