import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function probePostgres(): Promise<string | null> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return null;
  } catch (err) {
    return `PostgreSQL indisponível em ${PG_ADMIN_URL}: ${(err as Error).message}`;
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function probeRedis(): Promise<string | null> {
  const r = new Redis(REDIS_TEST_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on('error', () => undefined);
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (err) {
    return `Redis indisponível em ${REDIS_TEST_URL}: ${(err as Error).message}`;
  } finally {
    r.disconnect();
  }
}

/** Why real PostgreSQL cannot be used, or null when it can. Printed when a suite skips. */
export const postgresUnavailable = await probePostgres();
export const redisUnavailable = await probeRedis();

export function reportSkip(reason: string | null, suite: string): void {
  if (reason) console.warn(`[skip] ${suite}: ${reason}`);
}

/** A fresh database per test file on the real server, dropped afterwards. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A bus channel of its own so parallel test files never see each other's events. */
export function uniqueChannel(prefix = 'test'): string {
  return `${prefix}:${randomBytes(6).toString('hex')}`;
}
