import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_SIGNAL_FIELDS } from '@sinais/shared';
import { loginToken } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/server';
import { confirmNewSignal } from '@sinais/shared/testing/server';

const ADMIN = { ADMIN_EMAIL: 'chefe.compressao@sinais.test', ADMIN_PASSWORD: 'admin-senha-123' };
const LIST = '/api/unified/signals/confirmed';

/** A raw GET (fetch would decompress and hide Content-Encoding and the bytes on the wire). */
function get(
  s: TestServer,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${s.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (r: { headers: Record<string, unknown>; bytes: Buffer }) =>
  JSON.parse(
    (r.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(r.bytes)
      : r.headers['content-encoding'] === 'gzip'
        ? gunzipSync(r.bytes)
        : r.bytes
    ).toString(),
  );

describe('API answers: compressed over 1 KiB, the signal list cached per seq with ETag/304 and lean for members', () => {
  let s: TestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer(ADMIN);
    admin = await loginToken(s.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    for (let i = 0; i < 30; i++) await confirmNewSignal(s.application.ctx.db, null, { symbol: `C${i}USDT` });
  });
  afterAll(async () => s?.close());

  it('serves the members list lean, compressed as asked, and 304 while nothing changed', async () => {
    const br = await get(s, LIST, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('private, no-cache');
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/"m\d+-/);
    const list = decode(br);
    expect(list.data.count).toBe(30);
    const plain = await get(s, LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(JSON.parse(plain.bytes.toString())).toEqual(list);
    const gz = await get(s, LIST, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toEqual(list);
    // Lean: what no member screen reads is left out; what the card and the detail show is there.
    const one = list.data.confirmed_signals[0];
    for (const f of ADMIN_ONLY_SIGNAL_FIELDS) expect(one).not.toHaveProperty(f);
    for (const f of ['id', 'symbol', 'entry_price', 'target_price', 'stop_loss', 'reasons', 'confirmed_at'])
      expect(one).toHaveProperty(f);

    const again = await get(s, LIST, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('a new signal (a new seq) changes the answer and its ETag, within the second the seq is reused', async () => {
    const before = await get(s, LIST, { 'accept-encoding': 'br' });
    await confirmNewSignal(s.application.ctx.db, null, { symbol: 'NOVOUSDT' });
    const ask = () => get(s, LIST, { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
    await expect.poll(async () => (await ask()).status, { timeout: 5000 }).toBe(200);
    const after = await ask();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(decode(after).data.confirmed_signals.map((x: { symbol: string }) => x.symbol)).toContain(
      'NOVOUSDT',
    );
  });

  it("an admin's token gets the whole signals, cached apart from the members' copy", async () => {
    const r = await get(s, LIST, { 'accept-encoding': 'br', authorization: `Bearer ${admin}` });
    expect(r.status).toBe(200);
    expect(String(r.headers.etag)).toMatch(/^W\/"a\d+-/);
    const one = decode(r).data.confirmed_signals[0];
    for (const f of ADMIN_ONLY_SIGNAL_FIELDS) expect(one).toHaveProperty(f);
  });

  it('compresses any other API answer over 1 KiB, never a small one nor one that mints a session token', async () => {
    const big = await get(s, '/api/admin/search?q=USDT&type=signals&limit=30', {
      'accept-encoding': 'br, gzip',
      authorization: `Bearer ${admin}`,
    });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(decode(big).results.signals.length).toBeGreaterThan(10);
    const small = await get(s, '/api/status', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const login = await get(
      s,
      '/api/auth/login',
      { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
    );
    expect(login.status).toBe(200);
    expect(JSON.parse(login.bytes.toString()).token).toBeTruthy();
    expect(login.headers['content-encoding']).toBeUndefined();
  });
});
