import { Redis, type RedisOptions } from 'ioredis';

export interface RedisClientOptions {
  /** What this connection is for, in log lines ("barramento", "limites", "adaptador"). */
  role: string;
  /** Told once per outage (not on every reconnect attempt); the message never carries the URL or password. */
  onError?: (err: Error, role: string) => void;
  /** null: commands wait for the connection (subscribers); a number: fail after that many reconnects. */
  maxRetriesPerRequest?: number | null;
  enableOfflineQueue?: boolean;
}

/** Reconnect forever, at most every 2 s: a Redis outage of any length ends with the client attached again. */
export const redisRetryStrategy = (times: number) => Math.min(200 * times, 2000);

/**
 * The one way processes open Redis. Every client has an error handler, a bounded reconnect delay, and no
 * command promise that can reject unhandled: libraries (the Socket.IO adapter, rate limiters) fire commands
 * without awaiting them, and an unhandled rejection would kill the process while Redis is down.
 */
export function createRedisClient(url: string, opts: RedisClientOptions): Redis {
  const options: RedisOptions = {
    lazyConnect: false,
    connectTimeout: 5000,
    retryStrategy: redisRetryStrategy,
    maxRetriesPerRequest: opts.maxRetriesPerRequest === undefined ? 1 : opts.maxRetriesPerRequest,
    enableOfflineQueue: opts.enableOfflineQueue ?? true,
  };
  const client = new Redis(url, options);
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
    const p = send(...args);
    // Marks the promise handled; whoever awaits it still gets the rejection.
    (p as Promise<unknown> | undefined)?.catch?.(() => undefined);
    return p;
  }) as Redis['sendCommand'];
  let reported = false;
  client.on('error', (err: Error) => {
    if (reported) return;
    reported = true;
    opts.onError?.(err, opts.role);
  });
  client.on('ready', () => {
    reported = false;
  });
  return client;
}

/**
 * Closes a client without ever waiting on a Redis that is not there: QUIT when connected (bounded by
 * `timeoutMs`), a plain disconnect otherwise (a queued QUIT would wait for Redis forever).
 */
export async function closeRedisClient(client: Redis, timeoutMs = 2000): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
  client.disconnect();
}

/** Errors the Redis client raises; the crash guard lets these pass without ending the process. */
export function isRedisClientError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const name = err.name;
  if (['MaxRetriesPerRequestError', 'ReplyError', 'AbortError', 'ParserError', 'RedisError'].includes(name))
    return true;
  return /enableOfflineQueue|Connection is closed|Stream isn't writeable|Redis is already connecting/.test(
    err.message,
  );
}

/**
 * Last line of defence: a Redis client error that still escapes as an unhandled rejection is logged and the
 * process keeps serving. Any other unhandled rejection ends the process, as Node does by default.
 */
export function installRedisCrashGuard(log: (err: Error) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (isRedisClientError(reason)) {
      log(reason as Error);
      return;
    }
    throw reason;
  });
}
