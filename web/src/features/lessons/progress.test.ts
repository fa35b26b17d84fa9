import { describe, expect, it } from 'vitest';
import {
  formatClock,
  isComplete,
  isMarkedOnly,
  localKey,
  mergeProgress,
  overallProgress,
  watchedRatio,
} from './progress';

describe('lesson progress', () => {
  it('keys Despertar Crypto lessons by their local number', () => {
    expect(localKey('despertar-crypto-03')).toBe('3');
    expect(localKey('masterclass-01')).toBe('masterclass-01');
  });

  it('says what was watched apart from what was marked done (issue 30)', () => {
    const marked = { currentTime: 0, duration: 10, completed: true };
    expect(isComplete(marked)).toBe(true);
    expect(watchedRatio(marked)).toBe(0);
    expect(isMarkedOnly(marked)).toBe(true);
    const watched = { currentTime: 9.6, duration: 10, completed: true };
    expect(watchedRatio(watched)).toBeCloseTo(0.96);
    expect(isMarkedOnly(watched)).toBe(false);
    expect(watchedRatio({ currentTime: 3, duration: 0 })).toBe(0);
  });

  it('completes at 95% and averages the course', () => {
    expect(isComplete({ currentTime: 9.5, duration: 10 })).toBe(true);
    expect(isComplete({ currentTime: 9.4, duration: 10 })).toBe(false);
    expect(
      overallProgress({ '1': { currentTime: 10, duration: 10 }, '2': { currentTime: 5, duration: 10 } }, [
        'despertar-crypto-01',
        'despertar-crypto-02',
      ]),
    ).toBe(75);
    expect(formatClock(135)).toBe('2:15');
  });

  it('lets the newer copy win and keeps completion sticky', () => {
    const local = {
      '1': { currentTime: 2, duration: 10, updatedAt: 1000 },
      '2': { currentTime: 9.9, duration: 10, updatedAt: 5000 },
    };
    const merged = mergeProgress(local, {
      'despertar-crypto-01': {
        currentTime: 7,
        duration: 10,
        completed: false,
        updated_at: new Date(2000).toISOString(),
      },
      'despertar-crypto-02': {
        currentTime: 1,
        duration: 10,
        completed: false,
        updated_at: new Date(3000).toISOString(),
      },
    });
    expect(merged['1']).toMatchObject({ currentTime: 7 });
    expect(merged['2']).toMatchObject({ currentTime: 9.9, completed: true });
  });
});
