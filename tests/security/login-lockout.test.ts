import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, LOGIN_PROOF_REQUIRED } from '@sinais/shared';
import { api, startTestServer, statusesInARow, type TestServer } from '../helpers/server';
import { createTestDatabase, reportSkip } from '../helpers/services';
import { loginSolvingProof, solveLoginProof } from '../helpers/login-proof';
import { ADMIN, JWT_SECRET, securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: login lockout');

const FREE_FAILS = 3;
const FAILS_PER_IP = 10;
const POW_BITS = 10;

/** Login from a given client address (TRUST_PROXY=true: X-Forwarded-For is the proxy's word). */
const loginFrom = (base: string, ip: string, body: unknown, cookie?: string) =>
  api(base, '/api/auth/login', {
    body,
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });

/** The web client's way: a 428 challenge is solved and the sign-in sent again. */
const signInFrom = (base: string, ip: string, body: { email: string; password: string }, cookie?: string) =>
  loginSolvingProof(base, body, { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) });

describe.skipIf(securityUnavailable !== null)(
  'an attacker who knows an e-mail cannot keep its owner from signing in',
  () => {
    let s: SecurityServer;
    beforeAll(async () => {
      s = await startSecurityServer({
        TRUST_PROXY: 'true',
        LOGIN_MAX_FAILS_PER_ACCOUNT: String(FREE_FAILS),
        LOGIN_MAX_FAILS_PER_IP: String(FAILS_PER_IP),
        LOGIN_MAX_PER_IP: '1000',
        LOGIN_POW_BITS: String(POW_BITS),
      });
    });
    afterAll(async () => s?.close());

    it('one attacker IP: every right password of the admin from a new IP signs in, and the attacker meets its own IP limit', async () => {
      const attacker = '203.0.113.7';
      const attackerStatuses: number[] = [];
      const ownerStatuses: number[] = [];
      for (let i = 0; i < 16; i++) {
        // The attacker pays whatever the server asks (it solves the proofs too) and keeps guessing.
        const guess = await signInFrom(s.srv.url, attacker, { email: ADMIN.email, password: `errada-${i}` });
        attackerStatuses.push(guess.status);
        if (guess.status === 429) {
          expect(guess.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
          expect(guess.body.retry_after).toBeGreaterThan(0);
        }
        // Between two guesses the admin signs in from a network never used before.
        ownerStatuses.push((await signInFrom(s.srv.url, `198.51.100.${i + 1}`, ADMIN)).status);
      }
      expect(ownerStatuses).toEqual(Array(16).fill(200));
      // The attacker's own address is what stops: its failures against any account are capped.
      expect(attackerStatuses.slice(0, FAILS_PER_IP)).toEqual(Array(FAILS_PER_IP).fill(401));
      expect(attackerStatuses.slice(FAILS_PER_IP)).toEqual(Array(16 - FAILS_PER_IP).fill(429));
      // Other accounts from that address too (failures against any account count).
      const other = await s.newUser('outra-conta');
      expect(
        (await signInFrom(s.srv.url, attacker, { email: other.email, password: 'x-errada' })).status,
      ).toBe(429);
      // And the admin still signs in from yet another new address.
      expect((await signInFrom(s.srv.url, '198.51.100.200', ADMIN)).status).toBe(200);
    }, 90_000);

    it('rotating IPs: 20 attacker addresses never stop the owner signing in from 20 new addresses', async () => {
      const owner = await s.newUser('alvo-rotativo');
      const ownerStatuses: number[] = [];
      const attackerStatuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        for (let k = 0; k < 2; k++)
          attackerStatuses.push(
            (
              await signInFrom(s.srv.url, `203.0.113.${100 + i}`, {
                email: owner.email,
                password: `e-${i}-${k}`,
              })
            ).status,
          );
        ownerStatuses.push(
          (
            await signInFrom(s.srv.url, `192.0.2.${100 + i}`, {
              email: owner.email,
              password: owner.password,
            })
          ).status,
        );
      }
      expect(attackerStatuses.every((x) => x === 401)).toBe(true);
      expect(ownerStatuses).toEqual(Array(20).fill(200));
    }, 90_000);

    it('past the free failures an unknown place must prove work: before the password is read, once, for that account only', async () => {
      const target = await s.newUser('alvo-prova');
      const stranger = await s.newUser('outro-alvo');
      for (let i = 0; i < FREE_FAILS; i++)
        expect(
          (await loginFrom(s.srv.url, `203.0.113.${30 + i}`, { email: target.email, password: `e${i}` }))
            .status,
        ).toBe(401);

      // Without a proof the right and the wrong password get the same answer: nothing is checked yet.
      const right = await loginFrom(s.srv.url, '192.0.2.10', {
        email: target.email,
        password: target.password,
      });
      const wrong = await loginFrom(s.srv.url, '192.0.2.11', { email: target.email, password: 'errada' });
      for (const r of [right, wrong]) {
        expect(r.status).toBe(428);
        expect(r.body.error).toBe(LOGIN_PROOF_REQUIRED);
        expect(r.body.message).toBe(AUTH_MESSAGES.proofRequired);
        expect(r.body.bits).toBe(POW_BITS);
        expect(typeof r.body.challenge).toBe('string');
      }
      expect(Object.keys(right.body).sort()).toEqual(Object.keys(wrong.body).sort());

      const proof = solveLoginProof(right.body.challenge, POW_BITS);
      const body = { email: target.email, password: target.password };
      // For another account, the proof is worth nothing.
      expect(
        (
          await loginFrom(s.srv.url, '192.0.2.12', {
            email: stranger.email,
            password: stranger.password,
            proof,
          })
        ).status,
      ).toBe(200); // the stranger's account has no failures: it needs no proof, and an unused one is ignored
      for (let i = 0; i < FREE_FAILS; i++)
        await loginFrom(s.srv.url, `203.0.113.${40 + i}`, { email: stranger.email, password: `e${i}` });
      expect(
        (
          await loginFrom(s.srv.url, '192.0.2.13', {
            email: stranger.email,
            password: stranger.password,
            proof,
          })
        ).status,
      ).toBe(428);
      // A wrong nonce is refused; the right one signs in once, and the same answer never again.
      expect(
        (await loginFrom(s.srv.url, '192.0.2.14', { ...body, proof: { ...proof, nonce: 'zz-x' } })).status,
      ).toBe(428);
      expect((await loginFrom(s.srv.url, '192.0.2.15', { ...body, proof })).status).toBe(200);
      expect((await loginFrom(s.srv.url, '192.0.2.16', { ...body, proof })).status).toBe(428);
      // A forged challenge (altered difficulty) is refused.
      const [payload, sig] = right.body.challenge.split('.');
      const easier = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), b: 1 }),
      ).toString('base64url');
      const forged = solveLoginProof(`${easier}.${sig}`, 1);
      expect((await loginFrom(s.srv.url, '192.0.2.17', { ...body, proof: forged })).status).toBe(428);
      // Case and spaces do not make a fresh account bucket.
      expect(
        (
          await loginFrom(s.srv.url, '192.0.2.18', {
            email: ` ${target.email.toUpperCase()} `,
            password: target.password,
          })
        ).status,
      ).toBe(428);
    }, 90_000);

    it('a known IP and a known device (cookie bound to its account) need no proof', async () => {
      const target = await s.newUser('alvo-conhecido');
      const office = await loginFrom(s.srv.url, '198.51.100.250', {
        email: target.email,
        password: target.password,
      });
      expect(office.status).toBe(200);
      expect(office.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      const device = /sc_device=[^;]+/.exec(office.headers.get('set-cookie') ?? '')?.[0];
      expect(device, 'cookie de dispositivo').toBeTruthy();
      for (let i = 0; i < FREE_FAILS + 2; i++)
        await loginFrom(s.srv.url, `203.0.113.${60 + i}`, { email: target.email, password: `e${i}` });
      const body = { email: target.email, password: target.password };
      expect((await loginFrom(s.srv.url, '198.51.100.250', body)).status).toBe(200);
      expect((await loginFrom(s.srv.url, '192.0.2.50', body, device)).status).toBe(200);
      expect((await loginFrom(s.srv.url, '192.0.2.51', body)).status).toBe(428);
      // The cookie is bound to its account: on another account it makes no place known.
      const other = await s.newUser('alvo-cookie');
      for (let i = 0; i < FREE_FAILS; i++)
        await loginFrom(s.srv.url, `203.0.113.${70 + i}`, { email: other.email, password: `e${i}` });
      expect(
        (await loginFrom(s.srv.url, '192.0.2.52', { email: other.email, password: other.password }, device))
          .status,
      ).toBe(428);
    });

    it('an unknown account answers exactly like a known one, asking for the same proof', async () => {
      const known = await s.newUser('mesma-resposta');
      const ghost = 'ninguem-aqui@example.com';
      for (let i = 0; i < FREE_FAILS; i++) {
        const a = await loginFrom(s.srv.url, `203.0.113.${80 + i}`, {
          email: known.email,
          password: 'errada',
        });
        const b = await loginFrom(s.srv.url, `203.0.113.${90 + i}`, { email: ghost, password: 'errada' });
        expect(a.status).toBe(401);
        expect(b.status).toBe(401);
        expect(a.body).toEqual(b.body);
      }
      const a = await loginFrom(s.srv.url, '192.0.2.60', { email: known.email, password: 'errada' });
      const b = await loginFrom(s.srv.url, '192.0.2.61', { email: ghost, password: 'errada' });
      expect([a.status, b.status]).toEqual([428, 428]);
      expect({ ...a.body, challenge: '' }).toEqual({ ...b.body, challenge: '' });
    });
  },
);

describe.skipIf(securityUnavailable !== null)('login limits during a Redis outage', () => {
  let gateways: TestServer[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const t = await createTestDatabase();
    drop = t.drop;
    // Two gateways of one deployment, started while Redis is unreachable (nothing listens on port 1).
    const env = {
      DATABASE_URL: t.url,
      REDIS_URL: 'redis://127.0.0.1:1',
      JWT_SECRET,
      LOGIN_MAX_PER_IP: '6',
    };
    gateways = [await startTestServer(env), await startTestServer(env)];
  });
  afterAll(async () => {
    for (const g of gateways) await g.close();
    await drop?.();
  });

  it('counts attempts once for the whole deployment (in the shared database), not once per gateway', async () => {
    expect((await api(gateways[0]!.url, '/api/status')).body.services.bus).toBe('down');
    // Alternating between the two gateways.
    const statuses = await statusesInARow(12, (i) =>
      api(gateways[i % 2]!.url, '/api/auth/login', {
        body: { email: `x${i}@example.com`, password: 'qualquer' },
      }),
    );
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
  });
});
