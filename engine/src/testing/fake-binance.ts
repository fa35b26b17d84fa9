/**
 * A local fake of Binance's USDⓈ-M public API for tests: exchangeInfo, tickers, klines, premiumIndex,
 * openInterest, long/short ratio, the signed leverage brackets, the `!ticker@arr` stream on the `/market` route,
 * and the history endpoints of the derivatives collector (`fake-binance-history.ts`, state in `history`).
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { historyRoute, type HistoryFake } from './fake-binance-history';

export const SECRET = 'test-secret';
export const KEY = 'test-key';

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

export interface Fake {
  url: string;
  wsUrl: string;
  requests: Array<{ path: string; at: number; query: URLSearchParams; headers: IncomingMessage['headers'] }>;
  sockets: WebSocket[];
  mode: { rateLimitOnce: boolean; malformedTickers: boolean };
  history: HistoryFake;
  close(): Promise<void>;
}

export async function fakeBinance(): Promise<Fake> {
  const requests: Fake['requests'] = [];
  const mode = { rateLimitOnce: false, malformedTickers: false };
  const history: HistoryFake = {
    now: () => Date.now(),
    listedAt: Date.UTC(2019, 8, 8),
    offContract: new Set(),
    rateLimitOnce: null,
  };
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      // Like Binance: the weight of this IP's calls in the current minute (1 a call here).
      'x-mbx-used-weight-1m': String(
        requests.filter((r) => r.at >= Math.floor(Date.now() / 60_000) * 60_000).length,
      ),
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
      default: {
        const answer = historyRoute(history, u);
        if (answer) return json(res, answer.status, answer.body, answer.headers);
        return json(res, 404, { code: -1121, msg: 'Invalid symbol.' });
      }
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
    history,
    close: async () => {
      for (const s of wss.clients) s.terminate();
      wss.close();
      await new Promise((r) => server.close(r));
    },
  };
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
