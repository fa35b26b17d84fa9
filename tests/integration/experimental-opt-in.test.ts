import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROOMS,
  signalPushPayloadSchema,
  strategyTracksResponseSchema,
  trackRecordResponseSchema,
  type CommandAck,
  type Envelope,
  type Signal,
  type SignalChange,
} from '@sinais/shared';
import { loginToken, registerAndLogin } from '../helpers/accounts';
import { makeBrowserKeys, startPushService } from '../helpers/push-service';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { adminEnv, GATEWAY_STORES, startGatewayBeside, startServerOnTestDb } from '../helpers/stack';
import { makeSignal } from '@sinais/shared/testing';
import { commitConfirmed, commitSignalChange } from '@sinais/shared/testing/server';
import { connectClient, emitWithAck, waitUntil, synced, type TestClient } from '../helpers/socket-client';

reportSkip(
  postgresUnavailable,
  'experimental opt-in on PostgreSQL and across gateways (the embedded store still runs)',
);

const JWT_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres';
const ADMIN = { email: 'admin@sinais.test', password: 'admin-senha-123' };

const signalOf = (e: Envelope) => (e.data as SignalChange).signal;
const symbolsOf = (events: readonly Envelope[]) => events.map((e) => `${e.type} ${signalOf(e).symbol}`);

/** The gateway's own view of a user's live sockets and their rooms. */
const roomsOf = (s: TestServer, userId: string) =>
  [...s.application.ctx.realtime!.io.of('/').sockets.values()]
    .filter((x) => x.data.session?.user.id === userId)
    .map((x) => [...x.rooms]);

describe.each(GATEWAY_STORES)('"Ver sinais experimentais" ($name)', ({ skip, embedded }) => {
  let s: TestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const tokens = { opted: '', plain: '', admin: '' };
  let optedId = '';
  const clients: TestClient[] = [];
  const ready = async (c: TestClient) => {
    clients.push(c);
    return synced(c);
  };
  const get = (path: string, token?: string) => api(s.url, path, token ? { token } : {});
  const optIn = (enabled: boolean, token = tokens.opted, url = s.url) =>
    api(url, '/api/signals/experimental/opt-in', { method: 'PUT', token, body: { enabled } });

  /** A trade as the engine commits it: created, then confirmed; returns the confirmed signal and its seq. */
  async function confirmed(symbol: string, experimental: boolean) {
    const { db, bus } = s.application.ctx;
    return commitConfirmed(db, bus, makeSignal({ symbol, experimental, signal_class: 'ELITE' }));
  }
  async function closedWithTarget(signal: Signal) {
    const { db, bus } = s.application.ctx;
    const closed: Signal = {
      ...signal,
      outcome: 'TARGET_HIT',
      exit_price: signal.target_price,
      closed_at: new Date().toISOString(),
      gross_profit_loss: 3.08,
      fees_pct: 0.08,
      profit_loss: 3,
    };
    return commitSignalChange(db, bus, closed, 'closed');
  }
  /** Every figure a member reads of the published record. */
  async function publishedFigures(token: string) {
    const stats = (await get('/api/stats/realtime', token)).body.data;
    const record = trackRecordResponseSchema.parse((await get('/api/signals/track-record', token)).body);
    const tracks = strategyTracksResponseSchema.parse(
      (await get('/api/signals/track-record/strategies', token)).body,
    );
    const csv = await (
      await fetch(`${s.url}/api/signals/track-record.csv`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    return {
      stats: [stats.totalSignals, stats.closedSignals, stats.successRate, stats.avgProfit, stats.openSignals],
      metrics: (await get('/api/btc-signals/metrics', token)).body.data.closed_signals,
      record: [record.record, record.summary.signals, record.summary.closed, record.summary.total_net_pct],
      entries: record.entries.map((e) => e.symbol).sort(),
      tracks: tracks.by_strategy.map((g) => [g.strategy, g.signals, g.closed]),
      csvRows: csv.trim().split(/\r?\n/).length,
      publicList: (await get('/api/unified/signals/confirmed')).body.data.count,
    };
  }

  beforeAll(async () => {
    if (skip) return;
    push = await startPushService();
    s = await startServerOnTestDb(adminEnv(ADMIN, JWT_SECRET), { embedded });
    tokens.opted = await registerAndLogin(s.url, {
      username: 'Ana',
      email: 'ana@example.com',
      password: 'senha-123',
    });
    tokens.plain = await registerAndLogin(s.url, {
      username: 'Beto',
      email: 'beto@example.com',
      password: 'senha-123',
    });
    tokens.admin = await loginToken(s.url, ADMIN.email, ADMIN.password);
    const rows = await s.application.ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'ana@example.com',
    ]);
    optedId = String(rows[0]!.id);
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await s?.close();
    await push?.close();
  });

  it.skipIf(skip)(
    'is off by default, saved per member, validated, and for signed-in members only',
    async () => {
      expect((await get('/api/signals/experimental/opt-in')).status).toBe(401);
      expect((await get('/api/signals/experimental/opt-in', tokens.plain)).body).toEqual({
        enabled: false,
        updated_at: null,
      });
      const bad = await api(s.url, '/api/signals/experimental/opt-in', {
        method: 'PUT',
        token: tokens.plain,
        body: { enabled: 'sim' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/sinais experimentais/);
      for (const path of [
        '/api/signals/track-record',
        '/api/signals/track-record.csv',
        '/api/signals/track-record/strategies',
      ]) {
        const refused = await get(`${path}?record=experimental`, tokens.plain);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(
          'Ative "Ver sinais experimentais" em Configurações para ver o histórico dos sinais experimentais.',
        );
      }
      expect((await get('/api/signals/track-record?record=outro', tokens.plain)).status).toBe(400);
    },
  );

  it.skipIf(skip)(
    'gives an opted-in member the experimental signals live, in catch-up and in their own record, never in a published figure',
    { timeout: 60_000 },
    async () => {
      const browser = makeBrowserKeys();
      const subscribed = await api(s.url, '/api/push/subscriptions', {
        token: tokens.opted,
        body: { endpoint: `${push.base}/ana`, expirationTime: null, keys: browser.keys },
      });
      expect(subscribed.status).toBe(201);
      const opted = await ready(connectClient(s.url, { token: tokens.opted }));
      const plain = await ready(connectClient(s.url, { token: tokens.plain }));
      const anonymous = await ready(connectClient(s.url));
      const admin = await ready(connectClient(s.url, { token: tokens.admin }));

      const p1 = await confirmed('PUB1USDT', false);
      await closedWithTarget(p1.signal);
      const e1 = await confirmed('EXP1USDT', true);
      const before = await publishedFigures(tokens.opted);
      expect(before.record).toEqual(['published', 1, 1, 3]);
      expect(roomsOf(s, optedId)[0]).not.toContain(ROOMS.experimental);

      // Turning it on moves the live socket into the room before the answer.
      const on = await optIn(true);
      expect(on.status).toBe(200);
      expect(on.body.enabled).toBe(true);
      expect(Date.parse(on.body.updated_at)).toBeGreaterThan(0);
      expect(roomsOf(s, optedId)[0]).toContain(ROOMS.experimental);
      expect((await get('/api/signals/experimental/opt-in', tokens.opted)).body.enabled).toBe(true);
      // The member's open tabs hear it in their own room (they load or drop the signals); nobody else does.
      await waitUntil(
        () =>
          opted.other.some(
            (e) => e.type === 'experimental:changed' && (e.data as { enabled: boolean }).enabled,
          ),
        5000,
        'aviso às abas',
      );
      expect(plain.other.some((e) => e.type === 'experimental:changed')).toBe(false);

      // REST: the snapshot with the member's token now has the experimental one, marked; others' do not.
      const list = (token?: string) =>
        get('/api/unified/signals/confirmed', token).then((r) =>
          (r.body.data.confirmed_signals as Signal[])
            .map((x) => `${x.symbol}${x.experimental ? '*' : ''}`)
            .sort(),
        );
      expect(await list(tokens.opted)).toEqual(['EXP1USDT*', 'PUB1USDT']);
      expect(await list(tokens.plain)).toEqual(['PUB1USDT']);
      expect(await list()).toEqual(['PUB1USDT']);

      // Live: what members get of a signal (confirmed, closed), never the engine's undecided work.
      const e2 = await confirmed('EXP2USDT', true);
      await closedWithTarget(e2.signal);
      const p2 = await confirmed('PUB2USDT', false);
      await waitUntil(
        () => opted.signals.some((e) => Number(e.id) === p2.seq),
        10_000,
        'sinal publicado (Ana)',
      );
      await waitUntil(
        () => plain.signals.some((e) => Number(e.id) === p2.seq),
        10_000,
        'sinal publicado (Beto)',
      );
      await waitUntil(
        () => admin.signals.some((e) => Number(e.id) === p2.seq),
        10_000,
        'sinal publicado (admin)',
      );
      expect(symbolsOf(opted.signals)).toEqual([
        'signal:confirmed PUB1USDT',
        'signal:closed PUB1USDT',
        'signal:confirmed EXP2USDT',
        'signal:closed EXP2USDT',
        'signal:confirmed PUB2USDT',
      ]);
      expect(symbolsOf(plain.signals)).toEqual([
        'signal:confirmed PUB1USDT',
        'signal:closed PUB1USDT',
        'signal:confirmed PUB2USDT',
      ]);
      expect(anonymous.signals).toEqual([]);
      expect(symbolsOf(admin.signals)).toContain('signal:created EXP2USDT');

      // Catch-up by seq replays exactly what the rooms deliver live.
      const sync = async (c: TestClient) => {
        const ack = await emitWithAck<CommandAck<'signals:sync'>>(c.socket, 'signals:sync', {
          after_seq: e1.seq,
        });
        if (!('data' in ack)) throw new Error('sync falhou');
        return symbolsOf(ack.data.events as Envelope[]);
      };
      expect(await sync(opted)).toEqual(symbolsOf(opted.signals.filter((e) => Number(e.id) > e1.seq)));
      expect(await sync(plain)).toEqual(['signal:confirmed PUB2USDT']);

      // Their own record: experimental signals only.
      const own = trackRecordResponseSchema.parse(
        (await get('/api/signals/track-record?record=experimental', tokens.opted)).body,
      );
      expect(own.record).toBe('experimental');
      expect(own.entries.map((e) => e.symbol).sort()).toEqual(['EXP1USDT', 'EXP2USDT']);
      expect([own.summary.signals, own.summary.closed, own.summary.wins]).toEqual([2, 1, 1]);
      const ownCsv = await (
        await fetch(`${s.url}/api/signals/track-record.csv?record=experimental`, {
          headers: { authorization: `Bearer ${tokens.opted}` },
        })
      ).text();
      expect(ownCsv).toContain('EXP2USDT');
      expect(ownCsv).not.toContain('PUB');
      const ownTracks = strategyTracksResponseSchema.parse(
        (await get('/api/signals/track-record/strategies?record=experimental', tokens.opted)).body,
      );
      expect(ownTracks.by_strategy.reduce((n, g) => n + g.signals, 0)).toBe(2);
      expect((await get('/api/signals/track-record?record=experimental', tokens.admin)).status).toBe(200);

      // Every published figure is what the published signals alone make, for the opted-in member and the others.
      const after = await publishedFigures(tokens.opted);
      expect(after.record).toEqual(['published', 2, 1, 3]);
      expect(after.entries).toEqual(['PUB1USDT', 'PUB2USDT']);
      expect(after.stats).toEqual([2, 1, 100, 3, 1]);
      expect(after.metrics).toBe(before.metrics);
      expect(after.tracks).toEqual([[p1.signal.strategy, 2, 1]]);
      expect(after.csvRows).toBe(3);
      expect(after.publicList).toBe(2);
      expect(await publishedFigures(tokens.plain)).toEqual(after);

      // Alerts: the published confirmation is pushed; the experimental ones before it never were.
      await waitUntil(
        () =>
          push.received
            .filter((p) => p.path === '/ana')
            .some((p) => browser.decrypt(p.body).includes('PUB2USDT')),
        10_000,
        'push do sinal publicado',
      );
      const titles = push.received
        .filter((p) => p.path === '/ana')
        .map((p) => signalPushPayloadSchema.parse(JSON.parse(browser.decrypt(p.body))).title);
      expect(titles.some((t) => t.includes('EXP'))).toBe(false);

      // Turning it off takes the socket out at once: nothing experimental by socket, catch-up or REST.
      expect((await optIn(false)).body.enabled).toBe(false);
      expect(roomsOf(s, optedId)[0]).not.toContain(ROOMS.experimental);
      const e3 = await confirmed('EXP3USDT', true);
      const p3 = await confirmed('PUB3USDT', false);
      await waitUntil(
        () => opted.signals.some((e) => Number(e.id) === p3.seq),
        10_000,
        'sinal publicado depois',
      );
      expect(opted.signals.some((e) => Number(e.id) === e3.seq)).toBe(false);
      expect(await sync(opted)).toEqual(['signal:confirmed PUB2USDT', 'signal:confirmed PUB3USDT']);
      expect(await list(tokens.opted)).toEqual(['PUB1USDT', 'PUB2USDT', 'PUB3USDT']);
      expect((await get('/api/signals/track-record?record=experimental', tokens.opted)).status).toBe(403);
      // A member never joins the room on request: it is not a room a client may ask for.
      const join = await emitWithAck<CommandAck<'room:join'>>(opted.socket, 'room:join', {
        room: ROOMS.experimental,
      });
      expect(join).toMatchObject({ error: { code: 'invalid_payload' } });
      expect(roomsOf(s, optedId)[0]).not.toContain(ROOMS.experimental);
    },
  );
});

describe.skipIf(postgresUnavailable !== null)('"Ver sinais experimentais" across gateways', () => {
  const servers: TestServer[] = [];
  const clients: TestClient[] = [];
  let token = '';
  let userId = '';

  beforeAll(async () => {
    const first = await startServerOnTestDb({ JWT_SECRET });
    servers.push(first, await startGatewayBeside(first, { JWT_SECRET }));
    token = await registerAndLogin(servers[0]!.url, {
      username: 'Ana',
      email: 'ana@example.com',
      password: 'senha-123',
    });
    const rows = await servers[0]!.application.ctx.db.query<{ id: string }>('SELECT id FROM users');
    userId = String(rows[0]!.id);
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    // The first gateway drops the database when it closes: it goes last.
    for (const x of servers.reverse()) await x.close();
  });

  it(
    'moves a socket on another gateway into the room and out of it with the setting',
    { timeout: 60_000 },
    async () => {
      const [first, second] = servers as [TestServer, TestServer];
      const optIn = (enabled: boolean, url: string) =>
        api(url, '/api/signals/experimental/opt-in', { method: 'PUT', token, body: { enabled } });
      const connect = async (url: string) => {
        const c = connectClient(url, { token });
        clients.push(c);
        return synced(c);
      };
      const inRoom = () => roomsOf(second, userId).map((rooms) => rooms.includes(ROOMS.experimental));

      const elsewhere = await connect(second.url);
      expect(inRoom()).toEqual([false]);
      // Saved through the first gateway: the second hears it from the database and moves its socket.
      await optIn(true, first.url);
      await waitUntil(() => inRoom()[0] === true, 5000, 'sala experimental no outro gateway');
      const exp = makeSignal({ symbol: 'EXP4USDT', experimental: true });
      const { db, bus } = first.application.ctx;
      const { seq } = await commitConfirmed(db, bus, exp);
      // Each gateway has its own in-process bus here: the second delivers from the store's tail.
      await waitUntil(
        () => elsewhere.signals.some((e) => Number(e.id) === seq),
        10_000,
        'sinal experimental',
      );
      await optIn(false, first.url);
      await waitUntil(() => inRoom()[0] === false, 5000, 'saída da sala no outro gateway');

      // A connection opened while the option is on starts in the room (read at the handshake).
      await optIn(true, first.url);
      await connect(second.url);
      await waitUntil(() => inRoom().length === 2, 5000, 'segundo socket');
      expect(inRoom()[1]).toBe(true);
      // The first socket follows the notification (which may land after the new handshake).
      await waitUntil(() => inRoom().every(Boolean), 5000, 'as duas abas na sala');
    },
  );
});
