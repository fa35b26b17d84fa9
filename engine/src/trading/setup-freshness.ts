import { CONFIRM_WINDOW_MS } from './rules';

/**
 * Whether a setup may still become a signal at `now`: only before an hour has passed since its candle closed.
 * The live worker visits every pair well within that hour; the backtest steps hourly, so it takes a setup only
 * at the step where its candle closed. A setup blocked then (an open trade, the cool-down) is dropped in both,
 * never taken late at a price the decision did not see. `closeTime` is Binance's (openTime + interval − 1).
 */
export function isFreshSetup(closeTime: number, now: number): boolean {
  return now - (closeTime + 1) < CONFIRM_WINDOW_MS;
}
