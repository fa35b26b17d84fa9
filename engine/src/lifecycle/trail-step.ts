import type { Timeframe } from '@sinais/shared';
import { INTERVAL_MS } from '../domain/candle';

/**
 * Wall-clock length of a bar of the signal's timeframe: a trailing stop moves when one closes (market time
 * divided by SIM_SPEED; on the real market, Binance's UTC-aligned candles, as in the backtest).
 */
export const trailStepMs = (timeframe: Timeframe, timeScale: number) => INTERVAL_MS[timeframe] / timeScale;
