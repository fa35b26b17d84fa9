import { describe, expect, it } from 'vitest';
import { candlesFromPrices } from './candles';

const H = 3600_000;

describe('candlesFromPrices', () => {
  it('buckets prices by interval, opening each candle at the previous close', () => {
    const c = candlesFromPrices(
      [
        { t: 2 * H + 60_000, price: 0.0025 },
        { t: H, price: 0.002 },
        { t: H + 60_000, price: 0.0023 },
        { t: H + 120_000, price: 0.0019 },
      ],
      3600,
      10,
    );
    expect(c).toEqual([
      { time: 3600, open: 0.002, high: 0.0023, low: 0.0019, close: 0.0019 },
      { time: 7200, open: 0.0019, high: 0.0025, low: 0.0019, close: 0.0025 },
    ]);
  });
  it('drops unusable prices and keeps the newest `limit` candles', () => {
    const points = [0, 1, 2, 3, 4].map((i) => ({ t: i * H, price: i === 2 ? 0 : 10 + i }));
    const c = candlesFromPrices(points, 3600, 2);
    expect(c.map((x) => x.time)).toEqual([3 * 3600, 4 * 3600]);
    expect(c[0]!.open).toBe(11);
  });
});
