import { RateLimiterRes } from 'rate-limiter-flexible';
import { AUTH_MESSAGES } from '@sinais/shared';
import { AppError } from '../../errors';
import { makeLimiter, type LimiterStores } from '../../security/rate-limit-store';

export interface LoginLimiterOptions {
  maxPerIp: number;
  /** Failures an account may have before attempts from unknown places must wait. */
  freeFailsPerAccount: number;
  windowS: number;
  /** The longest wait between two attempts on one account from an unknown place. */
  maxDelayS: number;
}

export interface LoginAttempt {
  ip: string;
  email: string;
  /** The browser carries this account's device cookie (it signed in here before). */
  knownDevice: boolean;
  /** This account signed in from this IP before. */
  knownIp: boolean;
}

export interface LoginLimiter {
  /** Throws 429 when this IP is over its limit, or when the account asks an unknown place to wait. */
  checkAllowed(a: LoginAttempt): Promise<void>;
  recordFailure(a: LoginAttempt): Promise<void>;
}

/** Failures stay counted for a day, so a slow attacker keeps meeting the longest wait. */
const ACCOUNT_FAIL_WINDOW_S = 24 * 3600;

const tooMany = (msBeforeNext: number) =>
  new AppError('too_many_attempts', AUTH_MESSAGES.tooManyAttempts, 429, {
    retry_after: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });

/** Seconds the next attempt waits after `fails` failures: 0 while free, then 1, 2, 4 … up to the cap. */
export function delayAfter(fails: number, free: number, maxDelayS: number): number {
  if (fails <= free) return 0;
  return Math.min(maxDelayS, 2 ** Math.min(30, fails - free - 1));
}

/**
 * Login limits that cannot lock the owner out (docs/architecture.md, "Autenticação"):
 * - per IP, every attempt counts (LOGIN_MAX_PER_IP per window), except from a known device;
 * - per account, wrong passwords never lock: past the free ones, each failure makes the NEXT attempt from
 *   an unknown place wait 1, 2, 4 … s (up to LOGIN_MAX_DELAY_S). From a device or IP the account already
 *   signed in from there is no wait, so the right password from there is never refused.
 * Counters are shared by every gateway (Redis, then the database; see rate-limit-store).
 */
export function createLoginLimiter(stores: LimiterStores, o: LoginLimiterOptions): LoginLimiter {
  const byIp = makeLimiter(stores, { name: 'login-ip', points: o.maxPerIp, durationS: o.windowS });
  const fails = makeLimiter(stores, {
    name: 'login-fails',
    points: Number.MAX_SAFE_INTEGER,
    durationS: ACCOUNT_FAIL_WINDOW_S,
  });
  // A key "blocked" here means: wait before the next attempt from an unknown place.
  const wait = makeLimiter(stores, { name: 'login-wait', points: 1, durationS: o.maxDelayS });
  const accountKey = (email: string) => email.trim().toLowerCase();
  return {
    async checkAllowed(a) {
      if (!a.knownDevice) {
        try {
          await byIp.consume(a.ip);
        } catch (err) {
          if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext);
          throw err;
        }
      }
      if (a.knownDevice || a.knownIp) return;
      const w = await wait.get(accountKey(a.email));
      if (w && w.consumedPoints > 1 && w.msBeforeNext > 0) throw tooMany(w.msBeforeNext);
    },
    async recordFailure(a) {
      const key = accountKey(a.email);
      const res = await fails.penalty(key, 1);
      const delay = delayAfter(res.consumedPoints, o.freeFailsPerAccount, o.maxDelayS);
      if (delay > 0) await wait.block(key, delay);
    },
  };
}
