import { describe, expect, it } from 'vitest';
import { checkExit } from './exit-rules';
import { FILTERS, decide, filterList, type WindowObservation } from './filters';

const base: WindowObservation = {
  direction: 'COMPRA',
  entry: 100,
  min: 99.8,
  max: 100.6,
  last: 100.4,
  btcMovePct: 0.2,
  behavior: 'NORMAL',
  volume24h: 5e7,
};

describe('anti-reversal filters', () => {
  it('are named, flagged and described for operators', () => {
    expect(filterList()).toHaveLength(FILTERS.length);
    for (const f of filterList())
      expect(f).toEqual({ name: expect.any(String), is_active: true, description: expect.any(String) });
  });

  it('confirm a signal that held its ground, with one reason per filter', () => {
    const d = decide(base);
    expect(d.confirmed).toBe(true);
    expect(d.confirmationReasons).toHaveLength(FILTERS.length);
    expect(d.rejectionReasons).toEqual([]);
  });

  it.each([
    ['price reversal', { min: 98.3 }, 'Anti-reversão de preço'],
    ['close against entry', { last: 99.3 }, 'Confirmação de direção'],
    ['BTC against a BTC-following pair', { btcMovePct: -1.4 }, 'Correlação BTC'],
    ['whipsaw', { min: 99.6, max: 105 }, 'Volatilidade extrema'],
    ['thin market', { volume24h: 1e6 }, 'Liquidez mínima'],
  ])('reject on %s, naming the filter', (_n, change, name) => {
    const d = decide({ ...base, ...change });
    expect(d.confirmed).toBe(false);
    expect(d.rejectionReasons.some((r) => r.startsWith(name))).toBe(true);
  });

  it('mirror for VENDA and ignore BTC for independent pairs', () => {
    expect(
      decide({ ...base, direction: 'VENDA', min: 99.5, max: 100.2, last: 99.7, btcMovePct: -0.5 }).confirmed,
    ).toBe(true);
    expect(decide({ ...base, btcMovePct: -3, behavior: 'INDEPENDENT' }).confirmed).toBe(true);
  });
});

describe('exit rules', () => {
  it('hits target or stop, stop first when one bar touches both', () => {
    expect(checkExit('COMPRA', 106, 97, 98, 106.5)).toEqual({ outcome: 'TARGET_HIT', price: 106 });
    expect(checkExit('COMPRA', 106, 97, 96.9, 99)).toEqual({ outcome: 'STOP_HIT', price: 97 });
    expect(checkExit('COMPRA', 106, 97, 96, 107)).toEqual({ outcome: 'STOP_HIT', price: 97 });
    expect(checkExit('VENDA', 94, 103, 93.5, 101)).toEqual({ outcome: 'TARGET_HIT', price: 94 });
    expect(checkExit('VENDA', 94, 103, 99, 103.2)).toEqual({ outcome: 'STOP_HIT', price: 103 });
    expect(checkExit('VENDA', 94, 103, 95, 102)).toBeNull();
  });
});
