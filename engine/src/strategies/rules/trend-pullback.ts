import type { Timeframe } from '@sinais/shared';
import type { Candle } from '../../domain/candle';
import type { ExitPlan } from '../strategy';
import { bollinger } from '../../indicators/bollinger';
import { sma } from '../../indicators/ema';
import { rsi } from '../../indicators/rsi';
import { withBtcFilter } from './btc-regime';
import { columnsOf, num, scoreOf } from './columns';
import { lastClosedIndex, type RuleContext, type SeriesRule } from './series-rule';

export type PullbackTrigger = 'rsi_band_4h' | 'band_4h' | 'rsi3_1d';

const TRIGGERS: Record<PullbackTrigger, { timeframe: Timeframe; label: string }> = {
  rsi_band_4h: {
    timeframe: '4h',
    label: 'RSI(14) além de 30/70 e fechamento fora da banda de Bollinger (4H)',
  },
  band_4h: { timeframe: '4h', label: 'fechamento fora da banda de Bollinger (20, 2) no 4H' },
  rsi3_1d: { timeframe: '1d', label: 'RSI(3) além de 15/85 no diário' },
};

/** Daily trend at each candle's close: +1 when the daily close is above its `period`-day SMA, −1 below, 0 unknown. */
export function dailyTrendAt(
  candles: readonly Candle[],
  daily: readonly Candle[],
  period: number,
): Int8Array {
  const avg = sma(
    daily.map((c) => c.close),
    period,
  );
  return Int8Array.from(candles, (c) => {
    const j = lastClosedIndex(daily, c.closeTime);
    if (j < 0 || !Number.isFinite(avg[j]!)) return 0;
    return daily[j]!.close > avg[j]! ? 1 : -1;
  });
}

/**
 * Reversal only with the higher-timeframe trend: buy an oversold dip while the daily trend is up, sell an
 * overbought rally while it is down (the pullback entry of trend followers). The fade strategies of the
 * previous method lost when they faded the trend; this one never does.
 */
export function trendPullbackRule(p: {
  trigger: PullbackTrigger;
  trendSma: number;
  exits: ExitPlan;
  exitId: string;
  btc: boolean;
}): SeriesRule {
  const { timeframe, label } = TRIGGERS[p.trigger];
  const extremes = (ctx: RuleContext) => {
    const { close } = columnsOf(ctx.candles);
    if (p.trigger === 'rsi3_1d') {
      const r = rsi(close, 3);
      return close.map((_, i) => (r[i]! < 15 ? 1 : r[i]! > 85 ? -1 : 0));
    }
    const bb = bollinger(close, 20, 2);
    const r = rsi(close, 14);
    return close.map((c, i) => {
      const low = c < bb.lower[i]! && (p.trigger === 'band_4h' || r[i]! < 30);
      const high = c > bb.upper[i]! && (p.trigger === 'band_4h' || r[i]! > 70);
      return low ? 1 : high ? -1 : 0;
    });
  };
  const trend = (ctx: RuleContext) => {
    const daily = timeframe === '1d' ? ctx.candles : (ctx.higher['1d'] ?? []);
    return dailyTrendAt(ctx.candles, daily, p.trendSma);
  };
  const rule: SeriesRule = {
    key: `trend_pullback.${p.trigger}.sma${p.trendSma}.${p.exitId}`,
    family: 'trend_pullback',
    name: 'Correção na Tendência',
    timeframe,
    exits: p.exits,
    params: { trigger: p.trigger, trendSma: p.trendSma, exit: p.exitId },
    warmup: timeframe === '1d' ? p.trendSma + 1 : 21,
    signals(ctx) {
      const ext = extremes(ctx);
      const tr = trend(ctx);
      return Int8Array.from(ext, (e, i) => (e !== 0 && e === tr[i] ? e : 0));
    },
    describe(ctx, i, direction) {
      const { close, atr14 } = columnsOf(ctx.candles);
      const mid = sma(close, 20)[i]!;
      const stretch = Math.abs(close[i]! - mid) / atr14[i]!;
      const reasons = [
        `${direction === 'COMPRA' ? 'Queda' : 'Alta'} até ${label}`,
        `Tendência diária ${direction === 'COMPRA' ? 'de alta' : 'de baixa'} (fechamento ${direction === 'COMPRA' ? 'acima' : 'abaixo'} da média de ${p.trendSma} dias)`,
        `${num(stretch)} ATR da média de 20 candles`,
      ];
      return { score: scoreOf(stretch / 4), reasons };
    },
  };
  return withBtcFilter(rule, p.btc);
}
