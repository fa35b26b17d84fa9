import type { Candle } from '../../domain/candle';
import type { ExitPlan } from '../strategy';
import { columnsOf, pct } from './columns';
import type { FundingRates } from './funding-regime';
import type { FamilyKey, LegSeries } from './series-rule';

/** What a cross-sectional rule may read besides the universe: BTC's daily candles and its funding so far. */
export interface CrossContext {
  btcDaily: readonly Candle[] | null;
  funding: FundingRates | null;
}
import type { Direction } from '@sinais/shared';

/** Decisions are taken once a week, at the close of Sunday's daily candle (Monday 00:00 UTC). */
const SUNDAY = 0;
/** A ranking needs at least this many pairs, so "the top three" means something. */
export const MIN_RANKED = 10;

/**
 * Cross-sectional momentum (or reversal) across the pair universe (Liu, Tsyvinski & Wu 2022): every week,
 * rank the pairs by their return over the last `lookback` days; buy the `top` strongest and sell the `top`
 * weakest (momentum), or the opposite (reversal).
 */
export interface CrossSectionRule {
  key: string;
  family: FamilyKey;
  name: string;
  timeframe: '1d';
  exits: ExitPlan;
  params: Readonly<Record<string, number | string | boolean>>;
  warmup: number;
  /** Per symbol, +1/−1/0 per daily candle of that symbol. */
  signalsAll(universe: ReadonlyMap<string, readonly Candle[]>, ctx?: CrossContext): Map<string, Int8Array>;
  /** Per symbol, size and hedge beta per daily candle, for baskets that size or hedge their legs. */
  legsAll?(universe: ReadonlyMap<string, readonly Candle[]>, ctx?: CrossContext): Map<string, LegSeries>;
  describe(rank: number, of: number, ret: number, direction: Direction): { score: number; reasons: string[] };
}

export function xsMomentumRule(p: {
  lookback: number;
  top: number;
  side: 'momentum' | 'reversal';
  exits: ExitPlan;
  exitId: string;
}): CrossSectionRule {
  const rule: CrossSectionRule = {
    key: `xs_momentum.${p.side}.L${p.lookback}.top${p.top}.${p.exitId}`,
    family: 'xs_momentum',
    name: p.side === 'momentum' ? 'Força Relativa' : 'Reversão Relativa',
    timeframe: '1d',
    exits: p.exits,
    params: { lookback: p.lookback, top: p.top, side: p.side, exit: p.exitId },
    warmup: p.lookback + 1,
    signalsAll(universe) {
      const out = new Map<string, Int8Array>();
      const byTime = new Map<number, Array<{ symbol: string; i: number; ret: number }>>();
      for (const [symbol, candles] of universe) {
        out.set(symbol, new Int8Array(candles.length));
        const { close } = columnsOf(candles);
        for (let i = p.lookback; i < candles.length; i++) {
          const c = candles[i]!;
          if (new Date(c.openTime).getUTCDay() !== SUNDAY) continue;
          // The lookback must be made of consecutive days (a gap would stretch it).
          if (c.openTime - candles[i - p.lookback]!.openTime !== p.lookback * 86_400_000) continue;
          const row = byTime.get(c.closeTime) ?? [];
          row.push({ symbol, i, ret: Math.log(close[i]! / close[i - p.lookback]!) });
          byTime.set(c.closeTime, row);
        }
      }
      for (const row of byTime.values()) {
        if (row.length < MIN_RANKED) continue;
        row.sort((a, b) => b.ret - a.ret || a.symbol.localeCompare(b.symbol));
        const sign = p.side === 'momentum' ? 1 : -1;
        row.slice(0, p.top).forEach((r) => (out.get(r.symbol)![r.i] = sign));
        row.slice(-p.top).forEach((r) => (out.get(r.symbol)![r.i] = -sign));
      }
      return out;
    },
    describe(rank, of, ret, direction) {
      return {
        score: 80,
        reasons: [
          `${rank}º de ${of} pares pelo retorno de ${p.lookback} dias (${pct(Math.exp(ret) - 1)})`,
          p.side === 'momentum'
            ? `${direction === 'COMPRA' ? 'Entre os mais fortes' : 'Entre os mais fracos'} da semana: a força relativa tende a continuar`
            : `${direction === 'COMPRA' ? 'Entre os mais fracos' : 'Entre os mais fortes'} da semana: o excesso relativo tende a voltar`,
        ],
      };
    },
  };
  return rule;
}
