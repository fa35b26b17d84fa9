import { CONFIRM_WINDOW_MS, type Timeframe } from '@sinais/shared';
import { INTERVAL_MS } from '../domain/candle';

/**
 * The trading rules live and backtest share, so they cannot drift apart (docs/engine.md §6).
 * A pending signal is watched for one hour; members receive it, and the trade is booked, at the price
 * when the window ends.
 */
export { CONFIRM_WINDOW_MS };

/** Candles per timeframe every decision reads, live and in the backtest. */
export const LOOKBACK_CANDLES = 500;

/** After a trade ends, the same symbol and direction waits this many bars of the signal's timeframe. */
export const COOL_DOWN_BARS = 2;

/** Taker fee per side (Binance USDⓈ-M regular tier), overridable with FEE_RATE. */
export const DEFAULT_FEE_RATE = 0.0004;

/** Perpetual funding is settled every 8 hours (00:00, 08:00, 16:00 UTC). */
export const FUNDING_INTERVAL_MS = 8 * 3_600_000;

export const coolDownMs = (tf: Timeframe, bars = COOL_DOWN_BARS) => bars * INTERVAL_MS[tf];
