import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { rankPairs } from '../selection/rank-pairs';
import { fakeBinance, KEY, SECRET, type Fake } from '../testing/fake-binance';
import { BinanceHttpError } from './binance-http';
import { exchangeInfoSchema } from './binance-schemas';
import { createBinanceSource, probeBinance } from './binance.source';

let fake: Fake | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

describe('Binance USDⓈ-M source against a local fake of the public API', () => {
  it('reads exchangeInfo, tickers, klines and derivatives data, validated and converted to numbers', async () => {
    fake = await fakeBinance();
    expect(await probeBinance(fake.url, 1000)).toBe(true);
    const src = createBinanceSource({ restUrl: fake.url, wsUrl: fake.wsUrl });
    const pairs = await src.pairs();
    expect(pairs).toHaveLength(6);
    expect(pairs.every((p) => p.maxLeverage === null)).toBe(true);
    expect(src.leverageSource()).toContain('estimativa');
    const tickers = await src.tickers();
    expect(tickers[0]).toEqual({
      symbol: 'BTCUSDT',
      lastPrice: 100,
      priceChangePercent: 1.5,
      highPrice: 110,
      lowPrice: 95,
      quoteVolume: 1e9,
    });
    const k = await src.klines('BTCUSDT', '1h', 500);
    expect(k).toHaveLength(500);
    expect(k[0]!.closeTime).toBe(k[0]!.openTime + 3_600_000 - 1);
    expect(k.every((c) => c.closeTime < Date.now())).toBe(true);
    const req = fake.requests.find((r) => r.path === '/fapi/v1/klines')!;
    expect(req.query.get('interval')).toBe('1h');
    expect(req.query.get('limit')).toBe('501');
    // More than one page (the gate reads months of hourly candles): older pages end before the oldest so far.
    const before = fake.requests.length;
    const long = await src.klines('BTCUSDT', '1h', 2000);
    expect(long).toHaveLength(2000);
    for (let i = 1; i < long.length; i++) expect(long[i]!.openTime - long[i - 1]!.openTime).toBe(3_600_000);
    const pages = fake.requests.slice(before).filter((r) => r.path === '/fapi/v1/klines');
    expect(pages.map((r) => r.query.get('limit'))).toEqual(['1500', '501']);
    expect(pages[0]!.query.get('endTime')).toBeNull();
    expect(Number(pages[1]!.query.get('endTime'))).toBeLessThan(long[501]!.openTime);
    const d = await src.derivatives('BTCUSDT');
    expect(d).toEqual({
      fundingRate: 0.00038246,
      nextFundingTime: 1,
      openInterest: 12345.6,
      longShortRatio: 1.9,
    });
    const btc = await src.btc();
    expect(btc.price).toBe(100);
    expect(btc.marketCap).toBeGreaterThan(0);
    // Without a key the selection falls back to the documented volume rule, and says so.
    const ranking = rankPairs(pairs, tickers, { count: 150, fallbackMinVolume: 5e6 });
    expect(ranking.usedFallback).toBe(true);
    expect(ranking.pairs.map((p) => p.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    await src.close();
  });

  it('signs the leverage-bracket call with the API key and uses the first bracket as max leverage', async () => {
    fake = await fakeBinance();
    const src = createBinanceSource({ restUrl: fake.url, wsUrl: fake.wsUrl, apiKey: KEY, apiSecret: SECRET });
    const pairs = await src.pairs();
    expect(
      Object.fromEntries(pairs.filter((p) => p.maxLeverage !== null).map((p) => [p.symbol, p.maxLeverage])),
    ).toEqual({
      BTCUSDT: 125,
      ETHUSDT: 100,
      SOLUSDT: 50,
      DOGEUSDT: 25,
    });
    expect(src.leverageSource()).toContain('leverageBracket');
    const ranking = rankPairs(pairs, await src.tickers(), { count: 150, fallbackMinVolume: 0 });
    expect(ranking.usedFallback).toBe(false);
    expect(ranking.pairs.map((p) => p.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
  });

  it('backs off on 429 for Retry-After seconds before sending again', async () => {
    fake = await fakeBinance();
    const src = createBinanceSource({ restUrl: fake.url, wsUrl: fake.wsUrl });
    fake.mode.rateLimitOnce = true;
    const err = await src.tickers().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BinanceHttpError);
    expect((err as BinanceHttpError).status).toBe(429);
    expect((err as BinanceHttpError).retryAfterMs).toBe(1000);
    const failedAt = fake.requests.at(-1)!.at;
    await src.tickers();
    expect(fake.requests.at(-1)!.at - failedAt).toBeGreaterThanOrEqual(950);
  });

  it('rejects a response outside the contract with an error naming the endpoint', async () => {
    fake = await fakeBinance();
    fake.mode.malformedTickers = true;
    const src = createBinanceSource({ restUrl: fake.url, wsUrl: fake.wsUrl });
    await expect(src.tickers()).rejects.toThrow(/\/fapi\/v1\/ticker\/24hr: resposta fora do contrato/);
  });

  it('streams live prices from !ticker@arr, drops COIN-M items and reconnects after a drop', async () => {
    fake = await fakeBinance();
    const src = createBinanceSource({ restUrl: fake.url, wsUrl: fake.wsUrl });
    const seen: Array<Map<string, number>> = [];
    src.onTicks((p) => seen.push(new Map(p)));
    await src.start();
    await waitUntil(() => seen.length > 0);
    expect(src.lastPrice('BTCUSDT')).toBe(64001);
    expect(src.lastPrice('BTCUSD_PERP')).toBeUndefined();
    fake.sockets[0]!.terminate();
    await waitUntil(() => fake!.sockets.length === 2 && src.lastPrice('BTCUSDT') === 64002, 5000);
    await src.close();
  });
});

/** A real capture, cut to the fields the schema reads (see fixtures/build-fixtures.py). */
const realInfo = fileURLToPath(
  new URL('../../fixtures/binance/futures_usdm_exchangeInfo_2022-05-04.json', import.meta.url),
);
describe('real exchangeInfo capture', () => {
  it('validates against the schema and yields the USDT perpetuals', () => {
    const info = exchangeInfoSchema.parse(JSON.parse(readFileSync(realInfo, 'utf8')));
    const usdtPerps = info.symbols.filter(
      (s) => s.contractType === 'PERPETUAL' && s.status === 'TRADING' && s.quoteAsset === 'USDT',
    );
    expect(usdtPerps.length).toBeGreaterThan(100);
  });
});

async function waitUntil(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('tempo esgotado');
    await new Promise((r) => setTimeout(r, 20));
  }
}
