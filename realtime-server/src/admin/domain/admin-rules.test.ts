import { describe, expect, it } from 'vitest';
import { scoreLabel } from '@sinais/shared';
import { containsPattern } from './search-terms';
import { formatUptime } from './admin-stats';
import { periodMs } from './rules-history';

describe('admin tools pure rules', () => {
  it('labels the compliance score as spec 003 §9 says', () => {
    expect([100, 95, 94.9, 90, 89.9, 80, 79.9, 0].map(scoreLabel)).toEqual([
      'EXCELENTE',
      'EXCELENTE',
      'BOM',
      'BOM',
      'REGULAR',
      'REGULAR',
      'CRÍTICO',
      'CRÍTICO',
    ]);
  });

  it('escapes LIKE wildcards so a typed % or _ matches literally', () => {
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
    expect(containsPattern("' OR 1=1 --")).toBe("%' OR 1=1 --%");
  });

  it('formats uptime with days always shown', () => {
    expect(formatUptime(0)).toBe('0 dias, 0h 0min');
    expect(formatUptime(86_400 + 3 * 3600 + 120)).toBe('1 dia, 3h 2min');
  });

  it('parses history periods, defaulting to 24 h and capping at 30 days', () => {
    expect(periodMs('24h')).toBe(86_400_000);
    expect(periodMs('7d')).toBe(7 * 86_400_000);
    expect(periodMs('999d')).toBe(30 * 86_400_000);
    expect(periodMs('x')).toBe(86_400_000);
  });
});
