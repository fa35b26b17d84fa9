import type { Direction } from '@sinais/shared';
import type { Candle } from '../../domain/candle';
import { CONFIRM_WINDOW_MS } from '../../trading/rules';
import type { ExitPlan } from '../strategy';
import { betaSeries } from './beta-hedge';
import { pct } from './columns';
import { crowdingOf, type FundingPercentiles } from './funding-filter';
import { allowedByFunding } from './funding-regime';
import type { FamilyKey, LegSeries } from './series-rule';
import { volSizes } from './vol-sizing';
import { MIN_RANKED, type CrossContext, type CrossSectionRule } from './xs-momentum';

const DAY = 86_400_000;
const SUNDAY = 0;

/**
 * A weekly basket leg: a protective stop at 3 daily ATRs, a target at 10, and a hold that ends at the next
 * decision (a week less the 60-minute window); no cool-down, so a pair that stays selected is re-entered.
 */
export const WEEKLY_BASKET_EXITS: ExitPlan = {
  stopAtr: 3,
  targetAtr: 10,
  holdBars: 7,
  holdMs: 7 * DAY - CONFIRM_WINDOW_MS,
  coolDownBars: 0,
};

interface Leg {
  symbol: string;
  i: number;
  direction: 1 | -1;
  size: number;
  beta: number;
}

type Decide = (universe: ReadonlyMap<string, readonly Candle[]>, ctx?: CrossContext) => Leg[];

/** A basket rule from its weekly decision: signals and leg sizes (and hedge betas) per pair and candle. */
function basketRule(
  def: Omit<CrossSectionRule, 'signalsAll' | 'legsAll' | 'describe' | 'timeframe' | 'exits'> & {
    decide: Decide;
    reason: (direction: Direction) => string;
  },
): CrossSectionRule {
  const memo = new WeakMap<object, { signals: Map<string, Int8Array>; legs: Map<string, LegSeries> }>();
  const run = (universe: ReadonlyMap<string, readonly Candle[]>, ctx?: CrossContext) => {
    const hit = memo.get(universe);
    if (hit) return hit;
    const signals = new Map<string, Int8Array>();
    const legs = new Map<string, LegSeries>();
    for (const [symbol, candles] of universe) {
      signals.set(symbol, new Int8Array(candles.length));
      legs.set(symbol, {
        size: new Float64Array(candles.length),
        beta: new Float64Array(candles.length).fill(NaN),
      });
    }
    for (const leg of def.decide(universe, ctx)) {
      signals.get(leg.symbol)![leg.i] = leg.direction;
      legs.get(leg.symbol)!.size![leg.i] = leg.size;
      legs.get(leg.symbol)!.beta![leg.i] = leg.beta;
    }
    const out = { signals, legs };
    memo.set(universe, out);
    return out;
  };
  const { decide: _decide, reason, ...info } = def;
  return {
    ...info,
    timeframe: '1d',
    exits: WEEKLY_BASKET_EXITS,
    signalsAll: (universe, ctx) => run(universe, ctx).signals,
    legsAll: (universe, ctx) => run(universe, ctx).legs,
    describe: (rank, of, ret, direction) => ({
      score: 80,
      reasons: [
        `${rank}º de ${of} pares pelo retorno do período (${pct(Math.exp(ret) - 1)})`,
        reason(direction),
      ],
    }),
  };
}

/** Each Sunday close, the pairs with a candle then, with their index (the weekly decision's rows). */
function sundays(
  universe: ReadonlyMap<string, readonly Candle[]>,
): Map<number, Array<{ symbol: string; i: number }>> {
  const byTime = new Map<number, Array<{ symbol: string; i: number }>>();
  for (const [symbol, candles] of universe)
    candles.forEach((c, i) => {
      if (new Date(c.openTime).getUTCDay() !== SUNDAY) return;
      const row = byTime.get(c.closeTime) ?? [];
      row.push({ symbol, i });
      byTime.set(c.closeTime, row);
    });
  return byTime;
}

/** Log return over `lookback` consecutive days ending at candle i (NaN when the span has a gap). */
function spanReturn(candles: readonly Candle[], i: number, lookback: number): number {
  if (i < lookback || candles[i]!.openTime - candles[i - lookback]!.openTime !== lookback * DAY) return NaN;
  return Math.log(candles[i]!.close / candles[i - lookback]!.close);
}

/** BTC's log return over the same `lookback` days ending at a close time (NaN when unknown). */
function btcSpanReturn(
  btc: readonly Candle[],
  byClose: Map<number, number>,
  closeTime: number,
  lookback: number,
) {
  const j = byClose.get(closeTime);
  return j === undefined ? NaN : spanReturn(btc, j, lookback);
}

export interface LongShortParams {
  side: 'momentum' | 'reversal';
  lookback: number;
  q: number;
  /** Volatility-managed leg sizes (family 2). */
  vm?: boolean;
  /** Rank by the return residual to BTC and hedge every leg (family 3). */
  resid?: boolean;
  /** Funding filter (family 6): buys only without long crowding, sells only without short crowding. */
  funding?: FundingPercentiles;
}

/**
 * Market-neutral long/short basket across the pairs (pre-registration of round 3, families 1–3 and 6): every
 * Sunday at the daily close the tradable pairs (≥ 10) are ranked by their `lookback`-day log return (or its
 * residual to BTC); momentum buys the `q` strongest and sells the `q` weakest, reversal the opposite. Each leg
 * is sized 1/(2q): gross exposure 1, net 0.
 */
export function xsLongShortRule(p: LongShortParams): CrossSectionRule {
  const family: FamilyKey = p.resid ? 'xs_resid' : 'xs_ls';
  const key = `${family}.${p.side}.L${p.lookback}.q${p.q}${p.vm ? '.vm' : ''}${p.resid ? '.h' : ''}${p.funding ? '.f' : ''}`;
  const base = 1 / (2 * p.q);
  const decide: Decide = (universe, ctx) => {
    const btc = ctx?.btcDaily ?? null;
    if (p.resid && !btc) return [];
    const btcIdx = new Map((btc ?? []).map((c, j) => [c.closeTime, j]));
    const sizes = new Map([...universe].map(([s, c]) => [s, p.vm ? volSizes(c, base) : null]));
    const betas = new Map([...universe].map(([s, c]) => [s, btc ? betaSeries(c, btc) : null]));
    const crowding = p.funding && ctx?.funding ? crowdingOf(ctx.funding, p.funding) : null;
    const legs: Leg[] = [];
    for (const [t, row] of sundays(universe)) {
      const ranked = row.flatMap(({ symbol, i }) => {
        const own = spanReturn(universe.get(symbol)!, i, p.lookback);
        const beta = betas.get(symbol)?.[i] ?? NaN;
        const ret = p.resid ? own - beta * btcSpanReturn(btc!, btcIdx, t, p.lookback) : own;
        return Number.isFinite(ret) ? [{ symbol, i, ret, beta }] : [];
      });
      if (ranked.length < MIN_RANKED) continue;
      if (p.funding && !crowding) continue;
      ranked.sort((a, b) => b.ret - a.ret || a.symbol.localeCompare(b.symbol));
      const sign = p.side === 'momentum' ? 1 : -1;
      const picks = [
        ...ranked.slice(0, p.q).map((r) => ({ ...r, direction: sign as 1 | -1 })),
        ...ranked.slice(-p.q).map((r) => ({ ...r, direction: -sign as 1 | -1 })),
      ];
      const reading = crowding?.(t) ?? null;
      for (const r of picks) {
        if (p.funding && !allowedByFunding(r.direction, reading)) continue;
        const size = sizes.get(r.symbol)?.[r.i] ?? base;
        legs.push({ symbol: r.symbol, i: r.i, direction: r.direction, size, beta: p.resid ? r.beta : NaN });
      }
    }
    return legs;
  };
  return basketRule({
    key,
    family,
    name: p.side === 'momentum' ? 'Cesta de Força Relativa' : 'Cesta de Reversão Relativa',
    params: {
      side: p.side,
      lookback: p.lookback,
      q: p.q,
      ...(p.vm ? { sizing: 'vol', baseSize: base } : {}),
      ...(p.resid ? { rank: 'residual_btc', hedge: 'btc_beta' } : {}),
      ...(p.funding ? { funding: `p${p.funding.low}/p${p.funding.high}` } : {}),
    },
    warmup: p.lookback + 1,
    decide,
    reason: (d) =>
      p.side === 'momentum'
        ? `${d === 'COMPRA' ? 'Entre os mais fortes' : 'Entre os mais fracos'} da semana, numa cesta comprada e vendida`
        : `${d === 'COMPRA' ? 'Entre os mais fracos' : 'Entre os mais fortes'} da semana, numa cesta comprada e vendida`,
  });
}

/**
 * The funding basket (family 6): every Sunday, all tradable pairs at 1/N each, bought under short crowding
 * and sold under long crowding; nothing otherwise (nor when both readings hold, nor without a reading).
 */
export function fundingBasketRule(p: FundingPercentiles): CrossSectionRule {
  const decide: Decide = (universe, ctx) => {
    if (!ctx?.funding) return [];
    const crowding = crowdingOf(ctx.funding, p);
    const legs: Leg[] = [];
    for (const [t, row] of sundays(universe)) {
      const c = crowding(t);
      if (!c || c.long === c.short) continue;
      const direction = c.short ? 1 : -1;
      for (const { symbol, i } of row) legs.push({ symbol, i, direction, size: 1 / row.length, beta: NaN });
    }
    return legs;
  };
  return basketRule({
    key: `funding_basket.p${p.low}p${p.high}`,
    family: 'funding_basket',
    name: 'Cesta contra a Aglomeração',
    params: { funding: `p${p.low}/p${p.high}` },
    warmup: 1,
    decide,
    reason: (d) =>
      d === 'COMPRA'
        ? 'Funding do BTC indica aglomeração vendida: cesta comprada'
        : 'Funding do BTC indica aglomeração comprada: cesta vendida',
  });
}
