import type { PushSubscriptionJson } from '@sinais/shared';
import { api, callApi } from './api';
import { requestNotificationPermission, type PermissionResult } from './notifications';

/** How long to wait for the service worker before saying push is unavailable here. */
const WORKER_READY_MS = 10_000;

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_READY_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return (await reg?.pushManager.getSubscription().catch(() => null)) ?? null;
}

export type EnablePushResult = 'enabled' | Exclude<PermissionResult, 'granted'> | 'unavailable';

/** Asks for permission, subscribes with the server's VAPID key and registers the subscription for this member. */
export async function enablePush(): Promise<EnablePushResult> {
  if (!pushSupported()) return 'unsupported';
  const permission = await requestNotificationPermission();
  if (permission !== 'granted') return permission;
  const reg = await workerRegistration();
  if (!reg) return 'unavailable';
  const { data } = await callApi(api.alerts.pushPublicKey, undefined, { auth: false });
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.publicKey),
    }));
  await callApi(api.alerts.pushSubscribe, { body: sub.toJSON() as PushSubscriptionJson });
  return 'enabled';
}

/** Stops push on this browser: the server forgets it and the browser drops the subscription. */
export async function disablePush(): Promise<void> {
  const sub = await currentPushSubscription();
  if (!sub) return;
  await callApi(api.alerts.pushUnsubscribe, { body: { endpoint: sub.endpoint } }).catch(() => undefined);
  await sub.unsubscribe().catch(() => false);
}

/**
 * On logout: drops the browser's subscription without a session (the push service then answers 410 and the
 * server deletes it), so the next person on this browser does not get the previous member's alerts.
 */
export async function dropPushSubscription(): Promise<void> {
  const sub = await currentPushSubscription();
  await sub?.unsubscribe().catch(() => false);
}
