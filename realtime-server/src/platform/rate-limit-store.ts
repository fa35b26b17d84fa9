import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Db } from '@sinais/shared/server';
import { AppError } from '../errors';

/** Where limit counters live: Redis when configured, the shared database behind it, memory as a last resort. */
export interface LimiterStores {
  redis: Redis | null;
  db: Db;
  prefix: string;
}

/** rate-limiter-flexible's Postgres store speaks to a `{ query(config) → { rows, rowCount } }` client. */
function pgClientOf(db: Db) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await db.query(q.text, q.values);
      return { rows, rowCount: rows.length };
    },
  };
}

/**
 * A limiter whose counters every gateway shares: in Redis, and while Redis is away in the `rate_limits`
 * table of the shared database — so a limit never multiplies by the number of gateways during an outage.
 * Only when the database fails too does a process count alone (memory). The embedded single-process mode
 * counts in memory.
 */
export function makeLimiter(
  stores: LimiterStores,
  o: { name: string; points: number; durationS: number },
): RateLimiterAbstract {
  const keyPrefix = `${stores.prefix}:rl:${o.name}`;
  const memory = new RateLimiterMemory({ points: o.points, duration: o.durationS, keyPrefix });
  if (stores.db.kind !== 'postgres') return memory;
  const shared = new RateLimiterPostgres({
    storeClient: pgClientOf(stores.db),
    storeType: 'client',
    tableName: 'rate_limits',
    tableCreated: true,
    points: o.points,
    duration: o.durationS,
    keyPrefix,
    insuranceLimiter: memory,
  });
  if (!stores.redis) return shared;
  return new RateLimiterRedis({
    storeClient: stores.redis,
    rejectIfRedisNotReady: true,
    points: o.points,
    duration: o.durationS,
    keyPrefix,
    insuranceLimiter: shared,
  });
}

/** Consumes one point for `key`; a refusal becomes a 429 with the seconds to wait. */
export async function consumeOr429(
  limiter: RateLimiterAbstract,
  key: string,
  error: { code: string; message: string },
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes)
      throw new AppError(error.code, error.message, 429, { retry_after: Math.ceil(err.msBeforeNext / 1000) });
    throw err;
  }
}
