import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AUTH_MESSAGES } from '@sinais/shared';
import { AppError } from '../http/errors';

export interface LoginLimiterOptions {
  maxPerIp: number;
  maxFailsPerAccount: number;
  windowS: number;
  /** Shared counters across gateways when Redis is configured. */
  redis?: Redis;
  prefix: string;
}

export interface LoginLimiter {
  /** Throws 429 when this IP or this account is over its limit; counts the attempt against the IP. */
  checkAllowed(ip: string, email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

function make(points: number, duration: number, keyPrefix: string, redis?: Redis): RateLimiterAbstract {
  if (redis) {
    return new RateLimiterRedis({
      storeClient: redis,
      points,
      duration,
      keyPrefix,
      // Redis down must not lock everybody out: fall back to per-process counting.
      insuranceLimiter: new RateLimiterMemory({ points, duration, keyPrefix }),
    });
  }
  return new RateLimiterMemory({ points, duration, keyPrefix });
}

const tooMany = (res: RateLimiterRes) =>
  new AppError('too_many_attempts', AUTH_MESSAGES.tooManyAttempts, 429, {
    retry_after: Math.ceil(res.msBeforeNext / 1000),
  });

export function createLoginLimiter(o: LoginLimiterOptions): LoginLimiter {
  const byIp = make(o.maxPerIp, o.windowS, `${o.prefix}:rl:login-ip`, o.redis);
  const byAccount = make(o.maxFailsPerAccount, o.windowS, `${o.prefix}:rl:login-acct`, o.redis);
  const accountKey = (email: string) => email.trim().toLowerCase();
  return {
    async checkAllowed(ip, email) {
      const acct = await byAccount.get(accountKey(email));
      if (acct && acct.consumedPoints >= o.maxFailsPerAccount) throw tooMany(acct);
      try {
        await byIp.consume(ip);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooMany(err);
        throw err;
      }
    },
    async recordFailure(email) {
      await byAccount.penalty(accountKey(email), 1);
    },
    async recordSuccess(email) {
      await byAccount.delete(accountKey(email));
    },
  };
}
