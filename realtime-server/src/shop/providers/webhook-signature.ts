import { createHmac, timingSafeEqual } from 'node:crypto';

/** Mercado Pago's x-signature: `ts=<ts>,v1=<hex HMAC-SHA256 of "id:<data.id>;request-id:<x-request-id>;ts:<ts>;">`. */
export function signatureManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
): string {
  let m = '';
  if (dataId) m += `id:${dataId};`;
  if (requestId) m += `request-id:${requestId};`;
  m += `ts:${ts};`;
  return m;
}

export function signWebhook(secret: string, dataId: string, requestId: string, ts: string): string {
  const v1 = createHmac('sha256', secret)
    .update(signatureManifest(dataId, requestId, ts))
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}

export type SignatureFailure = 'missing' | 'malformed' | 'mismatch' | 'stale';

function first(v: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(v) ? v[0] : v;
  const t = raw?.trim();
  return t ? t : undefined;
}

/**
 * Verifies the header in constant time and checks the timestamp is within `toleranceS` of now.
 * `ts` is documented in milliseconds but shown in seconds: values above 1e11 are read as milliseconds.
 */
export function verifyWebhookSignature(opts: {
  xSignature: string | string[] | undefined;
  xRequestId: string | string[] | undefined;
  dataId: string | undefined;
  secret: string;
  toleranceS: number;
  now?: number;
}): { ok: true } | { ok: false; reason: SignatureFailure } {
  const header = first(opts.xSignature);
  if (!header) return { ok: false, reason: 'missing' };
  let ts: string | undefined;
  let v1: string | undefined;
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts') ts = value;
    else if (key === 'v1') v1 = value;
  }
  if (!ts || !v1 || !/^\d+$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1))
    return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', opts.secret)
    .update(signatureManifest(opts.dataId, first(opts.xRequestId), ts))
    .digest();
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'mismatch' };
  const n = Number(ts);
  const tsMs = n > 1e11 ? n : n * 1000;
  if (Math.abs((opts.now ?? Date.now()) - tsMs) > opts.toleranceS * 1000)
    return { ok: false, reason: 'stale' };
  return { ok: true };
}
