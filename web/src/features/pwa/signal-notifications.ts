import { matchesAlertPreferences, type Envelope, type SignalChange } from '@sinais/shared';
import { usePreferencesStore } from '@/lib/live/preferences-store';
import { currentPermission, showSignalNotification } from '@/lib/notifications';
import { onSignalEvent } from '@/lib/socket';

/** A confirmation older than this (replayed after a long gap) is not announced. */
const MAX_AGE_MS = 10 * 60_000;

/** One tab announces each signal: the first to claim it in localStorage. */
function claim(id: string): boolean {
  const key = `notified:${id}`;
  try {
    if (localStorage.getItem(key)) return false;
    localStorage.setItem(key, String(Date.now()));
  } catch {
    /* private mode: announce anyway */
  }
  return true;
}

/** Announces confirmed signals that match the member's alert preferences, while permission is granted. */
export function startSignalNotifications(): () => void {
  return onSignalEvent((env: Envelope<string, SignalChange>) => {
    if (env.type !== 'signal:confirmed' || currentPermission() !== 'granted') return;
    const s = env.data.signal;
    // An experimental signal (admins only) is not a trade to act on: no alert.
    if (s.experimental) return;
    const at = Date.parse(s.confirmed_at ?? '') || env.ts;
    if (Date.now() - at > MAX_AGE_MS) return;
    const prefs = usePreferencesStore.getState().preferences;
    if (!matchesAlertPreferences(prefs, s)) return;
    if (!claim(s.id)) return;
    void showSignalNotification(env.data, prefs.sound).catch(() => undefined);
  });
}
