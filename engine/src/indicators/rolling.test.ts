import { describe, expect, it } from 'vitest';
import { logReturn, priorMax, priorMin, realisedVol } from './rolling';

const naiveWindow = (xs: number[], n: number, f: (w: number[]) => number) =>
  xs.map((_, i) => (i >= n ? f(xs.slice(i - n, i)) : NaN));

describe('rolling windows', () => {
  const xs = Array.from({ length: 300 }, (_, i) => 100 + 10 * Math.sin(i / 7) + ((i * 37) % 11));

  it('prior max/min match a naive window that excludes the current bar', () => {
    for (const n of [1, 5, 20, 55]) {
      expect(priorMax(xs, n)).toEqual(naiveWindow(xs, n, (w) => Math.max(...w)));
      expect(priorMin(xs, n)).toEqual(naiveWindow(xs, n, (w) => Math.min(...w)));
    }
  });

  it('realised volatility matches the sample standard deviation of log returns', () => {
    const n = 30;
    const vol = realisedVol(xs, n);
    for (const i of [30, 100, 299]) {
      const rets = Array.from({ length: n }, (_, k) => Math.log(xs[i - k]! / xs[i - k - 1]!));
      const m = rets.reduce((a, b) => a + b, 0) / n;
      const sd = Math.sqrt(rets.reduce((a, b) => a + (b - m) ** 2, 0) / (n - 1));
      expect(vol[i]).toBeCloseTo(sd, 12);
    }
    expect(vol[29]).toBeNaN();
  });

  it('log return looks back exactly `period` bars', () => {
    expect(logReturn(xs, 7)[50]).toBeCloseTo(Math.log(xs[50]! / xs[43]!), 15);
    expect(logReturn(xs, 7)[6]).toBeNaN();
  });
});
