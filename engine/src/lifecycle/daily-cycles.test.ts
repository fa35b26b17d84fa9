import { describe, expect, it } from 'vitest';
import { nextAt } from './daily-cycles';

describe('daily cycles in America/Sao_Paulo (UTC−3)', () => {
  it('finds the next 21:00 and 10:00 local', () => {
    const now = new Date('2026-11-21T12:00:00Z'); // 09:00 in São Paulo
    expect(nextAt(10, now).toISOString()).toBe('2026-11-21T13:00:00.000Z');
    expect(nextAt(21, now).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    const late = new Date('2026-11-22T00:00:00Z'); // exactly 21:00 local → tomorrow
    expect(nextAt(21, late).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
