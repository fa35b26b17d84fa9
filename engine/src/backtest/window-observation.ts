import type { Timeframe } from '@sinais/shared';
import { INTERVAL_MS, type Candle } from '../domain/candle';
import { NORMAL_CORRELATION } from '../lifecycle/build-signal';
import { btcCorrelation } from '../strategies/btc-correlation';
import type { WindowPrices } from '../trading/trade-plan';

/**
 * What the monitoring window (the bar after the decision) showed, as the backtest sees it: the price range
 * and last price, BTC's move over it, the pair's behaviour against BTC and its 24 h volume. `past` holds the
 * primary candles up to the decision (the last is the decision bar), `btcPast` BTC's 1h candles up to the end
 * of the window. One function for every scanner, so they feed the window filters the same numbers.
 */
export function observeWindow(input: {
  symbol: string;
  primaryTf: Timeframe;
  past: readonly Candle[];
  window: Candle;
  btcPast: readonly Candle[];
}): WindowPrices {
  const { past, window: w, btcPast } = input;
  const decision = past[past.length - 1]!;
  const t = decision.closeTime;
  const reference = decision.close;
  const corr = input.symbol === 'BTCUSDT' ? 1 : btcPast.length > 0 ? btcCorrelation(past, btcPast) : 0;
  const btcStart = btcPast.find((c) => c.closeTime === t)?.close;
  const btcEnd = btcPast.at(-1)?.close;
  const day = past.filter((c) => c.closeTime > t - 24 * 3_600_000);
  return {
    min: Math.min(reference, w.low),
    max: Math.max(reference, w.high),
    last: w.close,
    btcMovePct: btcStart && btcEnd ? ((btcEnd - btcStart) / btcStart) * 100 : 0,
    behavior: corr >= NORMAL_CORRELATION ? 'NORMAL' : 'INDEPENDENT',
    volume24h:
      day.reduce((a, c) => a + c.quoteVolume, 0) *
      (24 / Math.max(1, (day.length * INTERVAL_MS[input.primaryTf]) / 3_600_000)),
  };
}
