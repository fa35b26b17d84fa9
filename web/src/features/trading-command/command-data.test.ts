import { describe, expect, it } from 'vitest';
import type { Signal } from '@sinais/shared';
import { dedupeSignals, hourlyBuckets } from './command-data';

const sig = (o: Partial<Signal>): Signal =>
  ({
    id: 'a',
    symbol: 'BTCUSDT',
    entry_price: 1,
    created_at: '2026-01-01T10:00:00.000Z',
    confirmed_at: null,
    rejected_at: null,
    outcome: null,
    profit_loss: null,
    ...o,
  }) as Signal;

describe('command center data rules', () => {
  it('de-duplicates by id and by symbol + entry + creation time (spec 003 §5)', () => {
    const list = [sig({ id: 'a' }), sig({ id: 'a' }), sig({ id: 'b' }), sig({ id: 'c', entry_price: 2 })];
    expect(dedupeSignals(list).map((s) => s.id)).toEqual(['a', 'c']);
  });

  it('counts confirmed and profitable signals in 24 hourly buckets ending now', () => {
    const now = Date.UTC(2026, 0, 2, 15, 30);
    const at = (h: number) => new Date(Date.UTC(2026, 0, 2, h, 10)).toISOString();
    const buckets = hourlyBuckets(
      [
        sig({ id: '1', confirmed_at: at(15), outcome: 'TARGET_HIT' }),
        sig({ id: '2', confirmed_at: at(15), profit_loss: -1 }),
        sig({ id: '3', confirmed_at: at(14), profit_loss: 2 }),
        sig({ id: '4', confirmed_at: new Date(now - 30 * 3_600_000).toISOString() }),
      ],
      now,
    );
    expect(buckets).toHaveLength(24);
    expect(buckets[23]).toMatchObject({ hour: '12h', confirmados: 2, lucrativos: 1 });
    expect(buckets[22]).toMatchObject({ confirmados: 1, lucrativos: 1 });
    expect(buckets.reduce((a, b) => a + b.confirmados, 0)).toBe(3);
  });
});
