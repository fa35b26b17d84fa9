import { Redis } from 'ioredis';
import { parseEnvelope, type EventType } from '../../events';
import { matches, type Bus, type BusHandler } from './bus';

export interface RedisBusOptions {
  url: string;
  /** Channel name; tests use their own so parallel runs never cross. */
  channel?: string;
  onInvalid?: (err: unknown) => void;
  onHandlerError?: (err: unknown) => void;
  onStateChange?: (healthy: boolean) => void;
}

export const DEFAULT_BUS_CHANNEL = 'sinais:events';

export function createRedisBus(opts: RedisBusOptions): Bus {
  const channel = opts.channel ?? DEFAULT_BUS_CHANNEL;
  const retryStrategy = (times: number) => Math.min(200 * times, 2000);
  const pub = new Redis(opts.url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
    enableOfflineQueue: false,
  });
  const sub = new Redis(opts.url, { lazyConnect: false, retryStrategy, enableOfflineQueue: true });
  const subs = new Set<{ handler: BusHandler; types?: readonly EventType[] }>();
  let healthy = false;
  const setHealthy = (h: boolean) => {
    if (h !== healthy) {
      healthy = h;
      opts.onStateChange?.(h);
    }
  };
  for (const c of [pub, sub]) c.on('error', () => undefined);
  sub.on('ready', () => {
    // ioredis re-issues SUBSCRIBE after a reconnect; this only tracks health.
    void sub.subscribe(channel).then(() => setHealthy(pub.status === 'ready'));
  });
  sub.on('end', () => setHealthy(false));
  sub.on('close', () => setHealthy(false));
  pub.on('ready', () => setHealthy(sub.status === 'ready'));
  pub.on('close', () => setHealthy(false));
  sub.on('message', (_ch: string, raw: string) => {
    let env;
    try {
      env = parseEnvelope(JSON.parse(raw));
    } catch (err) {
      opts.onInvalid?.(err);
      return;
    }
    for (const s of subs) {
      if (!matches(s.types, env.type)) continue;
      try {
        s.handler(env);
      } catch (err) {
        opts.onHandlerError?.(err);
      }
    }
  });
  return {
    kind: 'redis',
    async publish(env) {
      const checked = parseEnvelope(env);
      await pub.publish(channel, JSON.stringify(checked));
    },
    subscribe(handler, types) {
      const s = { handler, types };
      subs.add(s);
      return () => subs.delete(s);
    },
    isHealthy: () => healthy,
    async close() {
      subs.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
