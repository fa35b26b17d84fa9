import { describe, expect, it } from 'vitest';
import { supportOpenAt } from './support-hours';

describe('support hours (Sao Paulo)', () => {
  it('follows Mon-Fri 08-18, Sat 09-14, Sun closed', () => {
    expect(supportOpenAt(new Date('2026-11-23T11:00:00Z'))).toBe(true); // Mon 08:00
    expect(supportOpenAt(new Date('2026-11-23T10:59:00Z'))).toBe(false); // Mon 07:59
    expect(supportOpenAt(new Date('2026-11-23T21:00:00Z'))).toBe(false); // Mon 18:00
    expect(supportOpenAt(new Date('2026-11-21T16:59:00Z'))).toBe(true); // Sat 13:59
    expect(supportOpenAt(new Date('2026-11-21T17:00:00Z'))).toBe(false); // Sat 14:00
    expect(supportOpenAt(new Date('2026-11-22T15:00:00Z'))).toBe(false); // Sun
  });
});
