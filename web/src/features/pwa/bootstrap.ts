import { api, callApi } from '@/lib/api';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { usePreferencesStore } from '@/lib/live/preferences-store';
import { useSessionStore } from '@/lib/session';
import { startRealtime } from '@/lib/socket';
import { registerServiceWorker } from './service-worker';
import { startSignalNotifications } from './signal-notifications';

let started = false;

/** The member's alert preferences from the server (the local copy applies until then). */
async function loadPreferences(): Promise<void> {
  if (!useSessionStore.getState().token) return;
  try {
    const body = await callApi(api.account.preferences);
    usePreferencesStore.getState().setPreferences(body.data.preferences, true);
  } catch {
    /* offline or logged out: keep the local copy */
  }
}

/** Starts the app-wide live services once: socket, service worker, install capture, signal notifications. */
export function ensurePwa(): void {
  if (started) return;
  started = true;
  captureInstallPrompt();
  startRealtime();
  startSignalNotifications();
  void registerServiceWorker();
  void loadPreferences();
  let token = useSessionStore.getState().token;
  useSessionStore.subscribe((s) => {
    if (s.token === token) return;
    token = s.token;
    if (token) void loadPreferences();
    else {
      // Logging out drops the cached API answers of that session; "Sair" also stops this browser's push
      // alerts (an expired session keeps them: the member did not ask to stop).
      navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_API_CACHE' });
      // Loaded only then: the push client is not part of every page's first download (web budget).
      if (s.endReason === 'logout' || s.endReason === 'logout_all')
        void import('@/lib/web-push').then((m) => m.dropPushSubscription()).catch(() => undefined);
    }
  });
}
