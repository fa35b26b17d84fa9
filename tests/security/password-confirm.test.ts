import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sinais/shared';
import { api } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: password confirmation');

const FAILS_PER_IP = 12;
const PROFILE = { nome: 'Ana', email: 'ana@example.com' };

/** Issue 28, B1: the profile's `senha` is a password check, limited like the login. */
describe.skipIf(securityUnavailable !== null)(
  'a stolen session cannot guess the password without end',
  () => {
    let s: SecurityServer;
    beforeAll(async () => {
      // No pause after a wrong answer here: the pause is measured by the bench (password-flood.bench.ts).
      s = await startSecurityServer({
        LOGIN_MAX_FAILS_PER_IP: String(FAILS_PER_IP),
        PASSWORD_CONFIRM_FAIL_HOLD_MS: '0',
      });
    });
    afterAll(async () => s?.close());

    const guess = (token: string, senha: string) =>
      api(s.srv.url, '/api/account/profile', { method: 'PUT', token, body: { ...PROFILE, senha } });

    it('100 wrong guesses on PUT /api/account/profile: 429 appears, the session ends, the profile is unchanged', async () => {
      const u = await s.newUser('palpite');
      const before = await s.fingerprint();
      const statuses: number[] = [];
      let first429: { message?: string } | undefined;
      for (let i = 0; i < 100; i++) {
        const res = await guess(u.token, `errada-${i}`);
        statuses.push(res.status);
        if (res.status === 429 && !first429) first429 = res.body;
      }
      expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
      expect(statuses[4]).toBe(429);
      expect(first429?.message).toBe(AUTH_MESSAGES.passwordGuessesEndedSession);
      // The session is ended like any other: every later call is refused before the password is read.
      expect(statuses.slice(5).every((st) => st === 401)).toBe(true);
      expect((await api(s.srv.url, '/api/auth/me', { token: u.token })).status).toBe(401);
      const ended = await s.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM user_sessions WHERE user_id = $1 AND ended_at IS NOT NULL',
        [u.id],
      );
      expect(ended[0]!.n).toBe(1);
      // Only the ended session changed: nothing was saved.
      const after = await s.fingerprint();
      expect({ ...after, user_sessions: '' }).toEqual({ ...before, user_sessions: '' });
      // The right password signs in again (the account is never locked).
      expect((await api(s.srv.url, '/api/auth/login', { body: u })).status).toBe(200);
    });

    it('wrong confirmations count in the login limiter: the IP meets its failure cap on both routes (429 in Portuguese)', async () => {
      const u = await s.newUser('limite');
      const signIn = async () => {
        const res = await api(s.srv.url, '/api/auth/login', { body: u });
        expect(res.status).toBe(200);
        return res.body.token as string;
      };
      // New sessions (3 guesses each, under the session's cap) keep guessing until the IP's shared counter is full.
      let token = await signIn();
      const statuses: number[] = [];
      for (let i = 0; i < 3 * FAILS_PER_IP && !statuses.includes(429); i++) {
        if (i > 0 && i % 3 === 0) token = await signIn();
        statuses.push((await guess(token, 'errada')).status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((st) => st === 400)).toBe(true);
      expect(statuses.length).toBeLessThanOrEqual(FAILS_PER_IP + 1);
      const refused = await guess(token, u.password);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
      // One counter for both routes: a sign-in from this IP meets the same cap.
      const login = await api(s.srv.url, '/api/auth/login', { body: { email: u.email, password: 'errada' } });
      expect(login.status).toBe(429);
      expect(login.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    });
  },
);
