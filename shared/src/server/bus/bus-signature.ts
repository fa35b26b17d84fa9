import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Bus messages on Redis are `<HMAC-SHA256 of the JSON, base64url>.<JSON envelope>`, keyed with BUS_SECRET.
 * Redis is a relay, not a source of truth: anyone who can PUBLISH on the channel could otherwise put words
 * in the engine's mouth. The secret never leaves configuration; no log line carries it or the signature.
 */

/** Used only when BUS_SECRET is not set outside production (every process of a dev setup agrees on it). */
export const DEV_BUS_SECRET = 'sinais-dev-bus-secret-nao-use-em-producao';

const mac = (secret: string, json: string) => createHmac('sha256', secret).update(json).digest();

export function signBusMessage(secret: string, json: string): string {
  return `${mac(secret, json).toString('base64url')}.${json}`;
}

export type OpenedBusMessage =
  { ok: true; json: string } | { ok: false; reason: 'unsigned' | 'bad_signature' };

export function openBusMessage(secret: string, raw: string): OpenedBusMessage {
  const dot = raw.indexOf('.');
  // A signature is 43 base64url characters; a bare JSON envelope starts with "{".
  if (dot !== 43 || raw.startsWith('{')) return { ok: false, reason: 'unsigned' };
  const given = Buffer.from(raw.slice(0, dot), 'base64url');
  const json = raw.slice(dot + 1);
  const expected = mac(secret, json);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad_signature' };
  return { ok: true, json };
}
