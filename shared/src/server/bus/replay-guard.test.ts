import { describe, expect, it } from 'vitest';
import { createReplayGuard } from './replay-guard';

describe('bus replay guard', () => {
  it('accepts an id once, refuses copies within the window and anything outside it', () => {
    let t = 1_000_000;
    const guard = createReplayGuard(10_000, () => t);
    const env = { type: 'log:appended', id: 'a', ts: t };
    expect(guard.check(env)).toBe('fresh');
    expect(guard.check(env)).toBe('replayed');
    // The same id under another type is another message.
    expect(guard.check({ ...env, type: 'engine:heartbeat' })).toBe('fresh');
    // Too old or too far in the future (skew beyond the window).
    expect(guard.check({ type: 'log:appended', id: 'b', ts: t - 10_001 })).toBe('stale');
    expect(guard.check({ type: 'log:appended', id: 'c', ts: t + 10_001 })).toBe('stale');
    // Once the window passed, the copy is stale and the memory of it is gone.
    t += 20_001;
    expect(guard.check(env)).toBe('stale');
    guard.check({ type: 'log:appended', id: 'd', ts: t });
    expect(guard.size).toBe(1);
  });
});
