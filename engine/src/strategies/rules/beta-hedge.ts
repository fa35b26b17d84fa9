import type { Candle } from '../../domain/candle';
import type { SeriesRule } from './series-rule';

/** Days of daily log returns in a beta estimate, and the fewest that must exist for one. */
export const BETA_DAYS = 60;
export const BETA_MIN_DAYS = 40;
const DAY = 86_400_000;

/** Daily log return of each candle whose previous day exists, by open time. */
function dailyReturns(candles: readonly Candle[]): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 1; i < candles.length; i++)
    if (candles[i]!.openTime - candles[i - 1]!.openTime === DAY)
      out.set(candles[i]!.openTime, Math.log(candles[i]!.close / candles[i - 1]!.close));
  return out;
}

/**
 * BTC beta of a pair at each of its daily candles (pre-registration of round 3): the OLS slope of the pair's
 * daily log returns on BTC's over the 60 days up to the decision candle, NaN with fewer than 40 common days.
 */
export function betaSeries(pair: readonly Candle[], btc: readonly Candle[]): Float64Array {
  const p = dailyReturns(pair);
  const b = dailyReturns(btc);
  return Float64Array.from(pair, (c) => {
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    for (let d = 0; d < BETA_DAYS; d++) {
      const t = c.openTime - d * DAY;
      const y = p.get(t);
      const x = b.get(t);
      if (x === undefined || y === undefined) continue;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      sxy += x * y;
    }
    const varX = sxx - (sx * sx) / n;
    return n >= BETA_MIN_DAYS && varX > 0 ? (sxy - (sx * sy) / n) / varX : NaN;
  });
}

/**
 * A series rule whose trades carry a BTC beta hedge (suffix `.h`): a leg of −β × size in BTC opened and closed
 * with the trade. Without a beta (fewer than 40 days in common with BTC) there is no trade.
 */
export function withBetaHedge(rule: SeriesRule): SeriesRule {
  const betas = (ctx: Parameters<SeriesRule['signals']>[0]) =>
    ctx.btc ? betaSeries(ctx.candles, ctx.btc) : new Float64Array(ctx.candles.length).fill(NaN);
  return {
    ...rule,
    key: `${rule.key}.h`,
    params: { ...rule.params, hedge: 'btc_beta' },
    signals(ctx) {
      const beta = betas(ctx);
      return rule.signals(ctx).map((s, i) => (Number.isFinite(beta[i]!) ? s : 0));
    },
    legs: (ctx) => ({ ...rule.legs?.(ctx), beta: betas(ctx) }),
    describe(ctx, i, direction) {
      const { score, reasons } = rule.describe(ctx, i, direction);
      const beta = betas(ctx)[i]!;
      return {
        score,
        reasons: [...reasons, `Com hedge de ${beta.toFixed(2).replace('.', ',')} × o tamanho em BTC`],
      };
    },
  };
}
