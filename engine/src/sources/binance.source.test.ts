import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { rankPairs } from '../selection/rank-pairs';
import { BinanceHttpError } from './binance-http';
import { exchangeInfoSchema } from './binance-schemas';
import { createBinanceSource, probeBinance } from './binance.source';

const SECRET = 'test-secret';
const KEY = 'test-key';

const symbols = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT'];
const exchangeInfo = {
  timezone: 'UTC',
  serverTime: 1_700_000_000_000,
  rateLimits: [{ rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 2400 }],
  exchangeFilters: [],
  assets: [],
  symbols: [
    ...symbols.map((s) => ({
      symbol: s,
      pair: s,
      contractType: 'PERPETUAL',
      status: 'TRADING',
      baseAsset: s.replace('USDT', ''),
      quoteAsset: 'USDT',
      marginAsset: 'USDT',
      onboardDate: 1_569_398_400_000,
      filters: [],
    })),
    {
      symbol: 'BTCUSDT_261225',
      pair: 'BTCUSDT',
      contractType: 'CURRENT_QUARTER',
      status: 'TRADING',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      marginAsset: 'USDT',
      filters: [],
    },
    {
      symbol: 'XAUUSDT',
      pair: 'XAUUSDT',
      contractType: 'TRADIFI_PERPETUAL',
      status: 'TRADING',
      baseAsset: 'XAU',
      quoteAsset: 'USDT',
      marginAsset: 'USDT',
      filters: [],
    },
  ],
};
const ticker = (s: string, i: number) => ({
  symbol: s,
  priceChange: '1.0',
  priceChangePercent: String(1.5 - i),
  weightedAvgPrice: '100',
  lastPrice: String(100 * (i + 1)),
  lastQty: '1',
  openPrice: '99',
  highPrice: String(110 * (i + 1)),
  lowPrice: String(95 * (i + 1)),
  volume: '1000',
  quoteVolume: String(10 ** (9 - i)),
  openTime: 1,
  closeTime: 2,
  firstId: 1,
  lastId: 2,
  count: 10,
});

interface Fake {
  url: string;
  wsUrl: string;
  requests: Array<{ path: string; at: number; query: URLSearchParams; headers: IncomingMessage['headers'] }>;
  sockets: WebSocket[];
  mode: { rateLimitOnce: boolean; malformedTickers: boolean };
  close(): Promise<void>;
}

async function fakeBinance(): Promise<Fake> {
  const requests: Fake['requests'] = [];
  const mode = { rateLimitOnce: false, malformedTickers: false };
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-mbx-used-weight-1m': String(requests.length * 3),
      ...headers,
    });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    requests.push({ path: u.pathname, at: Date.now(), query: u.searchParams, headers: req.headers });
    if (mode.rateLimitOnce) {
      mode.rateLimitOnce = false;
      return json(res, 429, { code: -1003, msg: 'Too many requests' }, { 'retry-after': '1' });
    }
    switch (u.pathname) {
      case '/fapi/v1/ping':
        return json(res, 200, {});
      case '/fapi/v1/exchangeInfo':
        return json(res, 200, exchangeInfo);
      case '/fapi/v1/ticker/24hr':
        if (mode.malformedTickers) return json(res, 200, [{ symbol: 'BTCUSDT', lastPrice: 12 }]);
        if (u.searchParams.get('symbol')) return json(res, 200, ticker(u.searchParams.get('symbol')!, 0));
        return json(res, 200, symbols.map(ticker));
      case '/fapi/v1/klines': {
        const limit = Number(u.searchParams.get('limit'));
        const endTime = u.searchParams.get('endTime');
        const step = 3_600_000;
        // The newest row is still forming (closeTime in the future), as on the real API; with endTime the
        // page ends with the candle that closes at endTime.
        const first =
          endTime === null ? Date.now() - (limit - 1) * step - step / 2 : Number(endTime) + 1 - limit * step;
        const rows = Array.from({ length: limit }, (_, i) => {
          const t = first + i * step;
          const c = 100 + Math.sin(i / 5) * 5;
          return [
            t,
            String(c - 1),
            String(c + 2),
            String(c - 2),
            String(c),
            '10',
            t + step - 1,
            String(c * 10),
            5,
            '5',
            String(c * 5),
            '0',
          ];
        });
        return json(res, 200, rows);
      }
      case '/fapi/v1/premiumIndex':
        return json(res, 200, {
          symbol: 'BTCUSDT',
          markPrice: '100.1',
          indexPrice: '100',
          estimatedSettlePrice: '100',
          lastFundingRate: '0.00038246',
          interestRate: '0.0001',
          nextFundingTime: 1,
          time: 2,
        });
      case '/fapi/v1/openInterest':
        return json(res, 200, { openInterest: '12345.6', symbol: 'BTCUSDT', time: 1 });
      case '/futures/data/globalLongShortAccountRatio':
        return json(res, 200, [
          {
            symbol: 'BTCUSDT',
            longShortRatio: '1.9',
            longAccount: '0.6552',
            shortAccount: '0.3448',
            timestamp: '1700000000000',
          },
        ]);
      case '/fapi/v1/leverageBracket': {
        const q = new URLSearchParams(u.search);
        const sig = q.get('signature');
        q.delete('signature');
        const expected = createHmac('sha256', SECRET).update(q.toString()).digest('hex');
        if (req.headers['x-mbx-apikey'] !== KEY || sig !== expected)
          return json(res, 401, { code: -1022, msg: 'Signature for this request is not valid.' });
        return json(
          res,
          200,
          symbols.map((s, i) => ({
            symbol: s,
            brackets: [
              {
                bracket: 1,
                initialLeverage: [125, 100, 50, 25][i],
                notionalCap: 1,
                notionalFloor: 0,
                maintMarginRatio: 0.004,
                cum: 0,
              },
            ],
          })),
        );
      }
      default:
        return json(res, 404, { code: -1121, msg: 'Invalid symbol.' });
    }
  });
  const wss = new WebSocketServer({ server });
  const sockets: WebSocket[] = [];
  wss.on('connection', (ws, req) => {
    if (req.url !== '/market/ws/!ticker@arr') return ws.close(1008, 'rota errada');
    sockets.push(ws);
    const send = () =>
      ws.send(
        JSON.stringify([
          wsTicker('BTCUSDT', String(64000 + sockets.length), 1),
          wsTicker('BTCUSD_PERP', '1', 2),
        ]),
      );
    send();
    const t = setInterval(send, 50);
    ws.on('close', () => clearInterval(t));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/market`,
    requests,
    sockets,
    mode,
    close: async () => {
      for (const s of wss.clients) s.terminate();
      wss.close();
      await new Promise((r) => server.close(r));
    },
  };
}

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

/** One entry of the `!ticker@arr` stream: the price (`c`) and the status (`st`) matter, the rest is filler. */
function wsTicker(symbol: string, price: string, status: number) {
  return {
    e: '24hrTicker',
    E: Date.now(),
    s: symbol,
    p: '1',
    P: '1',
    w: '1',
    c: price,
    Q: '1',
    o: '1',
    h: '1',
    l: '1',
    v: '1',
    q: '1',
    O: 1,
    C: 2,
    F: 1,
    L: 2,
    n: 1,
    st: status,
  };
}
