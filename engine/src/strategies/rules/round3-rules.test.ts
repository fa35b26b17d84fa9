import { describe, expect, it } from 'vitest';
import type { Candle } from '../../domain/candle';
import { betaSeries } from './beta-hedge';
import { FUNDING_MIN_READINGS, fundingCrowding, type FundingRates } from './funding-regime';
import { volSizes } from './vol-sizing';
import { flatDailyCandles } from '../../testing/daily-candles';

const DAY = 86_400_000;
const H8 = 8 * 3_600_000;
const daily = flatDailyCandles;

/** Funding every 8 h from day 0: a base rate with a crowded spell in days 200–206. */
function funding(days: number, rate: (i: number) => number): FundingRates {
  const times = Array.from({ length: days * 3 }, (_, i) => i * H8);
  return { times, rates: times.map((_, i) => rate(i)) };
}
const spell = (i: number) => (i >= 600 && i < 621 ? 0.001 : 0.0001 + 0.00001 * Math.sin(i));

describe('funding as a crowding regime', () => {
  it('reads only settlements known at the decision: changing later rates changes nothing', () => {
    const f = funding(400, spell);
    const t = 206 * DAY + DAY - 1; // the daily close of day 206, inside the spell
    const before = fundingCrowding(f, { low: 20, high: 80 })(t);
    expect(before).toEqual({ long: true, short: false });
    const later = { times: f.times, rates: f.rates.map((r, i) => (f.times[i]! > t ? -0.01 : r)) };
    expect(fundingCrowding(later, { low: 20, high: 80 })(t)).toEqual(before);
    // The settlement at the next midnight (t + 1 ms) is not known at t; changing it leaves the reading as it was.
    const next = { times: f.times, rates: f.rates.map((r, i) => (f.times[i] === t + 1 ? -0.01 : r)) };
    expect(fundingCrowding(next, { low: 20, high: 80 })(t)).toEqual(before);
  });

  it('has no reading without 90 days of history', () => {
    const f = funding(400, spell);
    const reader = fundingCrowding(f, { low: 20, high: 80 });
    const firstReadable = (FUNDING_MIN_READINGS + 20 - 1) * H8;
    expect(reader(firstReadable - 1)).toBeNull();
    expect(reader(firstReadable)).not.toBeNull();
  });
});

describe('volatility-managed size', () => {
  /** Daily closes alternating ±`step` log returns: a constant volatility. */
  const zigzag = (n: number, step: (i: number) => number) => {
    const out = [100];
    for (let i = 1; i < n; i++) out.push(out[i - 1]! * Math.exp((i % 2 ? 1 : -1) * step(i)));
    return out;
  };

  it('keeps the base size until 180 days of volatility exist', () => {
    const sizes = volSizes(daily(zigzag(210, () => 0.02)), 0.125);
    expect(sizes[150]).toBe(0.125);
    expect(sizes[205]).toBeCloseTo(0.125, 9); // a constant volatility: σ̄ / σ = 1
  });

  it('clamps the scale to 0.25 in a volatility spike and to 2 in a lull', () => {
    const spike = volSizes(daily(zigzag(330, (i) => (i > 300 ? 0.2 : 0.01))), 0.125);
    expect(spike[325]).toBeCloseTo(0.125 * 0.25, 12);
    const lull = volSizes(daily(zigzag(330, (i) => (i > 300 ? 0.001 : 0.02))), 0.125);
    expect(lull[325]).toBeCloseTo(0.125 * 2, 12);
  });
});

describe('BTC beta of a pair', () => {
  it('is the OLS slope over the last 60 days, and missing with fewer than 40 common days', () => {
    const btc = zig(100);
    const pair = btc.map((c, i) => ({
      ...c,
      close: 50 * (c.close / 100) ** 1.7 * (i % 7 === 0 ? 1.0001 : 1),
    }));
    const beta = betaSeries(pair, btc);
    expect(beta[30]).toBeNaN();
    expect(beta[80]).toBeCloseTo(1.7, 2);
  });
});

function zig(n: number): Candle[] {
  const closes = [100];
  for (let i = 1; i < n; i++) closes.push(closes[i - 1]! * Math.exp(0.03 * Math.sin(i * 1.3)));
  return daily(closes);
}
