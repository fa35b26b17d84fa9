import type { Direction } from '@sinais/shared';
import type { Candle } from '../../domain/candle';
import { sma } from '../../indicators/ema';
import { lastClosedIndex, type SeriesRule } from './series-rule';

/** BTC's regime: up when its close is above its 50-bar SMA (daily: about ten weeks). */
export const BTC_REGIME_SMA = 50;

/**
 * For each candle of a pair, BTC's regime at that candle's close: +1 up, −1 down, 0 unknown (BTC missing or
 * still warming up). Longs are allowed only in +1, shorts only in −1.
 */
export function btcRegimeAt(candles: readonly Candle[], btc: readonly Candle[] | null): Int8Array {
  const out = new Int8Array(candles.length);
  if (!btc || btc.length === 0) return out;
  const avg = sma(
    btc.map((c) => c.close),
    BTC_REGIME_SMA,
  );
  for (let i = 0; i < candles.length; i++) {
    const j = lastClosedIndex(btc, candles[i]!.closeTime);
    if (j < 0 || !Number.isFinite(avg[j]!)) continue;
    out[i] = btc[j]!.close > avg[j]! ? 1 : -1;
  }
  return out;
}

/** Keeps a signal only when BTC's regime points the same way (the filter variant of a family). */
export function withBtcRegime(signals: Int8Array, regime: Int8Array): Int8Array {
  return signals.map((s, i) => (s !== 0 && s === regime[i] ? s : 0));
}

/** The reason a BTC-filtered signal carries. */
export const btcReason = (direction: Direction) =>
  `BTC ${direction === 'COMPRA' ? 'acima' : 'abaixo'} da média de ${BTC_REGIME_SMA} dias`;

/**
 * A family's variant with or without the BTC filter: the filtered one's key ends in `.btc`, its signals keep
 * only BTC's side and its reasons end with BTC's; `params.btcFilter` records which one it is.
 */
export function withBtcFilter(rule: SeriesRule, btc: boolean): SeriesRule {
  const params = { ...rule.params, btcFilter: btc };
  if (!btc) return { ...rule, params };
  return {
    ...rule,
    key: `${rule.key}.btc`,
    params,
    signals: (ctx) => withBtcRegime(rule.signals(ctx), btcRegimeAt(ctx.candles, ctx.btc)),
    describe(ctx, i, direction) {
      const { score, reasons } = rule.describe(ctx, i, direction);
      return { score, reasons: [...reasons, btcReason(direction)] };
    },
  };
}
