import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CONTROL_EVENTS } from '@sinais/shared';
import { repoRoot } from '../helpers/engine-process';
import { api, readOutbox, statusesInARow } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { connectClient, waitUntil } from '../helpers/socket-client';
import { securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: HTTP abuse');

describe.skipIf(securityUnavailable !== null)(
  'HTTP abuse: bodies, JSON, brute force, resets, mass assignment',
  () => {
    let s: SecurityServer;

    beforeAll(async () => {
      s = await startSecurityServer({ LOGIN_MAX_FAILS_PER_ACCOUNT: '5', LOGIN_MAX_PER_IP: '1000' });
    });
    afterAll(async () => s?.close());

    it('refuses oversized bodies with 413 and malformed JSON with 400 on every write route, never 500', async () => {
      const u = await s.newUser('corpo');
      const before = await s.fingerprint();
      const routes: Array<[string, string, string | undefined]> = [
        ['POST', '/api/auth/login', undefined],
        ['POST', '/api/auth/register', undefined],
        ['POST', '/api/forgot-password', undefined],
        ['POST', '/api/reset-password', undefined],
        ['PUT', '/api/account/profile', u.token],
        ['PUT', '/api/account/preferences', u.token],
        ['POST', '/api/push/subscriptions', u.token],
        ['DELETE', '/api/push/subscriptions', u.token],
        ['POST', '/api/payments/pix', u.token],
        ['POST', '/api/payments/webhook', undefined],
        ['PUT', '/api/sales-config', s.adminToken],
        ['PUT', '/api/pages/home', s.adminToken],
      ];
      for (const [method, path, token] of routes) {
        const big = await api(s.srv.url, path, {
          method,
          token,
          rawBody: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(150 * 1024) }),
        });
        expect(big.status, `${method} ${path}`).toBe(413);
        expect(big.body, path).toEqual({ error: 'payload_too_large', message: 'Requisição grande demais.' });
        for (const raw of [
          '{"email": "a@b.co", ',
          '{"a":1}}',
          "{'a':1}",
          'null',
          '"texto"',
          '[1,2',
          '{"__proto__":{"is_admin":true}',
        ]) {
          const bad = await api(s.srv.url, path, { method, token, rawBody: raw });
          expect(bad.status, `${method} ${path} ${raw}`).toBeGreaterThanOrEqual(400);
          expect(bad.status, `${method} ${path} ${raw}`).toBeLessThan(500);
        }
      }
      expect((await api(s.srv.url, '/api/status')).status).toBe(200);
      expect(await s.fingerprint()).toEqual(before);
    });

    it('reset tokens: single use, expired refused, wrong user refused; a reset ends every other session, live sockets too', async () => {
      const u = await s.newUser('reset');
      const other = await api(s.srv.url, '/api/auth/login', {
        body: { email: u.email, password: u.password },
      });
      const live = connectClient(s.srv.url, { token: other.body.token });
      try {
        await waitUntil(() => live.socket.connected, 5000, 'socket');
        const ended = new Promise<{ reason: string }>((resolve) =>
          live.socket.once(CONTROL_EVENTS.sessionExpired, resolve),
        );
        const mailFor = async (n: number) => {
          for (let i = 0; i < 100; i++) {
            const mails = readOutbox(s.srv.dataDir).filter((m) => m.to === u.email);
            if (mails.length >= n) return new URL(mails[n - 1]!.link!);
            await sleep(100);
          }
          throw new Error('e-mail de redefinição não chegou');
        };
        // 1) An expired token is refused and changes nothing.
        await api(s.srv.url, '/api/forgot-password', { body: { email: u.email } });
        const first = await mailFor(1);
        await s.db.query(
          `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
          [u.id],
        );
        const before = await s.fingerprint();
        const expired = await api(s.srv.url, '/api/reset-password', {
          body: { token: first.searchParams.get('token'), userId: u.id, newPassword: 'nova-senha-111' },
        });
        expect(expired.status).toBe(400);
        expect(expired.body.message).toBe(AUTH_MESSAGES.resetInvalid);
        expect(await s.fingerprint()).toEqual(before);

        // 2) A valid token, presented for another user, is refused.
        await api(s.srv.url, '/api/forgot-password', { body: { email: u.email } });
        const second = await mailFor(2);
        const token = second.searchParams.get('token')!;
        const victim = await s.newUser('vitima');
        const before2 = await s.fingerprint();
        const crossed = await api(s.srv.url, '/api/reset-password', {
          body: { token, userId: victim.id, newPassword: 'sequestro-123' },
        });
        expect(crossed.status).toBe(400);
        expect(await s.fingerprint()).toEqual(before2);

        // 3) Used once; reused refused.
        const ok = await api(s.srv.url, '/api/reset-password', {
          body: { token, userId: u.id, newPassword: 'nova-senha-222' },
        });
        expect(ok.status).toBe(200);
        const before3 = await s.fingerprint();
        const reused = await api(s.srv.url, '/api/reset-password', {
          body: { token, userId: u.id, newPassword: 'nova-senha-333' },
        });
        expect(reused.status).toBe(400);
        expect(reused.body.message).toBe(AUTH_MESSAGES.resetInvalid);
        expect(await s.fingerprint()).toEqual(before3);

        // 4) Every older session is over: REST at once, the live socket within the 30 s revalidation.
        for (const t of [u.token, other.body.token])
          expect((await api(s.srv.url, '/api/auth/me', { token: t })).status).toBe(401);
        const start = Date.now();
        expect((await ended).reason).toBe('revoked');
        await waitUntil(() => !live.socket.connected, 5000, 'desconexão');
        expect(Date.now() - start).toBeLessThan(35_000);
        expect(
          (await api(s.srv.url, '/api/auth/login', { body: { email: u.email, password: 'nova-senha-222' } }))
            .status,
        ).toBe(200);
      } finally {
        live.close();
      }
    }, 60_000);

    it('mass assignment of is_admin (and friends) is ignored on register, profile and preferences', async () => {
      const email = `massa-${Date.now()}@example.com`;
      const reg = await api(s.srv.url, '/api/auth/register', {
        body: {
          username: 'massa',
          email,
          password: 'senha-forte-123',
          is_admin: true,
          isAdmin: true,
          role: 'admin',
          status: 'active',
          token_version: 99,
          plan: 'vip',
          __proto__: { is_admin: true },
          constructor: { prototype: { is_admin: true } },
        },
      });
      expect([201, 400]).toContain(reg.status);
      if (reg.status === 201) expect(reg.body.user.is_admin).toBe(false);
      let row = await s.db.query<{ is_admin: boolean; plan: string; token_version: number }>(
        'SELECT is_admin, plan, token_version FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      if (row.length === 0) {
        // Strict schema refused the extra keys: register cleanly, the point is what an attacker can set.
        expect(
          (
            await api(s.srv.url, '/api/auth/register', {
              body: { username: 'massa', email, password: 'senha-forte-123' },
            })
          ).status,
        ).toBe(201);
        row = await s.db.query(
          'SELECT is_admin, plan, token_version FROM users WHERE lower(email) = lower($1)',
          [email],
        );
      }
      expect(row[0]).toMatchObject({ is_admin: false, plan: 'free', token_version: 0 });
      const login = await api(s.srv.url, '/api/auth/login', { body: { email, password: 'senha-forte-123' } });
      const token = login.body.token as string;
      const profile = await api(s.srv.url, '/api/account/profile', {
        method: 'PUT',
        token,
        body: {
          nome: 'Massa',
          email,
          senha: 'senha-forte-123',
          is_admin: true,
          role: 'admin',
          user_id: s.adminId,
        },
      });
      expect(profile.status).toBeLessThan(500);
      const prefs = await api(s.srv.url, '/api/account/preferences', {
        method: 'PUT',
        token,
        body: { is_admin: true },
      });
      expect(prefs.status).toBeLessThan(500);
      const after = await s.db.query<{ is_admin: boolean }>(
        'SELECT is_admin FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      expect(after[0]!.is_admin).toBe(false);
      expect((await api(s.srv.url, '/api/auth/check-admin', { token })).body.is_admin).toBe(false);
      expect((await api(s.srv.url, '/api/admin/stats', { token })).status).toBe(403);
      const admins = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE is_admin');
      expect(admins[0]!.n).toBe(1);
    });
  },
);

describe.skipIf(securityUnavailable !== null)('login brute force per IP', () => {
  let s: SecurityServer;
  beforeAll(async () => {
    s = await startSecurityServer({ LOGIN_MAX_PER_IP: '8', LOGIN_MAX_FAILS_PER_ACCOUNT: '100' });
  });
  afterAll(async () => s?.close());

  it('429 once one address spends its attempts, whatever the accounts, and X-Forwarded-For does not reset it', async () => {
    const before = await s.fingerprint();
    // The admin login in the fixture already spent one attempt from this address.
    const statuses = await statusesInARow(10, (i) =>
      api(s.srv.url, '/api/auth/login', {
        body: { email: `conta${i}@example.com`, password: 'qualquer-coisa' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      }),
    );
    expect(statuses.slice(0, 7).every((x) => x === 401)).toBe(true);
    expect(statuses.slice(7)).toEqual([429, 429, 429]);
    const locked = await api(s.srv.url, '/api/auth/login', {
      body: { email: 'admin@seguranca.test', password: 'admin-senha-123' },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect((await s.fingerprint()).users).toEqual(before.users);
  });
});

/** Every kind of response, success and error, API and static, must carry the security headers. */
async function assertHeadersEverywhere(base: string, token: string, production: boolean) {
  const assets = readdirSync(join(repoRoot, 'web/dist/assets')).filter((f) => f.endsWith('.js'));
  const requests: Array<[string, RequestInit?]> = [
    ['/api/status'],
    ['/api/unified/signals/confirmed'],
    ['/api/nao-existe'],
    ['/api/auth/me'],
    ['/api/admin/stats', { headers: { authorization: `Bearer ${token}` } }],
    ['/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x":' }],
    [
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pad: 'x'.repeat(200_000) }),
      },
    ],
    ['/'],
    ['/login'],
    ['/dashboard'],
    ['/admin'],
    [`/assets/${assets[0]}`],
    ['/manifest.webmanifest'],
    ['/favicon.ico'],
    ['/media/nao-existe.mp4'],
    // Socket.IO's own HTTP answers (long-polling handshake and its errors) bypass Express.
    ['/socket.io/?EIO=4&transport=polling'],
    ['/socket.io/?EIO=4&transport=bogus'],
  ];
  for (const [path, init] of requests) {
    const res = await fetch(base + path, { redirect: 'manual', ...init });
    await res.arrayBuffer();
    const h = res.headers;
    const where = `${init?.method ?? 'GET'} ${path} (${res.status})`;
    const csp = h.get('content-security-policy') ?? '';
    expect(csp, where).toContain("default-src 'self'");
    expect(csp, where).toContain("object-src 'none'");
    expect(csp, where).toMatch(/frame-ancestors 'self'|frame-ancestors 'none'/);
    expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(h.get('x-content-type-options'), where).toBe('nosniff');
    expect(h.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
    expect(h.get('x-frame-options'), where).toBe('SAMEORIGIN');
    expect(h.get('x-powered-by'), where).toBeNull();
    if (production)
      expect(h.get('strict-transport-security'), where).toMatch(/max-age=31536000; includeSubDomains/);
    else expect(h.get('strict-transport-security'), where).toBeNull();
  }
}

describe.skipIf(securityUnavailable !== null)('security headers on every response', () => {
  it('development/test: CSP, nosniff, referrer policy, frame options; no HSTS over plain HTTP', async () => {
    const s = await startSecurityServer();
    try {
      await assertHeadersEverywhere(s.srv.url, (await s.newUser('cabecalho')).token, false);
    } finally {
      await s.close();
    }
  });

  it('NODE_ENV=production adds HSTS (and upgrade-insecure-requests) everywhere', async () => {
    const s = await startSecurityServer({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'disabled',
      PUBLIC_URL: 'https://app.sinais.test',
      BUS_SECRET: 'segredo-do-barramento-em-producao-32+car',
    });
    try {
      await assertHeadersEverywhere(s.srv.url, (await s.newUser('producao')).token, true);
      const csp = (await fetch(`${s.srv.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain('upgrade-insecure-requests');
    } finally {
      await s.close();
    }
  });
});
