import { describe, expect, it } from 'vitest';
import { confirmTrade, planTrade } from './trade-plan';

const result = {
  key: 'mean_reversion' as const,
  name: 'Reversão à Média',
  timeframe: '4h' as const,
  direction: 'VENDA' as const,
  score: 80,
  reasons: ['r'],
  atr: 0.01,
  exits: { stopAtr: 2, targetAtr: 2, holdBars: 12 },
};
const window = { min: 0.99, max: 1.01, btcMovePct: 0, behavior: 'NORMAL' as const, volume24h: 1e9 };

describe('trade plan', () => {
  it('puts the levels in ATRs from the reference and moves them to the confirmation price', () => {
    const plan = planTrade('X', result, 1, 0)!;
    expect(plan.target).toBeCloseTo(0.98, 12);
    expect(plan.stop).toBeCloseTo(1.02, 12);
    const c = confirmTrade(plan, { ...window, last: 1.005 });
    expect(c.decision.confirmed).toBe(true);
    expect(c.entry).toBe(1.005);
    expect(c.target).toBeCloseTo(0.985, 12);
    expect(c.stop).toBeCloseTo(1.025, 12);
  });

  it('has no plan when a level would fall to zero or below (a tiny, very volatile coin)', () => {
    expect(planTrade('X', { ...result, atr: 0.6 }, 1, 0)).toBeNull();
  });
});
