import type { Redis } from 'ioredis';
import { zonedParts } from '@sinais/shared';

export interface ApiCallCounter {
  hit(): void;
  today(): Promise<number>;
}

const dayKey = (now = new Date()) => {
  const p = zonedParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/**
 * Counts API calls per São Paulo day. With Redis the count is shared by every gateway (INCR, fire and forget,
 * so a request never waits on it); without Redis it is this process's count.
 */
export function createApiCallCounter(redis: Redis | null, prefix: string): ApiCallCounter {
  let localDay = dayKey();
  let local = 0;
  const key = (day: string) => `${prefix}:api_calls:${day}`;
  return {
    hit() {
      const day = dayKey();
      if (day !== localDay) {
        localDay = day;
        local = 0;
      }
      local++;
      if (redis) {
        redis
          .multi()
          .incr(key(day))
          .expire(key(day), 3 * 86_400)
          .exec()
          .catch(() => undefined);
      }
    },
    async today() {
      if (redis) {
        try {
          const v = await redis.get(key(dayKey()));
          if (v !== null) return Math.max(Number(v), 0);
        } catch {
          /* Redis down: the local count is the best we have */
        }
      }
      return dayKey() === localDay ? local : 0;
    },
  };
}
