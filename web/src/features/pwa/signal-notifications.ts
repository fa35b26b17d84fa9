import { shouldAnnounceSignal, type Envelope, type SignalChange } from '@sinais/shared';
import { usePreferencesStore } from '@/lib/live/preferences-store';
import { currentPermission, showSignalNotification } from '@/lib/notifications';
import { onSignalEvent } from '@/lib/socket';

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
    const prefs = usePreferencesStore.getState().preferences;
    // Experimental signals (admins only) and old replays are not announced.
    if (!shouldAnnounceSignal(prefs, s, env.ts, Date.now())) return;
    if (!claim(s.id)) return;
    void showSignalNotification(env.data, prefs.sound).catch(() => undefined);
  });
}
