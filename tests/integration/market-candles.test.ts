import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@sinais/shared/server';
import { engineConfigFrom, startEngine, type EngineHandle } from '@sinais/engine';
import { createSimSource } from '../../engine/src/sources/sim.source';
import { storeCandles } from '../../engine/src/publisher/candle-store';
import { registerAndLogin } from '../helpers/accounts';
import { api, startTestServer, type TestServer } from '../helpers/server';

const HOUR = 3_600_000;
const MEMBER = { username: 'Leitora de Gráfico', password: 'senha-forte-123' };

async function heartbeat(s: TestServer, marketSource: 'binance' | 'sim'): Promise<void> {
  const value = {
    instance_id: 'teste',
    role: 'active',
    market_source: marketSource,
    simulated: marketSource !== 'binance',
    started_at: new Date().toISOString(),
    uptime_s: 1,
    rss_mb: 100,
  };
  await s.application.ctx.db.query(
    `INSERT INTO engine_state (key, value, updated_at) VALUES ('heartbeat', $1, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(value)],
  );
}

describe('GET /api/market/candles on the simulator: the engine stores its own history, the gateway serves it', () => {
  let s: TestServer;
  let engine: EngineHandle;
  let token: string;
  const sim = createSimSource({ seed: 11, speed: 3600, pairs: 160, tickIntervalMs: 100, historyBars: 500 });

  beforeAll(async () => {
    s = await startTestServer();
    token = await registerAndLogin(s.url, { ...MEMBER, email: `grafico.${Date.now()}@exemplo.com` });
    engine = await startEngine({
      db: s.application.ctx.db,
      bus: s.application.ctx.bus,
      logger: createLogger('engine', 'silent'),
      source: sim,
      config: engineConfigFrom({
        ANALYSIS_PAIR_INTERVAL_MS: 20,
        ANALYSIS_REST_MS: 600_000,
        DAILY_CYCLES: 'off',
        HEARTBEAT_MS: 200,
        LOG_LEVEL: 'silent',
      }),
    });
  });

  afterAll(async () => {
    await engine?.stop();
    await s?.close();
  });

  it("answers the simulator's candles of a pair in the asked timeframe, closed ones exactly as the simulator has them", async () => {
    await expect
      .poll(
        async () => (await api(s.url, '/api/market/candles?symbol=BTCUSDT&timeframe=4h', { token })).status,
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    const res = await api(s.url, '/api/market/candles?symbol=btcusdt&timeframe=4h&limit=50', { token });
    expect(res.body.data).toMatchObject({ symbol: 'BTCUSDT', timeframe: '4h', source: 'sim' });
    const candles = res.body.data.candles as Array<{ time: number; open: number; close: number }>;
    expect(candles).toHaveLength(50);
    for (let i = 1; i < candles.length; i++) expect(candles[i]!.time - candles[i - 1]!.time).toBe(4 * 3600);
    // The closed candles are the simulator's own: the same opens and closes at the same times (stored with 8
    // significant digits, more than any exchange quotes).
    const own = new Map((await sim.klines('BTCUSDT', '4h', 500)).map((c) => [c.openTime / 1000, c]));
    const p8 = (x: number | undefined) => Number(x?.toPrecision(8));
    for (const c of candles.slice(0, -2)) {
      expect(c.open).toBe(p8(own.get(c.time)?.open));
      expect(c.close).toBe(p8(own.get(c.time)?.close));
    }
    expect(res.headers.get('cache-control')).toBe('private, max-age=10');
  });

  it('says in Portuguese what is wrong with a request, and that a pair not analysed yet has no candles', async () => {
    const bad = await api(s.url, '/api/market/candles?symbol=BTCUSDT&timeframe=15m', { token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Tempo gráfico inválido (use 1h, 4h ou 1d).');
    const symbol = await api(s.url, '/api/market/candles?symbol=BTC-USDT', { token });
    expect(symbol.status).toBe(400);
    expect(JSON.stringify(symbol.body)).toContain('Símbolo inválido.');
    const many = await api(s.url, '/api/market/candles?symbol=BTCUSDT&limit=5000', { token });
    expect(JSON.stringify(many.body)).toContain('Peça no máximo 200 candles.');
    const missing = await api(s.url, '/api/market/candles?symbol=NAOEXISTEUSDT&timeframe=1d', { token });
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain('Ainda não há candles de NAOEXISTEUSDT em 1d');
    expect((await api(s.url, '/api/market/candles?symbol=BTCUSDT')).status).toBe(401);
  });
});

describe('GET /api/market/candles on Binance: the gateway reads the klines itself', () => {
  let s: TestServer;
  let fake: Server;
  let token: string;
  const calls: string[] = [];
  let answer: 'ok' | 'banned' = 'ok';
  const t0 = Math.floor(Date.now() / HOUR) * HOUR - 199 * HOUR;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push(url.searchParams.toString());
      res.setHeader('content-type', 'application/json');
      if (answer === 'banned') {
        res
          .writeHead(429, { 'retry-after': '30' })
          .end(JSON.stringify({ code: -1003, msg: 'Too many requests' }));
        return;
      }
      if (url.searchParams.get('symbol') !== 'ETHUSDT') {
        res.writeHead(400).end(JSON.stringify({ code: -1121, msg: 'Invalid symbol.' }));
        return;
      }
      const limit = Number(url.searchParams.get('limit'));
      const rows = Array.from({ length: limit }, (_, i) => {
        const open = 3000 + i;
        const t = t0 + i * HOUR;
        return [
          t,
          `${open}`,
          `${open + 5}`,
          `${open - 5}`,
          `${open + 1}`,
          '10',
          t + HOUR - 1,
          '30000',
          5,
          '5',
          '15000',
          '0',
        ];
      });
      res.end(JSON.stringify(rows));
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    s = await startTestServer({
      BINANCE_REST_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    });
    token = await registerAndLogin(s.url, { ...MEMBER, email: `binance.${Date.now()}@exemplo.com` });
    await heartbeat(s, 'binance');
  });

  afterAll(async () => {
    await s?.close();
    await new Promise((r) => fake?.close(r));
  });

  it('serves validated klines, one exchange read for many chart requests, and 404 for a pair Binance does not list', async () => {
    const first = await api(s.url, '/api/market/candles?symbol=ETHUSDT&timeframe=1h&limit=100', { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ source: 'binance', timeframe: '1h' });
    expect(first.body.data.candles).toHaveLength(100);
    expect(first.body.data.candles.at(-1)).toEqual({
      time: (t0 + 199 * HOUR) / 1000,
      open: 3199,
      high: 3204,
      low: 3194,
      close: 3200,
    });
    await Promise.all(
      [1, 2, 3].map(() => api(s.url, '/api/market/candles?symbol=ETHUSDT&limit=50', { token })),
    );
    expect(calls.filter((c) => c.includes('symbol=ETHUSDT'))).toEqual([
      'symbol=ETHUSDT&interval=1h&limit=200',
    ]);
    const unknown = await api(s.url, '/api/market/candles?symbol=NOPEUSDT', { token });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain('O par NOPEUSDT não existe na Binance.');
  });

  it('on 429 it stops calling the exchange and serves the candles the engine stored', async () => {
    answer = 'banned';
    const stored = [0, 1, 2].map((i) => ({
      openTime: t0 + i * 4 * HOUR,
      open: 10 + i,
      high: 12 + i,
      low: 9 + i,
      close: 11 + i,
      volume: 1,
      closeTime: t0 + (i + 1) * 4 * HOUR - 1,
      quoteVolume: 11,
    }));
    await storeCandles(s.application.ctx.db, 'binance', 'SOLUSDT', { '4h': stored });
    const before = calls.length;
    const res = await api(s.url, '/api/market/candles?symbol=SOLUSDT&timeframe=4h&limit=10', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.source).toBe('binance');
    expect(res.body.data.candles.map((c: { close: number }) => c.close)).toEqual([11, 12, 13]);
    expect(calls.length).toBe(before + 1);
    // Banned: the next chart (another pair) does not call the exchange at all.
    await storeCandles(s.application.ctx.db, 'binance', 'ADAUSDT', { '4h': stored });
    expect((await api(s.url, '/api/market/candles?symbol=ADAUSDT&timeframe=4h', { token })).status).toBe(200);
    expect(calls.length).toBe(before + 1);
  });
});
