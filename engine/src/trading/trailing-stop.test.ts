import { describe, expect, it } from 'vitest';
import type { Candle } from '../domain/candle';
import { walkTrade } from './trade-path';

const H = 3_600_000;
const T0 = Date.parse('2024-01-01T00:00:00Z');
const bar = (k: number, low: number, high: number, close: number): Candle => ({
  openTime: T0 + k * H,
  open: close,
  high,
  low,
  close,
  volume: 1,
  closeTime: T0 + (k + 1) * H - 1,
  quoteVolume: 1,
});

describe('trailing stop', () => {
  // A long from 100: the price climbs to 130 over two days, then falls back to 110.
  const bars = [
    bar(0, 99, 101, 100),
    ...Array.from({ length: 47 }, (_, k) => bar(k + 1, 100 + k * 0.6, 101 + k * 0.63, 100.5 + k * 0.62)),
    ...Array.from({ length: 24 }, (_, k) => bar(k + 48, 128 - k, 130 - k, 129 - k)),
  ];
  const walk = (trail: { distance: number; stepMs: number } | null) =>
    walkTrade({
      bars,
      entryIndex: 0,
      direction: 'COMPRA',
      entry: 100,
      target: 200,
      stop: 90,
      expiresAt: T0 + 30 * 24 * H,
      feeRate: 0,
      funding: null,
      trail,
      recordMoves: true,
    });

  it('moves the stop only at the close of each daily candle, never back, and exits on it', () => {
    const t = walk({ distance: 10, stepMs: 24 * H });
    expect(t.stopMoves.map((m) => (m.time + 1 - T0) / H)).toEqual([24, 48]);
    for (let i = 1; i < t.stopMoves.length; i++)
      expect(t.stopMoves[i]!.stop).toBeGreaterThan(t.stopMoves[i - 1]!.stop);
    expect(t.outcome).toBe('STOP_HIT');
    expect(t.exit).toBe(t.finalStop);
    expect(t.finalStop).toBeGreaterThan(100);
    expect(t.grossPnlPct).toBeGreaterThan(0);
  });

  it('without a trailing rule the stop stays where it was set', () => {
    const t = walk(null);
    expect(t.stopMoves).toEqual([]);
    expect(t.finalStop).toBe(90);
  });
});
