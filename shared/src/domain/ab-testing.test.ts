import { describe, expect, it } from 'vitest';
import { DEFAULT_SALES_CONFIG, type SalesConfig } from '../schemas/sales';
import { bestCombination, combinationsOf, conversionRate, rotateIfDue, variantFor } from './ab-testing';

const T0 = new Date('2026-01-10T12:00:00Z');
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);

function config(ab: Partial<SalesConfig['abTestConfig']> = {}): SalesConfig {
  return {
    ...DEFAULT_SALES_CONFIG,
    abTestConfig: {
      ...DEFAULT_SALES_CONFIG.abTestConfig,
      enabled: true,
      currentTestStartTime: T0.toISOString(),
      ...ab,
    },
  };
}
const active = (c: SalesConfig) => [
  c.headlines.find((h) => h.active)?.id,
  c.buttons.find((b) => b.active)?.id,
];

describe('A/B rotation', () => {
  it('does nothing while disabled or before the interval', () => {
    expect(
      rotateIfDue({ ...config(), abTestConfig: { ...config().abTestConfig, enabled: false } }, hours(100))
        .rotated,
    ).toBe(false);
    expect(rotateIfDue(config({ rotationIntervalHours: 24 }), hours(23.9)).rotated).toBe(false);
  });

  it('starts the clock when the test has no start time', () => {
    const r = rotateIfDue(config({ currentTestStartTime: null }), T0);
    expect(r.rotated).toBe(false);
    expect(r.config.abTestConfig.currentTestStartTime).toBe(T0.toISOString());
  });

  it('moves to the next headline cyclically and restarts the clock', () => {
    let c = config({ rotationIntervalHours: 24 });
    const seen: Array<string | undefined> = [];
    let now = T0;
    for (let i = 0; i < 4; i++) {
      now = new Date(now.getTime() + 24 * 3_600_000);
      const r = rotateIfDue(c, now);
      expect(r.rotated).toBe(true);
      expect(r.config.abTestConfig.currentTestStartTime).toBe(now.toISOString());
      c = r.config;
      seen.push(active(c)[0]);
      expect(active(c)[1]).toBe('b1');
      expect(c.headlines.filter((h) => h.active)).toHaveLength(1);
    }
    expect(seen).toEqual(['h2', 'h3', 'h1', 'h2']);
  });

  it('walks through every headline × button pair when testing all combinations', () => {
    let c = config({ rotationIntervalHours: 1, testAllCombinations: true, currentCombinationIndex: 0 });
    const combos = combinationsOf(c);
    expect(combos).toHaveLength(9);
    for (let i = 1; i <= 10; i++) {
      c = rotateIfDue(c, hours(i)).config;
      const expected = combos[i % 9]!;
      expect(active(c)).toEqual([expected.headlineId, expected.buttonId]);
      expect(c.abTestConfig.currentCombinationIndex).toBe(i % 9);
    }
  });
});

describe('best combination', () => {
  const r = (headlineId: string, buttonId: string, views: number, clicks: number) => ({
    headlineId,
    buttonId,
    views,
    clicks,
    conversionRate: conversionRate(clicks, views),
  });

  it('picks the highest conversion among those with at least minViews views', () => {
    const results = [
      r('h1', 'b1', 120, 12),
      r('h2', 'b1', 50, 40),
      r('h3', 'b2', 100, 15),
      r('h1', 'b2', 99, 90),
    ];
    const best = bestCombination(results, 100);
    expect(best).toEqual({
      headlineId: 'h3',
      buttonId: 'b2',
      conversionRate: 15,
      totalViews: 100,
      totalClicks: 15,
    });
  });

  it('returns null when nothing reached minViews and breaks ties by views', () => {
    expect(bestCombination([r('h1', 'b1', 9, 9)], 10)).toBeNull();
    expect(bestCombination([r('h1', 'b1', 10, 1), r('h2', 'b1', 20, 2)], 10)?.headlineId).toBe('h2');
  });

  it('computes the conversion rate in percent with two decimals', () => {
    expect(conversionRate(1, 3)).toBe(33.33);
    expect(conversionRate(5, 0)).toBe(0);
  });
});

describe('variant for a visitor', () => {
  it('keeps an assigned variant while the test runs, else shows the active one', () => {
    const on = config();
    expect(variantFor(on, { headlineId: 'h3', buttonId: 'b2' })).toEqual({
      headlineId: 'h3',
      buttonId: 'b2',
    });
    expect(variantFor(on, { headlineId: 'gone', buttonId: 'b2' })).toEqual({
      headlineId: 'h1',
      buttonId: 'b1',
    });
    expect(variantFor(on, null)).toEqual({ headlineId: 'h1', buttonId: 'b1' });
    const off = { ...on, abTestConfig: { ...on.abTestConfig, enabled: false } };
    expect(variantFor(off, { headlineId: 'h3', buttonId: 'b2' })).toEqual({
      headlineId: 'h1',
      buttonId: 'b1',
    });
  });
});
