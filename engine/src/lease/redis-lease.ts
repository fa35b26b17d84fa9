import { Redis } from 'ioredis';

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface LeaseHandlers {
  onAcquired: () => Promise<void>;
  onLost: () => Promise<void>;
}

/**
 * Exactly one active engine: SET key id NX PX ttl, renewed every ttl/3 only while we still own it. A standby
 * retries every ttl/3, so it takes over at most ttl + ttl/3 after the holder dies (10 s + 3.3 s by default).
 */
export class RedisLease {
  private readonly redis: Redis;
  private timer: NodeJS.Timeout | null = null;
  private held = false;
  private stepping: Promise<void> = Promise.resolve();

  constructor(
    url: string,
    readonly key: string,
    readonly instanceId: string,
    private readonly ttlMs: number,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: (n) => Math.min(200 * n, 2000) });
    this.redis.on('error', () => undefined);
  }

  get isHeld(): boolean {
    return this.held;
  }

  start(handlers: LeaseHandlers): void {
    const tick = () => {
      this.stepping = this.stepping.then(() => this.step(handlers)).catch(() => undefined);
    };
    tick();
    this.timer = setInterval(tick, Math.max(200, Math.floor(this.ttlMs / 3)));
  }

  private async step(h: LeaseHandlers): Promise<void> {
    let owned: boolean;
    try {
      owned = this.held
        ? Number(await this.redis.eval(RENEW, 1, this.key, this.instanceId, String(this.ttlMs))) === 1
        : (await this.redis.set(this.key, this.instanceId, 'PX', this.ttlMs, 'NX')) === 'OK';
    } catch {
      // Redis unreachable: we cannot prove ownership, so we must not act as the leader.
      owned = false;
    }
    if (owned && !this.held) {
      this.held = true;
      try {
        await h.onAcquired();
      } catch {
        // Could not start: give the lease back at once so a healthy instance can take it.
        this.held = false;
        await this.redis.eval(RELEASE, 1, this.key, this.instanceId).catch(() => undefined);
      }
    } else if (!owned && this.held) {
      this.held = false;
      await h.onLost();
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.stepping;
    if (this.held) await this.redis.eval(RELEASE, 1, this.key, this.instanceId).catch(() => undefined);
    this.held = false;
    await this.redis.quit().catch(() => undefined);
  }
}
