import type { ExchangeCandle } from '@sinais/shared/server';
import type { Timeframe } from '@sinais/shared';

/** One kline, numbers parsed (the shape shared with the gateway's chart reads). */
export type Candle = ExchangeCandle;

export const TIMEFRAMES: readonly Timeframe[] = ['1h', '4h', '1d'];

export const INTERVAL_MS: Record<Timeframe, number> = {
  '1h': 3_600_000,
  '4h': 4 * 3_600_000,
  '1d': 24 * 3_600_000,
};

export type CandlesByTimeframe = Partial<Record<Timeframe, Candle[]>>;
