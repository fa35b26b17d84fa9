import type { Redis } from 'ioredis';

/**
 * The replay window that survives a restart (issue 28, B2). The in-process guard (replay-guard.ts) forgets every
 * id when the process restarts, so a copy captured before the restart was accepted again while its `ts` was still
 * in the window. Each accepted message therefore also leaves `<channel>:seen:<type>:<id>` in Redis (SET NX, TTL =
 * what is left of its window) holding the Redis time it was first seen by any subscriber.
 *
 * Several gateways receive the same publish, so "the key exists" cannot mean "replayed" by itself. Redis pub/sub
 * delivers only what is published after a SUBSCRIBE: a message first seen before this process started listening
 * cannot legitimately reach it, so a copy of it is a replay. Messages first seen while it listens are caught by
 * its own memory. Both times come from Redis's clock, so the hosts' clocks do not matter.
 */
const FIRST_SEEN = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
if redis.call('SET', KEYS[1], now, 'NX', 'PX', ARGV[1]) then return {1, now} end
return {0, tonumber(redis.call('GET', KEYS[1]) or '0')}
`;

export async function redisTimeMs(client: Redis): Promise<number> {
  const [s, us] = await client.time();
  return Number(s) * 1000 + Math.floor(Number(us) / 1000);
}

export function createSharedReplayWindow(o: {
  redis: Redis;
  channel: string;
  windowMs: number;
  now?: () => number;
}) {
  const now = o.now ?? Date.now;
  let listeningSince: number | null = null;
  return {
    /** Call with a connection that is not yet subscribed, just before SUBSCRIBE. */
    async startListening(client: Redis): Promise<void> {
      listeningSince ??= await redisTimeMs(client);
    },
    /**
     * `replayed` when this id was first seen before this process listened. A Redis failure answers `fresh`:
     * the message came through that same Redis, and the memory guard has already checked it.
     */
    async check(env: { type: string; id: string; ts: number }): Promise<'fresh' | 'replayed'> {
      const t = now();
      const ttlMs = Math.max(1, Math.max(env.ts, t) + o.windowMs - t);
      try {
        const [created, firstSeen] = (await o.redis.eval(
          FIRST_SEEN,
          1,
          `${o.channel}:seen:${env.type}:${env.id}`,
          ttlMs,
        )) as [number, number];
        if (created === 1) return 'fresh';
        return listeningSince !== null && firstSeen < listeningSince ? 'replayed' : 'fresh';
      } catch {
        return 'fresh';
      }
    },
  };
}
