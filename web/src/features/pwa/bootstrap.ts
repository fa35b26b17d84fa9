import { startRealtime } from '@/lib/socket';
import { captureInstallPrompt } from '@/lib/install-prompt';
import { registerServiceWorker } from './service-worker';
import { startSignalNotifications } from './signal-notifications';

let started = false;

/** Starts the app-wide live services once: socket, service worker, install capture, signal notifications. */
export function ensurePwa(): void {
  if (started) return;
  started = true;
  captureInstallPrompt();
  startRealtime();
  startSignalNotifications();
  void registerServiceWorker();
}
