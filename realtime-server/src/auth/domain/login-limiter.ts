import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AUTH_MESSAGES, LOGIN_PROOF_REQUIRED, type LoginProof } from '@sinais/shared';
import { AppError } from '../../errors';
import { makeLimiter, type LimiterStores } from '../../platform/rate-limit-store';
import { checkProof, issueChallenge, PROOF_TTL_MS } from './login-proof';

export interface LoginLimiterOptions {
  /** Attempts per IP in the window (known devices excepted). */
  maxPerIp: number;
  /** Failed attempts per IP in the window, whatever the accounts. */
  maxFailsPerIp: number;
  /** Failures an account may have before sign-ins from unknown places must carry a proof of work. */
  freeFailsPerAccount: number;
  windowS: number;
  /** Leading zero bits the proof of work must have. */
  proofBits: number;
  /** Key of the challenges' HMAC (JWT_SECRET). */
  secret: string;
  /** Wrong passwords one signed-in session may give (profile confirmation) before it is ended. */
  maxConfirmFailsPerSession: number;
}

/** A signed-in user confirming an action with the account's password (e.g. saving the profile). */
export interface ConfirmAttempt {
  ip: string;
  email: string;
  sessionId: string;
}

export interface LoginAttempt {
  ip: string;
  email: string;
  /** The browser carries this account's device cookie (it signed in here before). */
  knownDevice: boolean;
  /** This account signed in from this IP before. */
  knownIp: boolean;
  proof?: LoginProof | undefined;
}

export interface LoginLimiter {
  /**
   * Throws 429 when this IP is over its limits, and 428 with a challenge when the account asks an unknown
   * place for a proof of work that this attempt does not carry (or carries spent, expired or wrong).
   */
  checkAllowed(a: LoginAttempt): Promise<void>;
  recordFailure(a: LoginAttempt): Promise<void>;
  /**
   * Before a password confirmation: 429 when this IP is over its failure cap (the same counter as sign-ins);
   * `spent` when this session already gave its wrong passwords (the caller ends it).
   */
  checkConfirm(a: ConfirmAttempt): Promise<'ok' | 'spent'>;
  /** A wrong confirmation counts for the account and the IP like a failed sign-in; `spent` ends the session. */
  recordConfirmFailure(a: ConfirmAttempt): Promise<'ok' | 'spent'>;
}

/** Failures stay counted for a day, so a slow attacker keeps meeting the proof of work. */
const ACCOUNT_FAIL_WINDOW_S = 24 * 3600;

const tooMany = (msBeforeNext: number) =>
  new AppError('too_many_attempts', AUTH_MESSAGES.tooManyAttempts, 429, {
    retry_after: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });

async function consumeOrTooMany(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err.msBeforeNext);
    throw err;
  }
}

/**
 * Login limits an attacker cannot aim at the owner (docs/architecture.md, "Autenticação"):
 * - on the attacker's side, per IP: every attempt counts (LOGIN_MAX_PER_IP) and so does every failure against
 *   any account (LOGIN_MAX_FAILS_PER_IP); past either, that IP gets 429. A known device is exempt.
 * - per account, nothing ever waits or locks: past the free failures, an attempt from a place the account
 *   never signed in from must carry a proof of work (428 with a challenge, answered once, bound to the
 *   account). The owner's browser pays about a second of CPU; each guess costs the attacker the same.
 * - a signed-in user confirming an action with the password (the profile's `senha`) feeds the same account and
 *   IP failure counters, so a stolen session cannot guess without end: past the IP cap it gets 429, and past
 *   PASSWORD_CONFIRM_MAX_FAILS its session is ended (confirm-password.ts).
 * Counters are shared by every gateway (Redis, then the database; see rate-limit-store).
 */
export function createLoginLimiter(stores: LimiterStores, o: LoginLimiterOptions): LoginLimiter {
  const byIp = makeLimiter(stores, { name: 'login-ip', points: o.maxPerIp, durationS: o.windowS });
  const ipFails = makeLimiter(stores, {
    name: 'login-ip-fails',
    points: o.maxFailsPerIp,
    durationS: o.windowS,
  });
  const accountFails = makeLimiter(stores, {
    name: 'login-fails',
    points: Number.MAX_SAFE_INTEGER,
    durationS: ACCOUNT_FAIL_WINDOW_S,
  });
  // One point per challenge id: a second use of the same answer is refused.
  const spent = makeLimiter(stores, {
    name: 'login-proof',
    points: 1,
    durationS: Math.ceil(PROOF_TTL_MS / 1000),
  });
  const confirmFails = makeLimiter(stores, {
    name: 'confirm-fails',
    points: Number.MAX_SAFE_INTEGER,
    durationS: ACCOUNT_FAIL_WINDOW_S,
  });
  const ipOverCap = async (ip: string) => {
    const f = await ipFails.get(ip);
    if (f && f.consumedPoints >= o.maxFailsPerIp) throw tooMany(f.msBeforeNext);
  };
  const accountKey = (email: string) => email.trim().toLowerCase();
  const proofRequired = (account: string) =>
    new AppError(LOGIN_PROOF_REQUIRED, AUTH_MESSAGES.proofRequired, 428, {
      challenge: issueChallenge(o.secret, account, o.proofBits),
      bits: o.proofBits,
    });

  return {
    async checkAllowed(a) {
      if (!a.knownDevice) {
        await consumeOrTooMany(byIp, a.ip);
        await ipOverCap(a.ip);
      }
      if (a.knownDevice || a.knownIp) return;
      const account = accountKey(a.email);
      const fails = await accountFails.get(account);
      if (!fails || fails.consumedPoints < o.freeFailsPerAccount) return;
      if (!a.proof) throw proofRequired(account);
      const check = checkProof(o.secret, account, o.proofBits, a.proof);
      if (!check.ok) throw proofRequired(account);
      try {
        await spent.consume(check.id);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw proofRequired(account);
        throw err;
      }
    },
    async recordFailure(a) {
      await accountFails.penalty(accountKey(a.email), 1);
      if (!a.knownDevice) await ipFails.penalty(a.ip, 1);
    },
    async checkConfirm(a) {
      const f = await confirmFails.get(a.sessionId);
      if (f && f.consumedPoints >= o.maxConfirmFailsPerSession) return 'spent';
      await ipOverCap(a.ip);
      return 'ok';
    },
    async recordConfirmFailure(a) {
      await accountFails.penalty(accountKey(a.email), 1);
      await ipFails.penalty(a.ip, 1);
      const f = await confirmFails.penalty(a.sessionId, 1);
      return f.consumedPoints >= o.maxConfirmFailsPerSession ? 'spent' : 'ok';
    },
  };
}
