import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEnvelope } from '@sinais/shared';
import {
  createPostgresDb,
  createRedisBus,
  migrate,
  signBusMessage,
  type Bus,
  type Db,
} from '@sinais/shared/server';
import { spawnGateway, waitForHttp, type GatewayProcess } from '../helpers/gateway-process';
import { freePort } from '../helpers/own-services';
import { api } from '../helpers/server';
import { createTestDatabase, REDIS_TEST_URL, reportSkip, uniqueChannel } from '../helpers/services';
import { monitoringStatus } from '../helpers/engine-state';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange, confirmNewSignal } from '@sinais/shared/testing/server';
import { connectClient, waitUntil, type TestClient } from '../helpers/socket-client';
import { securityUnavailable } from './fixture';

reportSkip(securityUnavailable, 'security: forged bus messages');

const BUS_SECRET = 'segredo-do-barramento-da-suite-de-seguranca';

describe.skipIf(securityUnavailable !== null)('forged bus messages never reach clients', () => {
  let gateway: GatewayProcess;
  let url = '';
  let db: Db;
  let bus: Bus;
  let raw: Redis;
  let drop: () => Promise<void>;
  let dataDir = '';
  const channel = uniqueChannel('forja');
  const clients: TestClient[] = [];

  beforeAll(async () => {
    const t = await createTestDatabase();
    drop = t.drop;
    db = createPostgresDb(t.url);
    await migrate(db);
    dataDir = mkdtempSync(join(tmpdir(), 'sinais-forja-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    gateway = spawnGateway({
      PORT: String(port),
      DATABASE_URL: t.url,
      REDIS_URL: REDIS_TEST_URL,
      BUS_CHANNEL: channel,
      REDIS_PREFIX: channel,
      BUS_SECRET,
      JWT_SECRET: 'segredo-jwt-da-suite-de-forja-com-32+',
      ADMIN_EMAIL: 'admin@forja.test',
      ADMIN_PASSWORD: 'admin-senha-123',
      DATA_DIR: dataDir,
    });
    await waitForHttp(url, 90_000, gateway);
    // The engine's side: the same secret signs what it publishes.
    bus = createRedisBus({ url: REDIS_TEST_URL, channel, secret: BUS_SECRET });
    raw = new Redis(REDIS_TEST_URL);
    for (let i = 0; i < 100 && !bus.isHealthy(); i++) await new Promise((r) => setTimeout(r, 50));
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) c.close();
    if (gateway && gateway.exitCode === null) gateway.kill('SIGKILL');
    await bus?.close();
    raw?.disconnect();
    await db?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('an unsigned or wrongly signed event with the next seq is dropped and logged; the real one arrives', async () => {
    await api(url, '/api/auth/register', {
      body: { username: 'membro_forja', email: 'membro@forja.test', password: 'senha-123' },
    });
    const tokens = await Promise.all(
      [
        { email: 'membro@forja.test', password: 'senha-123' },
        { email: 'admin@forja.test', password: 'admin-senha-123' },
      ].map(async (body) => (await api(url, '/api/auth/login', { body })).body.token as string),
    );
    for (const token of tokens) clients.push(connectClient(url, { token }));
    await waitUntil(() => clients.every((c) => c.socket.connected && !c.stream.isSyncing), 10_000, 'conexão');
    const first = await confirmNewSignal(db, bus, { symbol: 'PRIMEIROUSDT' });
    await waitUntil(
      () => clients.every((c) => c.signals.some((e) => Number(e.id) === first)),
      10_000,
      'primeiro',
    );

    // The attacker can PUBLISH on the channel: a well-formed event carrying the next seq.
    const nextSeq = first + 1;
    const forged = makeEnvelope(
      'signal:confirmed',
      {
        seq: nextSeq,
        kind: 'confirmed',
        signal: makeSignal({ symbol: 'GOLPEUSDT', status: 'CONFIRMED', outcome: 'OPEN', entry_price: 1 }),
      },
      { id: String(nextSeq) },
    );
    const json = JSON.stringify(forged);
    await raw.publish(channel, json);
    await raw.publish(channel, signBusMessage('outra-chave-que-o-atacante-inventou-32+', json));
    // A genuine signature whose body was altered after signing.
    await raw.publish(channel, signBusMessage(BUS_SECRET, json).replace('GOLPEUSDT', 'GOLPEXUSDT'));

    // Then the engine commits and publishes the real change with that seq.
    const now = new Date().toISOString();
    const seq = await commitSignalChange(
      db,
      bus,
      makeSignal({ symbol: 'VERDADEUSDT', status: 'CONFIRMED', outcome: 'OPEN', confirmed_at: now }),
      'confirmed',
    );
    expect(seq).toBe(nextSeq);
    await waitUntil(
      () => clients.every((c) => c.signals.some((e) => Number(e.id) === seq)),
      10_000,
      'evento real',
    );
    for (const c of clients) {
      const symbols = c.signals.map((e) => (e.data as { signal: { symbol: string } }).signal.symbol);
      expect(symbols).not.toContain('GOLPEUSDT');
      expect(symbols).not.toContain('GOLPEXUSDT');
      const got = c.signals.find((e) => Number(e.id) === nextSeq);
      // The seq the forgery claimed carries the real change.
      expect((got?.data as { signal: { symbol: string } } | undefined)?.signal.symbol).toBe('VERDADEUSDT');
    }
    await waitUntil(
      () => /mensagem do barramento descartada/.test(gateway.output()),
      5000,
      'registro no log',
    );
    expect(gateway.output()).not.toContain(BUS_SECRET);
    expect(gateway.exitCode).toBeNull();
  }, 60_000);

  it('a captured signed non-signal message replayed on Redis reaches admins once (heartbeat, log, monitoring)', async () => {
    const admin = clients[1]!;
    // The attacker listens on the channel and keeps what the engine signed.
    const spy = new Redis(REDIS_TEST_URL);
    const captured: string[] = [];
    await spy.subscribe(channel);
    spy.on('message', (_ch: string, msg: string) => captured.push(msg));
    const now = new Date().toISOString();
    const envelopes = [
      makeEnvelope('log:appended', {
        timestamp: now,
        level: 'ERROR',
        service: 'SYSTEM',
        message: 'Mensagem capturada para reenvio',
        details: null,
      }),
      makeEnvelope('engine:heartbeat', {
        instance_id: 'motor-capturado',
        role: 'active',
        market_source: 'sim',
        simulated: true,
        started_at: now,
        uptime_s: 1,
        rss_mb: 50,
      }),
      makeEnvelope('monitoring:status-changed', monitoringStatus(true)),
    ];
    for (const env of envelopes) await bus.publish(env);
    const ids = envelopes.map((e) => e.id);
    await waitUntil(() => ids.every((id) => admin.other.some((e) => e.id === id)), 10_000, 'originais');
    await waitUntil(
      () => ids.every((id) => captured.some((m) => m.includes(`"id":"${id}"`))),
      5000,
      'captura',
    );
    spy.disconnect();

    // Replayed ten times each, byte for byte (signature intact).
    for (let i = 0; i < 10; i++)
      for (const msg of captured.filter((m) => ids.some((id) => m.includes(`"id":"${id}"`))))
        await raw.publish(channel, msg);
    // A fresh message after the replays: once it arrived, the replays had their chance.
    const marker = makeEnvelope('log:appended', {
      timestamp: new Date().toISOString(),
      level: 'INFO',
      service: 'SYSTEM',
      message: 'marcador depois dos reenvios',
      details: null,
    });
    await bus.publish(marker);
    await waitUntil(() => admin.other.some((e) => e.id === marker.id), 10_000, 'marcador');
    for (const id of ids) expect(admin.other.filter((e) => e.id === id)).toHaveLength(1);
    // Dropped replays are logged (one line per 10 s with the count): keep one coming until the line appears.
    const deadline = Date.now() + 25_000;
    while (!/reenviada/.test(gateway.output()) && Date.now() < deadline) {
      await raw.publish(channel, captured[0]!);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(gateway.output()).toMatch(/reenviada/);
    expect(admin.other.filter((e) => e.id === ids[0])).toHaveLength(1);
  }, 60_000);
});
