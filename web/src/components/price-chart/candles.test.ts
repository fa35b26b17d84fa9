import { describe, expect, it } from 'vitest';
import { toCandles } from './candles';

describe('toCandles', () => {
  it('buckets sampled prices into joined OHLC candles, oldest first', () => {
    const t0 = Date.UTC(2026, 0, 1, 12, 0, 0);
    const points = [
      { t: t0 + 40_000, price: 11 },
      { t: t0, price: 10 },
      { t: t0 + 1000, price: 12 },
      { t: t0 + 40_500, price: 9 },
    ];
    const candles = toCandles(points, 2);
    expect(candles).toHaveLength(2);
    expect(candles[0]).toMatchObject({ open: 10, high: 12, low: 10, close: 12 });
    // The second candle opens at the first one's close.
    expect(candles[1]).toMatchObject({ open: 12, high: 12, low: 9, close: 9 });
    expect(candles[0]!.time).toBeLessThan(candles[1]!.time);
  });

  it('ignores invalid prices and handles empty input', () => {
    expect(toCandles([])).toEqual([]);
    expect(
      toCandles([
        { t: 1000, price: 0 },
        { t: 2000, price: Number.NaN },
      ]),
    ).toEqual([]);
  });
});

describe('withLivePrice', () => {
  it('folds the live price into the last exchange candle only', async () => {
    const { withLivePrice } = await import('./candles');
    const base = [
      { time: 1 as never, open: 10, high: 12, low: 9, close: 11 },
      { time: 2 as never, open: 11, high: 11.5, low: 10.5, close: 11 },
    ];
    const out = withLivePrice(base, 13);
    expect(out[0]).toEqual(base[0]);
    expect(out[1]).toMatchObject({ open: 11, high: 13, low: 10.5, close: 13 });
    expect(base[1]!.close).toBe(11);
    expect(withLivePrice(base, undefined)[1]).toEqual(base[1]);
  });
});
