import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BinanceHttp, BinanceHttpError, klinesWeight } from './binance-http';

let url = '';
let status = 200;
let retryAfter = '3';
const server = createServer((_req, res) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...(status !== 200 ? { 'retry-after': retryAfter } : {}),
  });
  res.end(status === 200 ? '{"ok":true}' : '{"code":-1003,"msg":"banned"}');
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const ok = z.object({ ok: z.boolean() });

describe('BinanceHttp request-weight accounting', () => {
  it('waits for the next minute before a call that would cross 90% of the budget', async () => {
    let now = 60_000 * 1000 + 50_000; // 50 s into a minute
    const slept: number[] = [];
    const http = new BinanceHttp({
      baseUrl: url,
      now: () => now,
      sleep: async (ms) => void (slept.push(ms), (now += ms)),
    });
    http.setWeightLimit(100);
    for (let i = 0; i < 4; i++) await http.get('/x', {}, ok, { weight: 20 });
    expect(slept).toEqual([]);
    await http.get('/x', {}, ok, { weight: 20 });
    expect(slept).toEqual([10_000]);
    expect(http.weightUsed).toBe(20);
  });

  it('after 418 refuses to send until Retry-After has passed when that is longer than it may wait', async () => {
    status = 418;
    retryAfter = '120';
    const http = new BinanceHttp({ baseUrl: url, maxWaitMs: 5000 });
    const first = await http.get('/x', {}, ok, { weight: 1 }).catch((e: unknown) => e);
    expect(first).toMatchObject({ status: 418, retryAfterMs: 120_000 });
    status = 200;
    const second = await http.get('/x', {}, ok, { weight: 1 }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(BinanceHttpError);
    expect((second as Error).message).toMatch(/Retry-After/);
  });

  it('weights klines by limit as documented', () => {
    expect([50, 100, 499, 500, 1000, 1001].map(klinesWeight)).toEqual([1, 2, 2, 5, 5, 10]);
  });
});
