import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, registerAndLogin } from '../helpers/accounts';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, redisUnavailable, reportSkip } from '../helpers/services';
import {
  adminEnv,
  startGatewayBeside,
  startServerOnTestDb,
  TEST_ADMIN,
  type StackServer,
} from '../helpers/stack';
import { confirmNewSignal } from '@sinais/shared/testing/server';
import { connectClient, emitWithAck, waitUntil, synced, type TestClient } from '../helpers/socket-client';
import { startTcpProxy } from '../helpers/tcp-proxy';

const unavailable = postgresUnavailable ?? redisUnavailable;
reportSkip(unavailable, 'two gateways on PostgreSQL + Redis');

describe.skipIf(unavailable !== null)('two gateways on real Redis and PostgreSQL', () => {
  let a: TestServer;
  let b: StackServer;
  let member = '';
  let admin = '';
  const clients: TestClient[] = [];
  const track = (c: TestClient) => (clients.push(c), c);

  beforeAll(async () => {
    // `a` is the one a test stops: `b` owns the database, dropped when it closes.
    b = await startServerOnTestDb(adminEnv(), { redis: 'rt' });
    a = await startGatewayBeside(b, adminEnv());
    member = await registerAndLogin(a.url, {
      username: 'membro',
      email: 'membro@example.com',
      password: 'senha-123',
    });
    admin = await loginToken(b.url, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await a?.close().catch(() => undefined);
    await b?.close();
  });

  const connected = (c: TestClient) => synced(c, 20_000);

  it('delivers every event to clients on both gateways, and admin-only events only to admins', async () => {
    const onA = await connected(track(connectClient(a.url, { token: member })));
    const onB = await connected(track(connectClient(b.url, { token: member })));
    const adm = await connected(track(connectClient(a.url, { token: admin })));
    const anon = await connected(track(connectClient(b.url)));
    const seqs: number[] = [];
    for (let i = 0; i < 3; i++)
      seqs.push(await confirmNewSignal(a.application.ctx.db, a.application.ctx.bus, { symbol: `P${i}USDT` }));

    await waitUntil(
      () => onA.signals.length === 3 && onB.signals.length === 3 && adm.signals.length === 6,
      5000,
      'entregas',
    );
    for (const c of [onA, onB]) {
      expect(c.signals.map((e) => e.type)).toEqual([
        'signal:confirmed',
        'signal:confirmed',
        'signal:confirmed',
      ]);
      expect(c.signals.map((e) => Number(e.id))).toEqual(seqs);
    }
    expect(adm.signals.filter((e) => e.type === 'signal:created')).toHaveLength(3);
    // A bounded wait before a negative check: nothing more reaches the anonymous client, nor a fourth signal.
    await new Promise((r) => setTimeout(r, 300));
    expect(anon.signals).toHaveLength(0);
    expect(onA.signals).toHaveLength(3);
  });

  it('a client whose gateway dies reconnects to the other and gets every signal of the gap once, in order', async () => {
    const lb = await startTcpProxy(a.port);
    const c = await connected(track(connectClient(lb.url, { token: member })));
    const first = await confirmNewSignal(b.application.ctx.db, b.application.ctx.bus, {
      symbol: 'ANTESUSDT',
    });
    await waitUntil(() => c.signals.some((e) => Number(e.id) === first), 5000, 'sinal antes da queda');

    lb.setTarget(b.port);
    await a.close();
    const gap: number[] = [];
    for (let i = 0; i < 4; i++)
      gap.push(
        await confirmNewSignal(b.application.ctx.db, b.application.ctx.bus, { symbol: `GAP${i}USDT` }),
      );
    await synced(c, 10_000, 'reconexão');
    const after = await confirmNewSignal(b.application.ctx.db, b.application.ctx.bus, {
      symbol: 'DEPOISUSDT',
    });
    await waitUntil(() => c.signals.some((e) => Number(e.id) === after), 5000, 'sinal depois da volta');

    const ids = c.signals.map((e) => Number(e.id));
    expect(ids.slice(ids.indexOf(first))).toEqual([first, ...gap, after]);
    expect(new Set(ids).size).toBe(ids.length);
    await lb.close();
  });

  it('answers malformed, unknown and unauthorised commands with an error ack and nothing else', async () => {
    const c = await connected(track(connectClient(b.url, { token: member })));
    const bad = await emitWithAck<any>(c.socket, 'signals:sync', { after_seq: 'x' });
    expect(bad.error.code).toBe('invalid_payload');
    const extra = await emitWithAck<any>(c.socket, 'signals:sync', { after_seq: 1, drop: 'table' });
    expect(extra.error.code).toBe('invalid_payload');
    const unknown = await emitWithAck<any>(c.socket, 'admin:grant', { all: true });
    expect(unknown.error).toEqual({ code: 'unknown_command', message: 'Comando desconhecido.' });
    const join = await emitWithAck<any>(c.socket, 'room:join', { room: 'admins' });
    expect(join.data).toEqual({ room: 'admins', joined: false });
    expect(c.socket.connected).toBe(true);
    expect((await api(b.url, '/api/status')).status).toBe(200);
  });

  it('refuses a foreign Origin and a bad token at the handshake', async () => {
    const foreign = track(connectClient(b.url, { token: member, origin: 'https://golpe.example' }));
    const refused = await new Promise<string>((resolve) =>
      foreign.socket.on('connect_error', (e) => resolve(e.message)),
    );
    expect(refused).toBeTruthy();
    expect(foreign.socket.connected).toBe(false);
    foreign.close();
    const forged = track(connectClient(b.url, { token: member.slice(0, -3) + 'abc' }));
    const err = await new Promise<Error & { data?: any }>((resolve) =>
      forged.socket.on('connect_error', resolve),
    );
    expect(err.message).toBe('token_invalid');
    expect(err.data.message).toBe('Sessão expirada. Faça login novamente');
    forged.close();
  });
});
