import { describe, expect, it } from 'vitest';
import { classOf, pnlPct, priceLevels, riskLevel } from './signal-plan';

describe('signal plan', () => {
  it('classes by score: PREMIUM+ < 85 ≤ ELITE < 92 ≤ ELITE+', () => {
    expect([70, 75, 84.9, 85, 91.9, 92, 100].map(classOf)).toEqual([
      'PREMIUM+',
      'PREMIUM+',
      'PREMIUM+',
      'ELITE',
      'ELITE',
      'ELITE+',
      'ELITE+',
    ]);
  });
  it('puts the stop 3% against the direction and the target by timeframe', () => {
    expect(priceLevels('COMPRA', 200, '1h')).toEqual({ target: 209, stop: 194 });
    const v = priceLevels('VENDA', 200, '4h');
    expect(v.stop).toBeCloseTo(206, 9);
    expect(v.target).toBeCloseTo(188, 9);
    expect(priceLevels('COMPRA', 100, '1d').target).toBeCloseTo(109, 9);
  });
  it('computes P&L and risk', () => {
    expect(pnlPct('COMPRA', 100, 103)).toBeCloseTo(3, 9);
    expect(pnlPct('VENDA', 100, 103)).toBeCloseTo(-3, 9);
    expect([2, 6, 15].map(riskLevel)).toEqual(['BAIXO', 'MÉDIO', 'ALTO']);
  });
});
