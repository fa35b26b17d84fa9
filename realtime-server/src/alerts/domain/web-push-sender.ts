import webpush from 'web-push';
import type { VapidKeys } from '../../config/vapid';

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushSender = (target: PushTarget, payload: string) => Promise<PushOutcome>;

const PUSH_TTL_S = 10 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted Web Push message (RFC 8291 aes128gcm, VAPID-signed). web-push builds the request; it is
 * sent with fetch so any http(s) push service works, including a local one in tests.
 */
export function createWebPushSender(vapid: VapidKeys): PushSender {
  return async (target, payload) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_S,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body as Buffer),
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    }).catch(() => null);
    if (!res) return 'failed';
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  };
}
