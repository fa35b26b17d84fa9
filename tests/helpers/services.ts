import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { PG_ADMIN_URL, REDIS_TEST_URL } from '@sinais/shared/testing/server';

// One place for the real services' addresses and a fresh database per file (benches use them too).
export { createTestDatabase, PG_ADMIN_URL, REDIS_TEST_URL } from '@sinais/shared/testing/server';

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

/** Connects once (no retries) to the Redis at `url` and pings it; rejects when it does not answer. */
export async function pingRedis(url: string): Promise<void> {
  const r = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on('error', () => undefined);
  try {
    await r.connect();
    await r.ping();
  } finally {
    r.disconnect();
  }
}

async function probeRedis(): Promise<string | null> {
  try {
    await pingRedis(REDIS_TEST_URL);
    return null;
  } catch (err) {
    return `Redis indisponível em ${REDIS_TEST_URL}: ${(err as Error).message}`;
  }
}

/** Why real PostgreSQL cannot be used, or null when it can. Printed when a suite skips. */
export const postgresUnavailable = await probePostgres();
export const redisUnavailable = await probeRedis();

export function reportSkip(reason: string | null, suite: string): void {
  if (reason) console.warn(`[skip] ${suite}: ${reason}`);
}

/** A bus channel of its own so parallel test files never see each other's events. */
export function uniqueChannel(prefix = 'test'): string {
  return `${prefix}:${randomBytes(6).toString('hex')}`;
}

/** Why a suite on the real PostgreSQL (and Redis) cannot run here, printed once; null when it can. */
export function unavailableFor(suite: string, needs: { redis?: boolean } = { redis: true }): string | null {
  const reason = postgresUnavailable ?? (needs.redis ? redisUnavailable : null);
  reportSkip(reason, suite);
  return reason;
}
