import { describe, expect, it } from 'vitest';
import { formatRiskReward, riskReward } from './signal-rules';

describe("a signal's own risk/reward", () => {
  it('is |target − entry| / |entry − stop| of that signal, for a buy and a sell', () => {
    expect(riskReward(100, 106, 98)).toBeCloseTo(3);
    expect(formatRiskReward(100, 106, 98)).toBe('1 : 3,00');
    // A sell: target below, stop above.
    expect(formatRiskReward(1.93273, 1.79582, 2.06965)).toBe('1 : 1,00');
    expect(formatRiskReward(50, 47.5, 52)).toBe('1 : 1,25');
  });
  it('is missing, not 0, when the signal has no stop', () => {
    expect(formatRiskReward(100, 106, 0)).toBe('—');
    expect(formatRiskReward(100, 106, 100)).toBe('—');
  });
});
