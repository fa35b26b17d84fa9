import { describe, expect, it } from 'vitest';
import type { TopPair } from '@sinais/shared';
import { filterPairs } from './filter-pairs';

const pair = (symbol: string, base: string) => ({ symbol, base_asset: base }) as TopPair;

describe('filterPairs', () => {
  it('matches symbol or base asset, case-insensitively', () => {
    const pairs = [pair('BTCUSDT', 'BTC'), pair('ETHUSDT', 'ETH'), pair('1000PEPEUSDT', '1000PEPE')];
    expect(filterPairs(pairs, ' btc ').map((p) => p.symbol)).toEqual(['BTCUSDT']);
    expect(filterPairs(pairs, 'pepe').map((p) => p.symbol)).toEqual(['1000PEPEUSDT']);
    expect(filterPairs(pairs, '')).toHaveLength(3);
  });
});
