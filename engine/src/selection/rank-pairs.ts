import type { TopPair } from '@sinais/shared';
import type { PairInfo, Ticker24h } from '../domain/market';

export const VOLUME_WEIGHT = 0.6;
export const VOLATILITY_WEIGHT = 0.4;
export const MIN_LEVERAGE = 50;

export interface RankOptions {
  count: number;
  /** Used only for contracts whose max leverage is unknown (no API key): see docs/engine.md. */
  fallbackMinVolume: number;
}

export interface Ranking {
  pairs: TopPair[];
  totalUsdtPairs: number;
  pairsWith50x: number;
  /** True when at least one contract's leverage had to be estimated. */
  usedFallback: boolean;
}

export const isUsdtPerpetual = (p: PairInfo) =>
  p.contractType === 'PERPETUAL' && p.status === 'TRADING' && p.quoteAsset === 'USDT';

/**
 * TOP N: USDT perpetuals in TRADING with max leverage ≥ 50x, ranked by 0.6·volume + 0.4·volatility where
 *  - volume = log10(24 h quote volume), min–max scaled to 0..1 over the eligible set (log, because volumes
 *    span four orders of magnitude and BTC alone would squash everyone else to 0);
 *  - volatility = 24 h range (high − low)/low in %, capped at the eligible set's 95th percentile (one
 *    listing pump must not compress the rest), then min–max scaled to 0..1.
 * Score is 0..100. Ties break by symbol for a stable order.
 */
export function rankPairs(
  pairs: readonly PairInfo[],
  tickers: readonly Ticker24h[],
  opts: RankOptions,
): Ranking {
  const bySymbol = new Map(tickers.map((t) => [t.symbol, t]));
  const usdt = pairs.filter(isUsdtPerpetual);
  let usedFallback = false;
  const eligible = usdt.flatMap((p) => {
    const t = bySymbol.get(p.symbol);
    if (!t || !(t.lastPrice > 0) || !(t.lowPrice > 0)) return [];
    let leverage = p.maxLeverage;
    if (leverage === null) {
      usedFallback = true;
      if (t.quoteVolume < opts.fallbackMinVolume) return [];
      leverage = null;
    } else if (leverage < MIN_LEVERAGE) return [];
    return [
      {
        p,
        t,
        leverage,
        vol: Math.log10(Math.max(1, t.quoteVolume)),
        range: ((t.highPrice - t.lowPrice) / t.lowPrice) * 100,
      },
    ];
  });
  const ranges = eligible.map((e) => e.range).sort((a, b) => a - b);
  const cap = ranges[Math.floor(0.95 * (ranges.length - 1))] ?? 0;
  const vols = eligible.map((e) => e.vol);
  const [vMin, vMax] = [Math.min(...vols), Math.max(...vols)];
  const rMin = Math.min(...ranges);
  const scale = (x: number, lo: number, hi: number) => (hi > lo ? (x - lo) / (hi - lo) : 1);
  const scored = eligible
    .map((e) => {
      const score =
        100 *
        (VOLUME_WEIGHT * scale(e.vol, vMin, vMax) +
          VOLATILITY_WEIGHT * scale(Math.min(e.range, cap), rMin, cap));
      return { ...e, score };
    })
    .sort((a, b) => b.score - a.score || a.p.symbol.localeCompare(b.p.symbol));
  return {
    pairs: scored.slice(0, opts.count).map((e, i) => ({
      rank: i + 1,
      symbol: e.p.symbol,
      base_asset: e.p.baseAsset,
      quote_asset: e.p.quoteAsset,
      price: e.t.lastPrice,
      status: 'active',
      max_leverage: e.leverage,
      volume_24h: e.t.quoteVolume,
      volatility_pct: round(e.range, 4),
      score: round(e.score, 3),
    })),
    totalUsdtPairs: usdt.length,
    pairsWith50x: eligible.length,
    usedFallback,
  };
}

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
