import type { ExitPlan } from '../strategy';
import { logReturn, realisedVol } from '../../indicators/rolling';
import { withBtcFilter } from './btc-regime';
import { columnsOf, num, pct, scoreOf } from './columns';
import type { RuleContext, SeriesRule } from './series-rule';

const VOL_BARS = 30;

/**
 * Time-series momentum on daily candles (Moskowitz, Ooi & Pedersen 2012; Liu & Tsyvinski 2021 for crypto):
 * the sign of the last `lookback` days' return, taken only when that return is at least `z` of its own
 * volatility (the daily volatility of the last 30 days scaled to the lookback), so noise does not trade.
 */
export function tsmomRule(p: {
  lookback: number;
  z: number;
  exits: ExitPlan;
  exitId: string;
  btc: boolean;
}): SeriesRule {
  const zOf = (ctx: RuleContext) => {
    const { close } = columnsOf(ctx.candles);
    const ret = logReturn(close, p.lookback);
    const vol = realisedVol(close, VOL_BARS);
    return ret.map((r, i) => r / (vol[i]! * Math.sqrt(p.lookback)));
  };
  const rule: SeriesRule = {
    key: `tsmom.L${p.lookback}.z${p.z}.${p.exitId}`,
    family: 'tsmom',
    name: 'Momento de Tendência',
    timeframe: '1d',
    exits: p.exits,
    params: { lookback: p.lookback, z: p.z, exit: p.exitId },
    warmup: Math.max(p.lookback, VOL_BARS) + 1,
    signals(ctx) {
      const z = zOf(ctx);
      return Int8Array.from(z, (x) => (x > p.z ? 1 : x < -p.z ? -1 : 0));
    },
    proximity(ctx, i) {
      const z = zOf(ctx)[i]!;
      const ret = Math.exp(logReturn(columnsOf(ctx.candles).close, p.lookback)[i]!) - 1;
      const move = `Retorno de ${pct(ret)} em ${p.lookback} dias (${num(Math.abs(z))} desvios da volatilidade)`;
      if (!Number.isFinite(z)) return { score: 0, reasons: ['Histórico insuficiente para o momento'] };
      if (Math.abs(z) <= p.z)
        return {
          score: Math.round(70 * Math.min(1, Math.abs(z) / p.z) * 10) / 10,
          reasons: [move, `Gatilho a partir de ${num(p.z, 1)} desvio`],
        };
      return {
        score: 70,
        reasons: [
          move,
          `BTC em regime ${z > 0 ? 'de baixa' : 'de alta'}: o filtro bloqueia o lado ${z > 0 ? 'comprado' : 'vendido'}`,
        ],
      };
    },
    describe(ctx, i, direction) {
      const z = zOf(ctx)[i]!;
      const ret = Math.exp(logReturn(columnsOf(ctx.candles).close, p.lookback)[i]!) - 1;
      const reasons = [
        `Retorno de ${pct(ret)} em ${p.lookback} dias (${num(Math.abs(z))} desvios da volatilidade do período)`,
        direction === 'COMPRA'
          ? 'Tendência de alta persistente no diário'
          : 'Tendência de baixa persistente no diário',
      ];
      return { score: scoreOf((Math.abs(z) - p.z) / 2), reasons };
    },
  };
  return withBtcFilter(rule, p.btc);
}
