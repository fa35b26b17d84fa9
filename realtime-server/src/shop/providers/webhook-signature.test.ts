import { describe, expect, it } from 'vitest';
import { signatureManifest, signWebhook, verifyWebhookSignature } from './webhook-signature';

const secret = 'segredo-de-teste';
const now = 1_800_000_000_000;
const ts = String(now / 1000);

describe('Mercado Pago x-signature', () => {
  it('builds the manifest with the trailing semicolon and leaves out missing parts', () => {
    expect(signatureManifest('123', 'req-1', '1704908010')).toBe('id:123;request-id:req-1;ts:1704908010;');
    expect(signatureManifest(undefined, 'req-1', '1')).toBe('request-id:req-1;ts:1;');
  });

  it('accepts its own signature, with spaces, seconds or milliseconds', () => {
    const header = signWebhook(secret, '999', 'req-9', ts);
    const base = { xRequestId: 'req-9', dataId: '999', secret, toleranceS: 300, now };
    expect(verifyWebhookSignature({ ...base, xSignature: header })).toEqual({ ok: true });
    expect(verifyWebhookSignature({ ...base, xSignature: header.replace(',', ' , ') }).ok).toBe(true);
    const ms = signWebhook(secret, '999', 'req-9', String(now));
    expect(verifyWebhookSignature({ ...base, xSignature: ms }).ok).toBe(true);
  });

  it('refuses a changed id, a wrong secret, a stale timestamp and garbage', () => {
    const header = signWebhook(secret, '999', 'req-9', ts);
    const base = { xSignature: header, xRequestId: 'req-9', dataId: '999', secret, toleranceS: 300, now };
    expect(verifyWebhookSignature({ ...base, dataId: '998' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhookSignature({ ...base, secret: 'outro' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhookSignature({ ...base, now: now + 301_000 })).toEqual({ ok: false, reason: 'stale' });
    expect(verifyWebhookSignature({ ...base, xSignature: undefined })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifyWebhookSignature({ ...base, xSignature: 'ts=abc,v1=zz' })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
