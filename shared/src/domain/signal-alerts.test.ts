import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES } from '../schemas/member';
import { ALERT_MAX_AGE_MS, isAnnounceable, shouldAnnounceSignal } from './signal-alerts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const signal = {
  experimental: false,
  confirmed_at: new Date(NOW - 60_000).toISOString(),
  signal_class: 'ELITE' as const,
  direction: 'COMPRA' as const,
};

describe('which confirmed signals are announced', () => {
  it('announces a recent live signal that matches the preferences', () => {
    expect(shouldAnnounceSignal(DEFAULT_ALERT_PREFERENCES, signal, NOW, NOW)).toBe(true);
  });

  it('never an experimental one, nor one confirmed longer ago than the alert window', () => {
    expect(isAnnounceable({ ...signal, experimental: true }, NOW, NOW)).toBe(false);
    const old = new Date(NOW - ALERT_MAX_AGE_MS - 1).toISOString();
    expect(isAnnounceable({ ...signal, confirmed_at: old }, NOW, NOW)).toBe(false);
    // Without confirmed_at, the event's own time counts.
    expect(isAnnounceable({ ...signal, confirmed_at: null }, NOW - ALERT_MAX_AGE_MS, NOW)).toBe(true);
  });

  it('follows the member preferences: off, class or direction not chosen', () => {
    const prefs = DEFAULT_ALERT_PREFERENCES;
    expect(shouldAnnounceSignal({ ...prefs, enabled: false }, signal, NOW, NOW)).toBe(false);
    expect(shouldAnnounceSignal({ ...prefs, classes: ['ELITE+'] }, signal, NOW, NOW)).toBe(false);
    expect(shouldAnnounceSignal({ ...prefs, directions: ['VENDA'] }, signal, NOW, NOW)).toBe(false);
  });
});
