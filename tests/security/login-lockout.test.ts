import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sinais/shared';
import { api, startTestServer, type TestServer } from '../helpers/server';
import { createTestDatabase, reportSkip } from '../helpers/services';
import { ADMIN, JWT_SECRET, securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: login lockout');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MAX_DELAY_S = 20;

/** Login from a given client address (TRUST_PROXY=true: X-Forwarded-For is the proxy's word). */
const loginFrom = (base: string, ip: string, body: unknown, cookie?: string) =>
  api(base, '/api/auth/login', {
    body,
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });

let attackIp = 0;
/**
 * Wrong passwords from ever new addresses, honouring each wait, until the account makes unknown places wait
 * at least `minWaitS` seconds (so the checks that follow run inside that wait, however slow the machine).
 */
async function attack(base: string, email: string, minWaitS: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    const r = await loginFrom(base, `203.0.113.${(attackIp++ % 250) + 1}`, {
      email,
      password: `errada-${i}`,
    });
    statuses.push(r.status);
    if (r.status === 401) continue;
    expect(r.status).toBe(429);
    expect(r.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    // Slowed, never locked for long: the wait is capped.
    expect(r.body.retry_after).toBeGreaterThan(0);
    expect(r.body.retry_after).toBeLessThanOrEqual(MAX_DELAY_S);
    if (r.body.retry_after >= minWaitS) return statuses;
    await sleep(r.body.retry_after * 1000);
  }
  throw new Error(`a espera não chegou a ${minWaitS} s: ${statuses.join(',')}`);
}

describe.skipIf(securityUnavailable !== null)(
  'wrong passwords slow an attacker but never lock the owner out',
  () => {
    let s: SecurityServer;
    beforeAll(async () => {
      s = await startSecurityServer({
        TRUST_PROXY: 'true',
        LOGIN_MAX_FAILS_PER_ACCOUNT: '3',
        LOGIN_MAX_DELAY_S: String(MAX_DELAY_S),
        LOGIN_MAX_PER_IP: '1000',
      });
    });
    afterAll(async () => s?.close());

    it('the admin keeps signing in from a known IP and a known device while the account is under attack', async () => {
      // The admin's usual office: a successful sign-in makes the IP known and sets the device cookie.
      const office = await loginFrom(s.srv.url, '198.51.100.7', ADMIN);
      expect(office.status).toBe(200);
      const device = /sc_device=[^;]+/.exec(office.headers.get('set-cookie') ?? '')?.[0];

      // An attacker guesses from many addresses (the per-IP limit never triggers) until the account asks
      // unknown places to wait at least 4 s.
      const statuses = await attack(s.srv.url, ADMIN.email, 4);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses).toContain(429);

      // From an unknown place the right password waits its turn too (that is what slows the attacker)…
      const stranger = await loginFrom(s.srv.url, '192.0.2.99', ADMIN);
      expect(stranger.status).toBe(429);
      expect(JSON.stringify(stranger.body)).not.toMatch(/senha|password|existe|exist/i);
      // Case and spaces do not make a fresh account bucket.
      const variant = await loginFrom(s.srv.url, '192.0.2.98', {
        ...ADMIN,
        email: ` ${ADMIN.email.toUpperCase()} `,
      });
      expect(variant.status).toBe(429);
      // …but from the office IP, and from the known browser on a new network, it is never refused.
      expect((await loginFrom(s.srv.url, '198.51.100.7', ADMIN)).status).toBe(200);
      expect(device, 'cookie de dispositivo').toBeTruthy();
      expect(office.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      expect((await loginFrom(s.srv.url, '192.0.2.50', ADMIN, device)).status).toBe(200);
      // A wrong password from the known IP is still just wrong (401), and still counted.
      expect((await loginFrom(s.srv.url, '198.51.100.7', { ...ADMIN, password: 'errada-x' })).status).toBe(
        401,
      );
      // The cookie is bound to its account: on another account it makes no place known.
      const other = await s.newUser('alvo-cookie');
      await attack(s.srv.url, other.email, 4);
      expect(
        (await loginFrom(s.srv.url, '192.0.2.51', { email: other.email, password: other.password }, device))
          .status,
      ).toBe(429);

      // And the owner in a new place gets in once the (short) wait is over: no 15-minute lockout.
      const deadline = Date.now() + (MAX_DELAY_S + 10) * 1000;
      let status = 0;
      while (Date.now() < deadline) {
        const r = await loginFrom(s.srv.url, '192.0.2.99', ADMIN);
        status = r.status;
        if (status === 200) break;
        await sleep(Math.min(1000, (r.body.retry_after ?? 1) * 1000));
      }
      expect(status).toBe(200);
    }, 90_000);

    it('an unknown account answers exactly like a known one, slowed the same way', async () => {
      const known = await s.newUser('mesma-resposta');
      const a = await loginFrom(s.srv.url, '203.0.113.200', { email: known.email, password: 'errada' });
      const b = await loginFrom(s.srv.url, '203.0.113.201', {
        email: 'ninguem-aqui@example.com',
        password: 'errada',
      });
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(a.body).toEqual(b.body);
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
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const g = gateways[i % 2]!;
      statuses.push(
        (await api(g.url, '/api/auth/login', { body: { email: `x${i}@example.com`, password: 'qualquer' } }))
          .status,
      );
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
  });
});
