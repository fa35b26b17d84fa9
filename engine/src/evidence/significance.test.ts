import { describe, expect, it } from 'vitest';
import {
  deflatedSharpe,
  expectedMaxSharpe,
  normalCdf,
  normalQuantile,
  probabilisticSharpe,
  tStat,
  weeklyMeans,
} from './significance';

describe('research significance', () => {
  it('normal CDF and quantile are inverse and match known values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    for (const p of [0.001, 0.025, 0.3, 0.5, 0.9, 0.999])
      expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
  });

  it('expected maximum Sharpe grows with the number of trials (Bailey & López de Prado, Exhibit 1 shape)', () => {
    // With unit variance, 10 trials give about 1.57 and 1000 about 3.26 (their closed form).
    expect(expectedMaxSharpe(1, 10)).toBeCloseTo(1.575, 2);
    expect(expectedMaxSharpe(1, 1000)).toBeCloseTo(3.255, 2);
    expect(expectedMaxSharpe(1, 1)).toBe(0);
  });

  it('the deflated Sharpe ratio falls as the number of trials grows', () => {
    const returns = Array.from({ length: 150 }, (_, i) => 0.3 + Math.sin(i * 1.7) * 1.5);
    const few = deflatedSharpe({ returns, trialSharpeVariance: 0.01, trials: 2 }).dsr;
    const many = deflatedSharpe({ returns, trialSharpeVariance: 0.01, trials: 500 }).dsr;
    expect(few).toBeGreaterThan(many);
    expect(probabilisticSharpe(0.2, 0, 150, 0, 3)).toBeGreaterThan(0.99);
  });

  it('groups values by Monday-based UTC weeks', () => {
    const mon = Date.parse('2024-01-01T00:00:00Z'); // a Monday
    const sun = Date.parse('2024-01-07T23:00:00Z');
    const nextMon = Date.parse('2024-01-08T00:00:00Z');
    expect(
      weeklyMeans([
        { time: mon, value: 1 },
        { time: sun, value: 3 },
        { time: nextMon, value: 10 },
      ]),
    ).toEqual([2, 10]);
    expect(tStat([1, 1])).toBeNaN();
  });
});
