import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_MESSAGES } from '@sinais/shared';
import { AppError } from '../../errors';
import type { SessionsRepo } from '../data/sessions.repo';
import type { UserRow } from '../data/users.repo';
import type { LoginLimiter } from './login-limiter';
import { inPasswordLane, verifyPassword } from './passwords';

interface Deps {
  /** How long one account's lane stays closed after a wrong password (PASSWORD_CONFIRM_FAIL_HOLD_MS). */
  failHoldMs: number;
  limiter: Pick<LoginLimiter, 'checkConfirm' | 'recordConfirmFailure'>;
  sessions: Pick<SessionsRepo, 'end'>;
}

export interface Confirmation {
  user: Pick<UserRow, 'id' | 'email' | 'password_hash'>;
  sessionId: string;
  ip: string;
  password: string;
}

const wrongPassword = () =>
  new AppError('wrong_password', AUTH_MESSAGES.wrongPassword, 400, { field: 'senha' });

/**
 * A signed-in user confirms an action with the account's password. Wrong answers count like failed sign-ins
 * (account and IP, shared with login); the IP past its cap gets 429, and a session that keeps failing is ended
 * like any other ended session, so a stolen token cannot guess the password without end. One account's
 * confirmations run one at a time (its lane), so a flood of them never holds more than one hashing slot, and
 * after a wrong answer the lane stays closed a moment (the answer itself is not delayed): a flood then costs
 * the server a few hashes a second, not a core.
 */
export function confirmPassword(deps: Deps, c: Confirmation): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    void inPasswordLane(`user:${c.user.id}`, async () => {
      try {
        await check(deps, c);
        resolve();
      } catch (err) {
        reject(err);
        if (err instanceof AppError && err.code === 'wrong_password') await sleep(deps.failHoldMs);
      }
    });
  });
}

async function check(deps: Deps, c: Confirmation): Promise<void> {
  const attempt = { ip: c.ip, email: c.user.email, sessionId: c.sessionId };
  if ((await deps.limiter.checkConfirm(attempt)) === 'spent') return endSession(deps, c);
  if (await verifyPassword(c.user.password_hash, c.password)) return;
  if ((await deps.limiter.recordConfirmFailure(attempt)) === 'spent') return endSession(deps, c);
  throw wrongPassword();
}

async function endSession(deps: Deps, c: Confirmation): Promise<never> {
  await deps.sessions.end(c.user.id, c.sessionId);
  throw new AppError('too_many_attempts', AUTH_MESSAGES.passwordGuessesEndedSession, 429);
}
