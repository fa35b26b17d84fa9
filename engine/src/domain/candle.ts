import type { Timeframe } from '@sinais/shared';

/** One kline, numbers parsed. `closeTime` = openTime + interval − 1 (Binance convention). */
export interface Candle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  closeTime: number;
  quoteVolume: number;
}

export const TIMEFRAMES: readonly Timeframe[] = ['1h', '4h', '1d'];

export const INTERVAL_MS: Record<Timeframe, number> = {
  '1h': 3_600_000,
  '4h': 4 * 3_600_000,
  '1d': 24 * 3_600_000,
};

export type CandlesByTimeframe = Partial<Record<Timeframe, Candle[]>>;
