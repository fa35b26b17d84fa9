import type { ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';
import { engineConfigFrom, startEngine, type EngineHandle } from '@sinais/engine';
import {
  createLogger,
  createPostgresDb,
  createRedisBus,
  DEV_BUS_SECRET,
  type Bus,
  type Db,
} from '@sinais/shared/server';
import { loginToken, registerAndLogin } from './accounts';
import { recordEvents, waitFor } from './engine-events';
import { startTestServer, type TestServer } from './server';
import { postgresUnavailable, REDIS_TEST_URL, uniqueChannel } from './services';
import { createMigratedTestDatabase } from './store-templates';

export interface StackOptions {
  /** A bus on the real Redis, on a channel of its own starting with this prefix. */
  redis?: string;
  /** Use the embedded store where PostgreSQL is not available (suites that run either way). */
  postgresOptional?: boolean;
  /** Use the embedded store (in the server's temporary DATA_DIR) instead of a fresh PostgreSQL database. */
  embedded?: boolean;
}

/** The two stores a gateway runs on, for `describe.each`: PostgreSQL (skipped when absent) and the embedded one. */
export const GATEWAY_STORES = [
  { name: 'PostgreSQL', skip: postgresUnavailable !== null, embedded: false },
  { name: 'embedded store', skip: false, embedded: true },
];

/**
 * The real gateway in this process on a fresh PostgreSQL database (and Redis channel when asked); `close()` also
 * drops the database.
 */
export interface StackServer extends TestServer {
  /** The fresh database (absent on the embedded store). */
  databaseUrl?: string;
  /** The suite's own bus channel on the real Redis, when asked for. */
  channel?: string;
}

export async function startServerOnTestDb(
  env: Record<string, string> = {},
  opts: StackOptions = {},
): Promise<StackServer> {
  const usePostgres = !opts.embedded && !(opts.postgresOptional && postgresUnavailable);
  const t = usePostgres ? await createMigratedTestDatabase() : null;
  const channel = opts.redis ? uniqueChannel(opts.redis) : undefined;
  const server = await startTestServer({ ...stackEnv(t?.url, channel), ...env });
  return {
    ...server,
    ...(t ? { databaseUrl: t.url } : {}),
    ...(channel ? { channel } : {}),
    async close() {
      await server.close();
      await t?.drop();
    },
  };
}

/** The gateway environment for a database and bus channel on the real Redis (either may be absent). */
function stackEnv(databaseUrl?: string, channel?: string): Record<string, string> {
  return {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(channel ? { REDIS_URL: REDIS_TEST_URL, BUS_CHANNEL: channel, REDIS_PREFIX: channel } : {}),
  };
}

/**
 * Another gateway on `first`'s database and bus channel, as a second instance behind a load balancer. Close it
 * before `first`, whose `close()` drops the database.
 */
export function startGatewayBeside(
  first: StackServer,
  env: Record<string, string> = {},
): Promise<TestServer> {
  return startTestServer({ ...stackEnv(first.databaseUrl, first.channel), ...env });
}

/** The engine in this process on the gateway's database and bus, on the simulated exchange. */
export function startSimEngine(
  server: TestServer,
  config: Record<string, string | number> = {},
): Promise<EngineHandle> {
  const { db, bus } = server.application.ctx;
  return startQuietEngine(db, bus, {
    MARKET_SOURCE: 'sim',
    SIM_SPEED: 600,
    TICK_INTERVAL_MS: 250,
    ANALYSIS_REST_MS: 30_000,
    HEARTBEAT_MS: 1000,
    DAILY_CYCLES: 'off',
    LOG_LEVEL: 'silent',
    ...config,
  });
}

/** The engine in this process on `db` and `bus`, configured by `config` (as its environment), logging nothing. */
function startQuietEngine(db: Db, bus: Bus, config: Record<string, string | number>): Promise<EngineHandle> {
  return startEngine({
    db,
    bus,
    logger: createLogger('engine-test', 'silent'),
    config: engineConfigFrom(config),
  });
}

/** The engine in this process on `db` and `bus` (see startQuietEngine), with every event it publishes recorded. */
export async function startRecordedEngine(db: Db, bus: Bus, config: Record<string, string | number>) {
  const rec = recordEvents(bus);
  return { rec, engine: await startQuietEngine(db, bus, config) };
}

export interface DbAndBus {
  db: Db;
  bus: Bus;
  databaseUrl: string;
  channel: string;
  close(): Promise<void>;
}

/** A fresh migrated database and a Redis bus on a channel of its own (healthy when returned), as an engine sees them. */
export async function openDbAndBus(prefix: string, secret = DEV_BUS_SECRET): Promise<DbAndBus> {
  const t = await createMigratedTestDatabase();
  const db = createPostgresDb(t.url);
  const channel = uniqueChannel(prefix);
  const bus = createRedisBus({ url: REDIS_TEST_URL, channel, secret });
  await waitFor('redis bus', () => bus.isHealthy(), 10_000);
  return {
    db,
    bus,
    databaseUrl: t.url,
    channel,
    async close() {
      await bus.close();
      await db.close();
      await t.drop();
    },
  };
}

/** The environment of an engine process on the simulated exchange, on this database and bus channel. */
export function engineProcessEnv(
  databaseUrl: string,
  channel: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: REDIS_TEST_URL,
    BUS_CHANNEL: channel,
    LEASE_KEY: `${channel}:lease`,
    MARKET_SOURCE: 'sim',
    SIM_SPEED: '3600',
    ...overrides,
  };
}

/** The admin account most suites seed through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const TEST_ADMIN = { email: 'admin@sinais.test', password: 'admin-senha-123' } as const;

/** The gateway environment that seeds `admin` and signs tokens with a test secret. */
export function adminEnv(
  admin: { email: string; password: string } = TEST_ADMIN,
  jwtSecret = 'segredo-de-teste-com-mais-de-32-caracteres',
): Record<string, string> {
  return { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, JWT_SECRET: jwtSecret };
}

/** A gateway on the test database that seeds the test admin, with `user` registered: both signed in. */
export async function startWithMemberAndAdmin(user: {
  username: string;
  email: string;
  password: string;
}): Promise<{ server: StackServer; member: string; admin: string }> {
  const server = await startServerOnTestDb(adminEnv());
  const member = await registerAndLogin(server.url, user);
  const admin = await loginToken(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  return { server, member, admin };
}

/** A suite's child processes and cleanups: after it, the processes are killed and the cleanups run, newest first. */
export function suiteResources(): { children: ChildProcess[]; cleanups: Array<() => Promise<void>> } {
  const children: ChildProcess[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    for (const c of cleanups.reverse()) await c();
  });
  return { children, cleanups };
}
