import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnEngine } from '../helpers/engine-process';
import { spawnGateway, waitForHttp, type GatewayProcess } from '../helpers/gateway-process';
import {
  freePort,
  ownPostgresUnavailable,
  redisServerUnavailable,
  startOwnPostgres,
  startOwnRedis,
  type OwnPostgres,
  type OwnRedis,
} from '../helpers/own-services';
import { api } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { connectClient, waitUntil, type TestClient } from '../helpers/socket-client';
import { Checker, describeViolations } from './checker';

const unavailable = redisServerUnavailable() ?? ownPostgresUnavailable();
reportSkip(unavailable, 'fault: processes started while Redis is down');

/**
 * Redis is down when the gateway and the engine START (not only while they run): both must come up and serve
 * — REST, sockets, signals delivered from the database tail — and attach to Redis when it returns.
 */
describe.skipIf(unavailable !== null)('a gateway and an engine started while Redis is down', () => {
  let redis: OwnRedis;
  let postgres: OwnPostgres;
  let gateway: GatewayProcess;
  let engine: ReturnType<typeof spawnEngine>;
  let checker: Checker;
  let url = '';
  let dataDir = '';
  const clients: TestClient[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sinais-sem-redis-'));
    [redis, postgres] = await Promise.all([startOwnRedis(), startOwnPostgres()]);
    await redis.kill();
    const databaseUrl = await postgres.createDatabase('sinais_sem_redis');
    checker = new Checker(databaseUrl);
    const common = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      BUS_CHANNEL: 'sem-redis:bus',
      BUS_SECRET: 'segredo-do-barramento-sem-redis-32+carac',
    };
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    gateway = spawnGateway({
      ...common,
      PORT: String(port),
      JWT_SECRET: 'segredo-jwt-do-teste-sem-redis-32+carac',
      ADMIN_EMAIL: 'admin@sem-redis.test',
      ADMIN_PASSWORD: 'admin-senha-123',
      DATA_DIR: join(dataDir, 'gw'),
    });
    await waitForHttp(url, 90_000, gateway).catch((err: unknown) => {
      throw new Error(`${(err as Error).message}\n${gateway.output()}`);
    });
    engine = spawnEngine([], {
      ...common,
      LEASE_KEY: 'sem-redis:lease',
      LEASE_TTL_MS: '6000',
      MARKET_SOURCE: 'sim',
      SIM_SEED: '7',
      SIM_SPEED: '3600',
      SIM_PAIRS: '160',
      TOP_PAIRS_COUNT: '40',
      TICK_INTERVAL_MS: '200',
      ANALYSIS_PAIR_INTERVAL_MS: '300',
      ANALYSIS_REST_MS: '300',
      SIGNAL_SCORE_THRESHOLD: '60',
      SIGNAL_EXPIRY_MS: String(2 * 3_600_000),
      HEARTBEAT_MS: '500',
      DAILY_CYCLES: 'off',
      DATA_DIR: join(dataDir, 'engine'),
    });
  }, 180_000);

  afterAll(async () => {
    for (const c of clients) c.close();
    if (engine && engine.exitCode === null) engine.kill('SIGKILL');
    if (gateway && gateway.exitCode === null) gateway.kill('SIGKILL');
    await checker?.close();
    await redis?.stop();
    await postgres?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const flowing = async (n: number, timeoutMs = 60_000) => {
    const from = await checker.maxSeq();
    const start = Date.now();
    while ((await checker.maxSeq()) < from + n) {
      if (Date.now() - start > timeoutMs)
        throw new Error(`o motor não gravou ${n} mudanças\n${engine.output().slice(-3000)}`);
      await sleep(200);
    }
  };

  it('serves REST and sockets, delivers from the database, then attaches when Redis returns', async () => {
    const status = await api(url, '/api/status');
    expect(status.status).toBe(200);
    expect(status.body.services).toMatchObject({ database: 'up', bus: 'down' });

    await api(url, '/api/auth/register', {
      body: { username: 'membro_sr', email: 'membro@sem-redis.test', password: 'senha-123' },
    });
    const recorded = [];
    for (const [role, body] of [
      ['member', { email: 'membro@sem-redis.test', password: 'senha-123' }],
      ['admin', { email: 'admin@sem-redis.test', password: 'admin-senha-123' }],
    ] as const) {
      const login = await api(url, '/api/auth/login', { body });
      expect(login.status).toBe(200);
      const client = connectClient(url, { token: login.body.token });
      clients.push(client);
      recorded.push({ name: role, role, client, baseline: 0 });
    }
    await waitUntil(() => clients.every((c) => c.socket.connected && !c.stream.isSyncing), 20_000, 'sockets');
    for (const r of recorded) {
      r.baseline = r.client.stream.lastSeq;
      r.client.resets = 0;
    }

    // The engine started without Redis too: it holds the lease (in PostgreSQL) and commits signals, and the
    // gateway delivers them from the database tail.
    await flowing(5, 90_000);
    let upTo = await checker.maxSeq();
    let verdict = await checker.converge(recorded, upTo, 30_000);
    expect(verdict.violations, describeViolations(verdict.violations)).toEqual([]);
    expect(gateway.exitCode).toBeNull();
    expect(engine.exitCode).toBeNull();

    // Redis returns: the gateway attaches on its own and live delivery goes on.
    await redis.start();
    const start = Date.now();
    for (;;) {
      const s = await api(url, '/api/status');
      if (s.body?.services?.bus === 'up') break;
      if (Date.now() - start > 15_000)
        throw new Error(`o gateway não voltou ao Redis: ${JSON.stringify(s.body)}`);
      await sleep(200);
    }
    console.info(`[faults] Redis voltou: gateway no barramento em ${Date.now() - start} ms`);
    await flowing(5);
    upTo = await checker.maxSeq();
    verdict = await checker.converge(recorded, upTo, 30_000);
    expect(verdict.violations, describeViolations(verdict.violations)).toEqual([]);
    expect(gateway.exitCode).toBeNull();
    expect(engine.exitCode).toBeNull();
    expect(gateway.output()).not.toMatch(/MaxRetriesPerRequestError|unhandled/i);
  }, 240_000);
});
