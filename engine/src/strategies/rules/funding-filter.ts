import { allowedByFunding, fundingCrowding, type Crowding, type FundingRates } from './funding-regime';
import type { SeriesRule } from './series-rule';

export interface FundingPercentiles {
  low: number;
  high: number;
}

const cache = new WeakMap<FundingRates, Map<string, (t: number) => Crowding | null>>();

/** The crowding reader of one funding series, built once per series and percentile pair. */
export function crowdingOf(f: FundingRates, p: FundingPercentiles): (t: number) => Crowding | null {
  const byP = cache.get(f) ?? new Map<string, (t: number) => Crowding | null>();
  cache.set(f, byP);
  const id = `${p.low}/${p.high}`;
  const hit = byP.get(id);
  if (hit) return hit;
  const fresh = fundingCrowding(f, p);
  byP.set(id, fresh);
  return fresh;
}

/**
 * A series rule filtered by BTC funding (suffix `.f`): buys only without long crowding, sells only without
 * short crowding, read at the decision candle's close. Without funding (or fewer than 90 days of readings)
 * the rule does not trade.
 */
export function withFundingFilter(
  rule: SeriesRule,
  p: FundingPercentiles = { low: 20, high: 80 },
): SeriesRule {
  return {
    ...rule,
    key: `${rule.key}.f`,
    params: { ...rule.params, funding: `p${p.low}/p${p.high}` },
    signals(ctx) {
      const sig = rule.signals(ctx);
      const f = ctx.funding;
      if (!f) return new Int8Array(sig.length);
      const at = crowdingOf(f, p);
      return sig.map((s, i) => (s !== 0 && allowedByFunding(s, at(ctx.candles[i]!.closeTime)) ? s : 0));
    },
    describe(ctx, i, direction) {
      const { score, reasons } = rule.describe(ctx, i, direction);
      const side = direction === 'COMPRA' ? 'comprada' : 'vendida';
      return { score, reasons: [...reasons, `Funding do BTC sem aglomeração ${side}`] };
    },
  };
}
