import { describe, expect, it } from 'vitest';
import { checkExit } from './exit-rules';
import { FILTERS, decide, filterList, type WindowObservation } from './filters';

const base: WindowObservation = {
  direction: 'COMPRA',
  entry: 100,
  min: 99.2,
  max: 100.6,
  last: 100.4,
  btcMovePct: 0.2,
  behavior: 'NORMAL',
  volume24h: 5e7,
  atr: 1,
};

describe('monitoring window filters', () => {
  it('are named, flagged and described for operators', () => {
    expect(filterList()).toHaveLength(FILTERS.length);
    for (const f of filterList())
      expect(f).toEqual({
        name: expect.any(String),
        is_active: expect.any(Boolean),
        description: expect.any(String),
      });
    expect(
      filterList()
        .filter((f) => f.is_active)
        .map((f) => f.name),
    ).toEqual(['Continuação do movimento', 'Reversão já realizada', 'Liquidez mínima']);
  });

  it('confirm a signal whose window moved less than one ATR either way, one reason per active filter', () => {
    for (const last of [99.05, 100, 100.95]) {
      const d = decide({ ...base, last });
      expect(d.confirmed).toBe(true);
      expect(d.confirmationReasons).toHaveLength(FILTERS.filter((f) => f.is_active).length);
      expect(d.rejectionReasons).toEqual([]);
    }
  });

  it.each([
    ['the overshoot still running', { last: 98.8 }, 'Continuação do movimento'],
    ['the move already taken back', { last: 101.3 }, 'Reversão já realizada'],
    ['thin market', { volume24h: 1e6 }, 'Liquidez mínima'],
  ])('reject on %s, naming the filter', (_n, change, name) => {
    const d = decide({ ...base, ...change });
    expect(d.confirmed).toBe(false);
    expect(d.rejectionReasons.some((r) => r.startsWith(name))).toBe(true);
  });

  it('measure the move in ATRs of the signal, mirrored for VENDA', () => {
    // 1.2 % against is 0.6 ATR when the ATR is 2: confirmed; 1.2 ATR when it is 1: rejected.
    expect(decide({ ...base, last: 98.8, atr: 2 }).confirmed).toBe(true);
    expect(decide({ ...base, direction: 'VENDA', last: 101.2 }).confirmed).toBe(false);
    expect(decide({ ...base, direction: 'VENDA', last: 99.2 }).confirmed).toBe(true);
  });

  it('leave the inactive classic filters out of the decision', () => {
    // A 1.5 %+ adverse excursion and BTC against would have rejected it; they are inactive.
    expect(decide({ ...base, min: 98.2, btcMovePct: -2 }).confirmed).toBe(true);
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
