import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BinanceHttp, BinanceHttpError, klinesWeight, type BinanceHttpOptions } from './binance-http';
import { RequestWindow } from './request-window';

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

/** A client on a clock the test owns: every wait it asks for is recorded and moves the clock on. */
function onTestClock(start: number, opts: Partial<BinanceHttpOptions> = {}) {
  const clock = { now: start, slept: [] as number[] };
  const http = new BinanceHttp({
    baseUrl: url,
    now: () => clock.now,
    sleep: async (ms) => void (clock.slept.push(ms), (clock.now += ms)),
    ...opts,
  });
  return { http, clock };
}

describe('BinanceHttp request-weight accounting', () => {
  it('waits for the next minute before a call that would cross 90% of the budget', async () => {
    const { http, clock } = onTestClock(60_000 * 1000 + 50_000); // 50 s into a minute
    http.setWeightLimit(100);
    for (let i = 0; i < 4; i++) await http.get('/x', {}, ok, { weight: 20 });
    expect(clock.slept).toEqual([]);
    await http.get('/x', {}, ok, { weight: 20 });
    expect(clock.slept).toEqual([10_000]);
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

  it('lets background calls fill only half of the minute budget, while analysis calls still pass', async () => {
    const { http, clock } = onTestClock(60_000 * 2000 + 5_000);
    http.setWeightLimit(100);
    for (let i = 0; i < 3; i++) await http.get('/x', {}, ok, { weight: 15, background: true });
    await http.get('/x', {}, ok, { weight: 15 });
    expect(clock.slept).toEqual([]);
    await http.get('/x', {}, ok, { weight: 15, background: true });
    expect(clock.slept).toEqual([55_000]);
  });

  it('keeps background calls to half of a per-IP count limit, analysis calls to 90 %', async () => {
    const start = 60_000 * 3000;
    const { http, clock } = onTestClock(start, {
      maxWaitMs: 400_000,
      countLimits: [{ prefix: '/futures/data/', window: new RequestWindow(10, 300_000) }],
    });
    for (let i = 0; i < 5; i++) {
      await http.get('/futures/data/openInterestHist', {}, ok, { weight: 0, background: true });
      clock.now += 100;
    }
    for (let i = 0; i < 4; i++)
      await http.get('/futures/data/globalLongShortAccountRatio', {}, ok, { weight: 0 });
    await http.get('/other', {}, ok, { weight: 0, background: true });
    expect(clock.slept).toEqual([]);
    await http.get('/futures/data/openInterestHist', {}, ok, { weight: 0, background: true });
    // Five of the window's calls must leave it first: the fifth was sent at start + 400 ms.
    expect(clock.now).toBe(start + 400 + 300_000);
  });

  it('counts a window by its trailing calls', () => {
    const w = new RequestWindow(10, 1000);
    for (let t = 0; t < 5; t++) w.record(t * 100);
    expect(w.used(450)).toBe(5);
    expect(w.waitMs(450, 0.5)).toBe(550);
    expect(w.waitMs(450, 0.9)).toBe(0);
    expect(w.used(1050)).toBe(4);
  });

  it('weights klines by limit as documented', () => {
    expect([50, 100, 499, 500, 1000, 1001].map(klinesWeight)).toEqual([1, 2, 2, 5, 5, 10]);
  });
});
