import { describe, expect, it } from 'vitest';
import type { PairInfo, Ticker24h } from '../domain/market';
import { rankPairs } from './rank-pairs';

const pair = (symbol: string, over: Partial<PairInfo> = {}): PairInfo => ({
  symbol,
  baseAsset: symbol.replace('USDT', ''),
  quoteAsset: 'USDT',
  contractType: 'PERPETUAL',
  status: 'TRADING',
  maxLeverage: 50,
  onboardDate: null,
  ...over,
});
const tick = (symbol: string, quoteVolume: number, rangePct: number): Ticker24h => ({
  symbol,
  lastPrice: 100,
  priceChangePercent: 0,
  highPrice: 100 * (1 + rangePct / 100),
  lowPrice: 100,
  quoteVolume,
});

describe('rankPairs (TOP N selection)', () => {
  it('keeps only USDT perpetuals in TRADING with ≥50x, scoring 60% log-volume + 40% capped volatility', () => {
    const pairs = [
      pair('AUSDT'),
      pair('BUSDT'),
      pair('CUSDT'),
      pair('LOWLEVUSDT', { maxLeverage: 20 }),
      pair('QUARTERUSDT', { contractType: 'CURRENT_QUARTER' }),
      pair('HALTUSDT', { status: 'SETTLING' }),
      pair('AUSDC', { quoteAsset: 'USDC' }),
    ];
    const tickers = [
      tick('AUSDT', 1e9, 2),
      tick('BUSDT', 1e7, 10),
      tick('CUSDT', 1e8, 6),
      tick('LOWLEVUSDT', 1e10, 50),
      tick('QUARTERUSDT', 1e10, 50),
      tick('HALTUSDT', 1e10, 50),
      tick('AUSDC', 1e10, 50),
    ];
    const r = rankPairs(pairs, tickers, { count: 2, fallbackMinVolume: 0 });
    expect(r.totalUsdtPairs).toBe(4);
    expect(r.pairsWith50x).toBe(3);
    expect(r.usedFallback).toBe(false);
    // A: vol 1, volat 0 → 60; B: vol 0, volat 1 → 40; C: vol .5, volat .5 → 50 (range capped at p95 = C's 6% → C gets 1 → 70).
    expect(r.pairs.map((p) => [p.symbol, p.rank])).toEqual([
      ['CUSDT', 1],
      ['AUSDT', 2],
    ]);
    expect(r.pairs[0]!.score).toBeCloseTo(70, 6);
    expect(r.pairs[1]!.score).toBeCloseTo(60, 6);
  });

  it('estimates leverage from volume when it is unknown, and reports that it did', () => {
    const r = rankPairs(
      [pair('AUSDT', { maxLeverage: null }), pair('BUSDT', { maxLeverage: null })],
      [tick('AUSDT', 5e7, 3), tick('BUSDT', 1e6, 3)],
      {
        count: 150,
        fallbackMinVolume: 2e7,
      },
    );
    expect(r.usedFallback).toBe(true);
    expect(r.pairs.map((p) => p.symbol)).toEqual(['AUSDT']);
    expect(r.pairs[0]!.max_leverage).toBeNull();
  });
});
