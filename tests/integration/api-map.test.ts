import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouteList, encodeQuery, fillPath, type ApiRouteDef } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';
import { loginToken, registerAndLogin } from '../helpers/accounts';
import { beat, engineStatus } from '../helpers/engine-state';
import { api, startTestServer, type TestServer } from '../helpers/server';
import { createTestDatabase, postgresUnavailable, reportSkip } from '../helpers/services';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange, confirmNewSignal } from '@sinais/shared/testing/server';

reportSkip(postgresUnavailable, 'API map against the running gateway');

/**
 * The map cannot drift from the server: every GET route is called on a started gateway (with the engine state a
 * running engine leaves) and its answer parsed with the route's response schema. A route that needs something
 * this walk does not create (an id of a purchase, a configured push service, Binance) is listed with the reason.
 */
const NOT_WALKED: Record<string, string> = {
  'GET /api/push/public-key': 'no VAPID keys in tests (404 by design)',
  'GET /api/payments/status/:paymentId': 'needs a payment',
  'GET /api/payments/purchases/:id': 'needs a purchase',
  'GET /api/market/candles': 'reads Binance or the stored candles of a running engine',
};

/** Params and required queries the walk sends, by name. */
const EXAMPLE_PARAMS: Record<string, string | undefined> = {
  courseId: 'despertar_crypto',
  symbol: 'ETHUSDT',
  slug: 'modulo-video-aulas',
  code: 'SC-0000-0000',
};
const EXAMPLE_QUERY: Record<string, Record<string, string>> = {
  'GET /api/real-analysis/price-history': { symbol: 'BTCUSDT' },
  'GET /api/admin/search': { q: 'ana' },
};

async function put(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO engine_state (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/** What a running engine leaves: heartbeat, status, BTC, cleanup cycles, a TOP pairs selection, signals. */
async function engineWasHere(s: TestServer): Promise<void> {
  const { db, bus } = s.application.ctx;
  const now = new Date();
  await beat(db, now);
  await engineStatus(db, now);
  await put(db, 'btc', {
    price: 96000,
    change_24h: 1.5,
    volume_24h: 3e10,
    market_cap: 1.9e12,
    dominance: 55,
    simulated: true,
    updated_at: now.toISOString(),
  });
  const cycle = {
    time: '10:00',
    status: 'scheduled',
    description: 'ciclo',
    last_run: null,
    next_run: now.toISOString(),
  };
  await put(db, 'cleanup_status', { morning_cleanup: cycle, evening_cleanup: { ...cycle, time: '21:00' } });
  const pair = {
    rank: 1,
    symbol: 'ETHUSDT',
    base_asset: 'ETH',
    quote_asset: 'USDT',
    price: 3100,
    status: 'TRADING',
    max_leverage: 100,
    volume_24h: 1e9,
    volatility_pct: 3,
    score: 90,
  };
  const criteria = {
    leverage_minimum: 50,
    analysis_period: '24h',
    volume_weight: 0.6,
    volatility_weight: 0.4,
    pair_type: 'USDT-M',
    leverage_source: 'sim',
    process: ['volume'],
  };
  await db.query(
    `INSERT INTO top_pairs_selections (pairs, stats, criteria, source, selected_at, next_update)
     VALUES ($1, $2, $3, 'sim', now(), now() + interval '4 hours')`,
    [
      JSON.stringify([pair]),
      JSON.stringify({ total_usdt_pairs: 1, pairs_with_50x: 1, top_150_selected: 1, selection_rate: 100 }),
      JSON.stringify(criteria),
    ],
  );
  await confirmNewSignal(db, bus, { symbol: 'ETHUSDT' });
  await commitSignalChange(db, bus, makeSignal({ symbol: 'XRPUSDT' }), 'created');
  const rej = makeSignal({ symbol: 'ADAUSDT' });
  await commitSignalChange(db, bus, rej, 'created');
  await commitSignalChange(
    db,
    bus,
    { ...rej, status: 'REJECTED', rejected_at: now.toISOString(), rejection_reasons: ['Volume baixo'] },
    'rejected',
  );
}

const key = (r: ApiRouteDef) => `${r.method} ${r.path}`;
const gets = apiRouteList.filter(({ route }) => route.method === 'GET');

describe.skipIf(postgresUnavailable !== null)('the API map against the running gateway', () => {
  let s: TestServer;
  let drop: () => Promise<void>;
  const tokens = { public: '', optional: '', member: '', admin: '' };
  const call = (route: ApiRouteDef, id: string, token: string) => {
    const params = Object.fromEntries(
      [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, EXAMPLE_PARAMS[name!]]),
    );
    return api(s.url, fillPath(route.path, params) + encodeQuery(EXAMPLE_QUERY[id]), {
      token: token || undefined,
    });
  };
  const expectDeclared = (id: string, route: ApiRouteDef, res: { status: number; body: unknown }) => {
    expect(res.status, `${id}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
    const parsed = route.response.safeParse(res.body);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5), id).toEqual([]);
  };

  beforeAll(async () => {
    const t = await createTestDatabase();
    drop = t.drop;
    s = await startTestServer({
      DATABASE_URL: t.url,
      ADMIN_EMAIL: 'admin@sinais.test',
      ADMIN_PASSWORD: 'admin-senha-123',
      JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    });
    tokens.member = await registerAndLogin(s.url, {
      username: 'Ana Membro',
      email: 'ana@example.com',
      password: 'senha-123',
    });
    tokens.admin = await loginToken(s.url, 'admin@sinais.test', 'admin-senha-123');
    // An admin is a member with every course: member routes answer for any course or lesson.
    tokens.optional = tokens.admin;
    tokens.member = tokens.admin;
    await engineWasHere(s);
    const lessons = await api(s.url, '/api/courses/despertar_crypto/lessons');
    EXAMPLE_PARAMS.lessonId = lessons.body.lessons[0].id;
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  it('declares every route once', () => {
    const keys = apiRouteList.map(({ route }) => key(route));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(
    gets.filter(({ route }) => !(key(route) in NOT_WALKED)).map((r) => [key(r.route), r.route] as const),
  )('%s answers what the map declares', async (id, route) => {
    expectDeclared(id, route, await call(route, id, tokens[route.access]));
    // A public route answers a visitor too (the members' lean signals, the page without test results).
    if (route.access === 'optional') expectDeclared(id, route, await call(route, id, ''));
  });

  it("lists signals under the specs' name `type` too, the same value as `direction`", async () => {
    const lists = [
      (await api(s.url, '/api/unified/signals/confirmed')).body.data.confirmed_signals,
      (await api(s.url, '/api/unified/signals/pending', { token: tokens.admin })).body.data.pending_signals,
      (await api(s.url, '/api/unified/signals/all', { token: tokens.admin })).body.data.rejected.signals,
    ] as Array<Array<{ type: string; direction: string }>>;
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      for (const x of list) expect(x.type).toBe(x.direction);
    }
  });

  it('walks all but the listed GET routes', () => {
    const missing = Object.keys(NOT_WALKED).filter((k) => !gets.some(({ route }) => key(route) === k));
    expect(missing).toEqual([]);
    expect(gets.length - Object.keys(NOT_WALKED).length).toBeGreaterThanOrEqual(75);
  });
});
