import { describe, expect, it } from 'vitest';
import { atr } from './atr';

describe('ATR (Wilder, TA-Lib convention)', () => {
  it('seeds with the mean of the first n true ranges, then smooths', () => {
    const high = [10, 12, 13, 12, 15];
    const low = [9, 10, 11, 10, 12];
    const close = [9.5, 11, 12, 11, 14];
    // true ranges from index 1: 3 (12-9.5... max(2, 2.5, 0.5)=2.5), computed by hand below
    const tr = [NaN, Math.max(2, 2.5, 0.5), Math.max(2, 2, 0), Math.max(2, 0, 2), Math.max(3, 4, 1)];
    const out = atr(high, low, close, 2);
    expect(out[0]).toBeNaN();
    expect(out[1]).toBeNaN();
    expect(out[2]).toBeCloseTo((tr[1]! + tr[2]!) / 2, 12);
    expect(out[3]).toBeCloseTo((out[2]! * 1 + tr[3]!) / 2, 12);
    expect(out[4]).toBeCloseTo((out[3]! * 1 + tr[4]!) / 2, 12);
  });

  it('counts a gap as range (true range uses the previous close)', () => {
    const out = atr([10, 20, 20], [9, 19, 19], [10, 20, 20], 1);
    expect(out[1]).toBe(10); // |20 − 10| beats the bar's own range of 1
  });
});
