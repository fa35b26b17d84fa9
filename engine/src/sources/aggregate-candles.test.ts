import { describe, expect, it } from 'vitest';
import type { Candle } from '../domain/candle';
import { aggregateCandles } from './aggregate-candles';

const H = 3_600_000;
const hour = (i: number, close: number): Candle => ({
  openTime: Date.UTC(2023, 0, 1) + i * H,
  open: close - 1,
  high: close + 2,
  low: close - 3,
  close,
  volume: 10,
  closeTime: Date.UTC(2023, 0, 1) + (i + 1) * H - 1,
  quoteVolume: close * 10,
});

describe('aggregating candles', () => {
  it('builds UTC-aligned 4h candles: first open, extremes, last close, summed volume', () => {
    const h = Array.from({ length: 9 }, (_, i) => hour(i, 100 + i));
    const four = aggregateCandles(h, '4h');
    // The ninth hour starts a group the data does not finish: left out.
    expect(four).toHaveLength(2);
    expect(four[0]).toEqual({
      openTime: Date.UTC(2023, 0, 1),
      open: 99,
      high: 105,
      low: 97,
      close: 103,
      volume: 40,
      closeTime: Date.UTC(2023, 0, 1, 4) - 1,
      quoteVolume: (100 + 101 + 102 + 103) * 10,
    });
    expect(four[1]!.openTime).toBe(Date.UTC(2023, 0, 1, 4));
  });

  it('keeps a group with an hour missing inside it (a halt), closing at the group end', () => {
    const h = [0, 1, 3].map((i) => hour(i, 100 + i));
    const four = aggregateCandles(h, '4h');
    expect(four).toHaveLength(1);
    expect(four[0]).toMatchObject({ open: 99, close: 103, volume: 30 });
  });

  it('builds daily candles from hours', () => {
    const h = Array.from({ length: 48 }, (_, i) => hour(i, 100));
    expect(aggregateCandles(h, '1d').map((c) => c.openTime)).toEqual([
      Date.UTC(2023, 0, 1),
      Date.UTC(2023, 0, 2),
    ]);
  });
});
