import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * "Known device" and "known IP" for the login limits. The device is an HttpOnly cookie set at a successful
 * sign-in, `<userId>.<nonce>.<HMAC>`: it cannot be forged without the server key and says only that this
 * browser signed in to that account before. IPs are stored as keyed hashes, never in clear.
 */
export const DEVICE_COOKIE = 'sc_device';
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 3600 * 1000;

const mac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('base64url');

export function deviceCookieValue(secret: string, userId: string): string {
  const nonce = randomBytes(12).toString('base64url');
  return `${userId}.${nonce}.${mac(secret, `device:${userId}:${nonce}`)}`;
}

export function isKnownDevice(secret: string, userId: string, cookie: unknown): boolean {
  if (typeof cookie !== 'string' || cookie.length > 200) return false;
  const [id, nonce, sig, extra] = cookie.split('.');
  if (extra !== undefined || id !== userId || !nonce || !sig) return false;
  const expected = Buffer.from(mac(secret, `device:${userId}:${nonce}`));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function ipSource(secret: string, ip: string): string {
  return `ip:${mac(secret, `login-ip:${ip}`)}`;
}
