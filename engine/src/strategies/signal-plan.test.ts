import { describe, expect, it } from 'vitest';
import { classOf, riskLevel } from './signal-plan';

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
  it('grades risk by the 24 h range', () => {
    expect([2, 6, 15].map(riskLevel)).toEqual(['BAIXO', 'MÉDIO', 'ALTO']);
  });
});
