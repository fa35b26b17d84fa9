import { parseEnvelope } from '../../events';
import { closeRedisClient, createRedisClient } from '../redis/redis-client';
import { createSubscribers, type Bus } from './bus';
import { openBusMessage, signBusMessage } from './bus-signature';
import { BUS_REPLAY_WINDOW_MS, createReplayGuard } from './replay-guard';
import { createSharedReplayWindow } from './shared-replay-window';

export type BusRejection = 'unsigned' | 'bad_signature' | 'invalid_event' | 'replayed' | 'stale';

export interface RedisBusOptions {
  url: string;
  /** HMAC key shared by every engine and gateway (BUS_SECRET). */
  secret: string;
  /** Channel name; tests use their own so parallel runs never cross. */
  channel?: string;
  /** A message that was dropped: unsigned, signed with another key, or not a valid event. */
  onRejected?: (reason: BusRejection, err?: unknown) => void;
  onHandlerError?: (err: unknown) => void;
  onStateChange?: (healthy: boolean) => void;
  /** Redis client errors (once per outage). */
  onClientError?: (err: Error, role: string) => void;
  /** Replay window (ms) of signed messages; tests shorten it. */
  replayWindowMs?: number;
  now?: () => number;
}

export const DEFAULT_BUS_CHANNEL = 'sinais:events';

export function createRedisBus(opts: RedisBusOptions): Bus {
  const channel = opts.channel ?? DEFAULT_BUS_CHANNEL;
  const onError = opts.onClientError;
  const pub = createRedisClient(opts.url, {
    role: 'barramento (publicação)',
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    ...(onError ? { onError } : {}),
  });
  // The subscriber waits for its connection: SUBSCRIBE issued while Redis is down goes out when it returns.
  const sub = createRedisClient(opts.url, {
    role: 'barramento (assinatura)',
    maxRetriesPerRequest: null,
    ...(onError ? { onError } : {}),
  });
  const subs = createSubscribers(opts.onHandlerError);
  const windowMs = opts.replayWindowMs ?? BUS_REPLAY_WINDOW_MS;
  const replay = createReplayGuard(windowMs, opts.now);
  const sharedReplay = createSharedReplayWindow({
    redis: pub,
    channel,
    windowMs,
    ...(opts.now ? { now: opts.now } : {}),
  });
  // Deliveries wait for their Redis check in arrival order (the checks themselves are pipelined).
  let inOrder: Promise<void> = Promise.resolve();
  let healthy = false;
  const setHealthy = (h: boolean) => {
    if (h !== healthy) {
      healthy = h;
      opts.onStateChange?.(h);
    }
  };
  sub.on('ready', () => {
    // ioredis re-issues SUBSCRIBE after a reconnect; this only tracks health. The first time, the Redis time
    // just before SUBSCRIBE is when this process started listening (shared-replay-window.ts).
    sharedReplay
      .startListening(sub)
      .catch(() => undefined)
      .then(() => sub.subscribe(channel))
      .then(
        () => setHealthy(pub.status === 'ready'),
        () => undefined,
      );
  });
  sub.on('end', () => setHealthy(false));
  sub.on('close', () => setHealthy(false));
  pub.on('ready', () => setHealthy(sub.status === 'ready'));
  pub.on('close', () => setHealthy(false));
  sub.on('message', (_ch: string, raw: string) => {
    const opened = openBusMessage(opts.secret, raw);
    if (!opened.ok) {
      opts.onRejected?.(opened.reason);
      return;
    }
    let env;
    try {
      env = parseEnvelope(JSON.parse(opened.json));
    } catch (err) {
      opts.onRejected?.('invalid_event', err);
      return;
    }
    // Signed by us, but maybe captured and sent again: every type, not only signal changes. First this
    // process's memory, then the window in Redis, which a restart does not empty.
    const verdict = replay.check(env);
    if (verdict !== 'fresh') {
      opts.onRejected?.(verdict);
      return;
    }
    const shared = sharedReplay.check(env);
    const accepted = env;
    inOrder = inOrder
      .then(async () => {
        if ((await shared) === 'replayed') opts.onRejected?.('replayed');
        else subs.deliver(accepted);
      })
      .catch((err: unknown) => opts.onHandlerError?.(err));
  });
  return {
    kind: 'redis',
    async publish(env) {
      // Validated where it was built (makeEnvelope); the receiving process checks it again as it enters.
      await pub.publish(channel, signBusMessage(opts.secret, JSON.stringify(env)));
    },
    subscribe: subs.subscribe,
    isHealthy: () => healthy,
    async close() {
      subs.clear();
      await Promise.allSettled([closeRedisClient(pub), closeRedisClient(sub)]);
    },
  };
}
