import { keepCheckingForUpdates } from '@/lib/service-worker-client';
import { useUpdateStore } from './update-store';

const UPDATE_CHECK_MS = 30 * 60_000;

function watchInstalling(reg: ServiceWorkerRegistration, worker: ServiceWorker | null): void {
  if (!worker) return;
  worker.addEventListener('statechange', () => {
    // "installed" with a controller in place = a new version waits for the user.
    if (worker.state === 'installed' && navigator.serviceWorker.controller)
      useUpdateStore.getState().show(reg.waiting ?? worker);
  });
}

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers /sw.js and raises the new-version notice when a new worker is installed or says it updated. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  // One registration at a time; a failed one may be tried again later.
  registering ??= register().then((reg) => {
    if (!reg) registering = null;
    return reg;
  });
  return registering;
}

async function register(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    if (reg.waiting && navigator.serviceWorker.controller) useUpdateStore.getState().show(reg.waiting);
    watchInstalling(reg, reg.installing);
    reg.addEventListener('updatefound', () => watchInstalling(reg, reg.installing));
    const hadController = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type?: string }>) => {
      // Another tab (or this one) activated a new version: say so, unless this tab asked for it.
      if (e.data?.type === 'SW_ACTIVATED' && hadController && !useUpdateStore.getState().updating)
        useUpdateStore.getState().show(null);
    });
    keepCheckingForUpdates(reg, UPDATE_CHECK_MS);
    return reg;
  } catch {
    return null;
  }
}
