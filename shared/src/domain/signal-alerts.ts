import { matchesAlertPreferences, type AlertPreferences } from '../schemas/member';
import type { Signal } from '../schemas/signal';

/** A confirmation older than this (replayed after a long gap) is not announced on any channel. */
export const ALERT_MAX_AGE_MS = 10 * 60_000;

type AlertedSignal = Pick<Signal, 'experimental' | 'confirmed_at' | 'signal_class' | 'direction'>;

/** A live trade (not experimental, admins only) confirmed recently: worth an alert to someone. */
export function isAnnounceable(signal: AlertedSignal, eventTs: number, now: number): boolean {
  if (signal.experimental) return false;
  const at = Date.parse(signal.confirmed_at ?? '') || eventTs;
  return now - at <= ALERT_MAX_AGE_MS;
}

/**
 * Whether a confirmed signal is announced to a member on any channel (in-tab notification, Web Push,
 * Telegram): announceable and matching the member's alert preferences.
 */
export function shouldAnnounceSignal(
  prefs: AlertPreferences,
  signal: AlertedSignal,
  eventTs: number,
  now: number,
): boolean {
  return isAnnounceable(signal, eventTs, now) && matchesAlertPreferences(prefs, signal);
}
