import type { ExitPlan } from '../strategy';
import { sma } from '../../indicators/ema';
import { priorMax, priorMin } from '../../indicators/rolling';
import { withBtcFilter } from './btc-regime';
import { columnsOf, num, scoreOf } from './columns';
import type { SeriesRule } from './series-rule';

/**
 * Donchian channel breakout on daily candles (the "turtle" rule): a close above the highest high of the
 * previous `bars` days buys, a close below the lowest low sells.
 */
export function donchianRule(p: { bars: number; exits: ExitPlan; exitId: string; btc: boolean }): SeriesRule {
  const rule: SeriesRule = {
    key: `donchian.N${p.bars}.${p.exitId}`,
    family: 'donchian',
    name: 'Rompimento de Canal',
    timeframe: '1d',
    exits: p.exits,
    params: { bars: p.bars, exit: p.exitId },
    warmup: Math.max(p.bars, 15) + 1,
    signals(ctx) {
      const { close, high, low } = columnsOf(ctx.candles);
      const hi = priorMax(high, p.bars);
      const lo = priorMin(low, p.bars);
      return Int8Array.from(close, (c, i) => (c > hi[i]! ? 1 : c < lo[i]! ? -1 : 0));
    },
    describe(ctx, i, direction) {
      const { close, high, low, atr14 } = columnsOf(ctx.candles);
      const level = direction === 'COMPRA' ? priorMax(high, p.bars)[i]! : priorMin(low, p.bars)[i]!;
      const beyond = Math.abs(close[i]! - level) / atr14[i]!;
      const reasons = [
        `Fechamento ${direction === 'COMPRA' ? 'acima da máxima' : 'abaixo da mínima'} dos ${p.bars} dias anteriores`,
        `${num(beyond)} ATR além do nível rompido`,
      ];
      return { score: scoreOf(beyond / 2), reasons };
    },
  };
  return withBtcFilter(rule, p.btc);
}

/** Volatility breakout: a daily close more than `k` ATRs away from its 20-day average. */
export function atrChannelRule(p: { k: number; exits: ExitPlan; exitId: string; btc: boolean }): SeriesRule {
  const band = (close: number[], atr14: number[]) => {
    const mid = sma(close, 20);
    return mid.map((m, i) => ({ up: m + p.k * atr14[i]!, down: m - p.k * atr14[i]! }));
  };
  const rule: SeriesRule = {
    key: `atr_channel.k${p.k}.${p.exitId}`,
    family: 'atr_channel',
    name: 'Rompimento de Volatilidade',
    timeframe: '1d',
    exits: p.exits,
    params: { k: p.k, exit: p.exitId },
    warmup: 21,
    signals(ctx) {
      const { close, atr14 } = columnsOf(ctx.candles);
      const b = band(close, atr14);
      return Int8Array.from(close, (c, i) => (c > b[i]!.up ? 1 : c < b[i]!.down ? -1 : 0));
    },
    describe(ctx, i, direction) {
      const { close, atr14 } = columnsOf(ctx.candles);
      const mid = sma(close, 20)[i]!;
      const dist = Math.abs(close[i]! - mid) / atr14[i]!;
      const reasons = [
        `Fechamento a ${num(dist)} ATR ${direction === 'COMPRA' ? 'acima' : 'abaixo'} da média de 20 dias (limite ${num(p.k, 1)})`,
      ];
      return { score: scoreOf((dist - p.k) / 2), reasons };
    },
  };
  return withBtcFilter(rule, p.btc);
}
