import { describe, expect, it } from 'vitest';
import { completionRate, progressBarPercent, timeShareForBar } from './progress-curve';

describe('sales video progress curve', () => {
  it('fills 40% of the bar in the first 20% of the time and the rest linearly', () => {
    expect(progressBarPercent(0, 100)).toBe(0);
    expect(progressBarPercent(10, 100)).toBeCloseTo(20);
    expect(progressBarPercent(20, 100)).toBeCloseTo(40);
    expect(progressBarPercent(60, 100)).toBeCloseTo(70);
    expect(progressBarPercent(100, 100)).toBeCloseTo(100);
  });

  it('is monotonic and clamps out-of-range input', () => {
    let prev = -1;
    for (let s = 0; s <= 300; s += 1) {
      const v = progressBarPercent(s, 300);
      expect(v).toBeGreaterThanOrEqual(prev);
      prev = v;
    }
    expect(progressBarPercent(500, 300)).toBe(100);
    expect(progressBarPercent(-5, 300)).toBe(0);
    expect(progressBarPercent(10, 0)).toBe(0);
    expect(progressBarPercent(Number.NaN, 100)).toBe(0);
  });

  it('inverts back to the time share', () => {
    for (const t of [0, 0.05, 0.2, 0.5, 0.9, 1])
      expect(timeShareForBar(progressBarPercent(t * 100, 100))).toBeCloseTo(t);
  });

  it('computes the completion rate as watched / duration × 100', () => {
    expect(completionRate(30, 120)).toBe(25);
    expect(completionRate(200, 120)).toBe(100);
    expect(completionRate(10, 0)).toBe(0);
  });
});
