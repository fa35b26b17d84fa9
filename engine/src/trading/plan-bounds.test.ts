import { describe, expect, it } from 'vitest';
import { cycleFull, MAX_NEW_SIGNALS_PER_CYCLE } from '../worker/signal-pacing';
import { boundLevels, dailyVolatility, plausibleLogMove, PLAN_BOUND_SIGMAS } from './plan-bounds';
import { planTrade } from './trade-plan';
import { flatDailyCandles } from '../testing/daily-candles';

const DAY = 86_400_000;
/** Daily candles whose log return alternates +r, −r: a daily volatility of about r. */
const daily = (n: number, r: number) =>
  flatDailyCandles(Array.from({ length: n }, (_, i) => 100 * Math.exp(i % 2 === 0 ? r : 0)));

// The live candidate's shape: 9 ATR target, 3 ATR stop, 14 daily bars; on a very volatile coin (ATR = 11 % of
// the price) the unbounded sell target sits 99 % below the price.
const sell = {
  key: 'tsmom.L28.z0.5.t14.btc',
  name: 'Momento de Tendência',
  timeframe: '1d' as const,
  direction: 'VENDA' as const,
  score: 80,
  reasons: [],
  atr: 11,
  exits: { stopAtr: 3, targetAtr: 9, holdBars: 14 },
};

describe('plans bounded by the asset’s own volatility over the hold', () => {
  it('measures the daily volatility of the last 30 closes', () => {
    expect(dailyVolatility(daily(60, 0.04))!).toBeCloseTo(0.04, 2);
    expect(dailyVolatility(daily(10, 0.04))).toBeNull();
  });

  it('keeps the target within k·σ·√(holding days): never a −99 % target', () => {
    const unbounded = planTrade('X', sell, 100, 0)!;
    expect(unbounded.target).toBeCloseTo(1, 9); // −99 %
    const sigma = 0.08;
    const plan = planTrade('X', sell, 100, 0, { dailyVol: sigma })!;
    const move = plausibleLogMove(sigma, 14 * DAY);
    expect(move).toBeCloseTo(PLAN_BOUND_SIGMAS * sigma * Math.sqrt(14), 12);
    expect(plan.target).toBeCloseTo(100 * Math.exp(-move), 9); // about −45 %, not −99 %
    expect(plan.target / 100 - 1).toBeGreaterThan(-0.5);
    // The stop (33 above) is inside the bound: untouched. Risk/reward is what the two distances imply, not 1:3.
    expect(plan.stop).toBeCloseTo(133, 9);
    const rr = (100 - plan.target) / (plan.stop - 100);
    expect(rr).not.toBeCloseTo(3, 1);
    expect(rr).toBeGreaterThan(1);
  });

  it('leaves a plan already inside the bound as the research books it, and bounds a buy the same way', () => {
    const calm = planTrade('X', { ...sell, atr: 1 }, 100, 0, { dailyVol: 0.05 })!;
    expect(calm.target).toBeCloseTo(91, 9);
    expect(calm.stop).toBeCloseTo(103, 9);
    const buy = boundLevels('COMPRA', 100, { target: 400, stop: 10 }, 0.5);
    expect(buy.target).toBeCloseTo(100 * Math.exp(0.5), 9);
    expect(buy.stop).toBeCloseTo(100 * Math.exp(-0.5), 9);
  });
});

describe('pacing: a few new signals per analysis cycle', () => {
  it(`allows ${MAX_NEW_SIGNALS_PER_CYCLE} and then says the cycle is full`, () => {
    expect(MAX_NEW_SIGNALS_PER_CYCLE).toBeLessThanOrEqual(5);
    for (let n = 0; n < MAX_NEW_SIGNALS_PER_CYCLE; n++) expect(cycleFull(n)).toBe(false);
    expect(cycleFull(MAX_NEW_SIGNALS_PER_CYCLE)).toBe(true);
    expect(cycleFull(33)).toBe(true);
  });
});
