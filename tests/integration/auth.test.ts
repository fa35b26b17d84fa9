import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@sinais/shared';
import { loginSolvingProof } from '../helpers/login-proof';
import { api, readOutbox, startTestServer, statusesInARow, type TestServer } from '../helpers/server';
import { postgresUnavailable, redisUnavailable, reportSkip } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';

const realUnavailable = postgresUnavailable ?? redisUnavailable;
reportSkip(realUnavailable, 'auth on PostgreSQL + Redis');

const ENGLISH = /\b(Invalid|Expected|Required|received|must be)\b/;

const modes = [
  { name: 'embedded store, in-process bus', skip: false, real: false },
  { name: 'PostgreSQL + Redis', skip: realUnavailable !== null, real: true },
];

describe.each(modes)('auth flow on $name', ({ skip, real }) => {
  let srv: TestServer;
  const email = 'Trader.Um@Example.com';
  const password = 'senha-forte-123';

  beforeAll(async () => {
    if (skip) return;
    srv = await startServerOnTestDb(
      {
        ADMIN_EMAIL: 'admin@sinais.test',
        ADMIN_PASSWORD: 'admin-senha-123',
        LOGIN_MAX_FAILS_PER_ACCOUNT: '3',
        LOGIN_MAX_PER_IP: '100',
        LOGIN_POW_BITS: '8',
      },
      real ? { redis: 'auth' } : { embedded: true },
    );
  });
  afterAll(async () => {
    await srv?.close();
  });

  it.skipIf(skip)(
    'registers, refuses a duplicate e-mail with 409 and ignores is_admin in the body',
    async () => {
      const created = await api(srv.url, '/api/auth/register', {
        body: { username: 'trader1', email, password, is_admin: true, role: 'admin' },
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe(AUTH_MESSAGES.registered);
      expect(created.body.user).toMatchObject({
        email: 'trader.um@example.com',
        is_admin: false,
        role: 'member',
      });

      const dup = await api(srv.url, '/api/auth/register', {
        body: { username: 'outro', email: email.toUpperCase(), password },
      });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({ error: 'email_taken', message: AUTH_MESSAGES.emailTaken });
    },
  );

  it.skipIf(skip)(
    'identifies a buyer by e-mail for the checkout (any case), refuses a bad one and counts per IP',
    async () => {
      await api(srv.url, '/api/auth/register', {
        body: { username: 'compradora', email: 'Compradora@Example.com', password },
      });
      const known = await api(srv.url, '/api/auth/identify', {
        body: { email: 'COMPRADORA@example.com' },
      });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ exists: true });
      const unknown = await api(srv.url, '/api/auth/identify', { body: { email: 'ninguem@example.com' } });
      expect(unknown.body).toEqual({ exists: false });
      const bad = await api(srv.url, '/api/auth/identify', { body: { email: 'sem-arroba' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('E-mail inválido.');
      // 30 an hour per address (IDENTIFY_MAX_PER_IP): two were spent above (a 400 spends none).
      const more = await statusesInARow(30, () =>
        api(srv.url, '/api/auth/identify', { body: { email: 'outro@example.com' } }),
      );
      expect(more.slice(0, 28).every((st) => st === 200)).toBe(true);
      expect(more.slice(28)).toEqual([429, 429]);
    },
  );

  it.skipIf(skip)('answers every validation failure with 400 and a Portuguese message', async () => {
    const cases: unknown[] = [
      { username: 'x1', email: 'não-é-email', password },
      { username: 'x2', email: 'a@b.co', password: '123' },
      { username: 'x', email: 'a@b.co', password },
      { email: 'a@b.co', password },
      { username: 42, email: 'a@b.co', password },
    ];
    for (const body of cases) {
      const res = await api(srv.url, '/api/auth/register', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('validation');
      expect(res.body.message).not.toMatch(ENGLISH);
      expect(res.body.message.length).toBeGreaterThan(5);
    }
    const login = await api(srv.url, '/api/auth/login', { body: { email: 'a@b.co' } });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('Informe a senha.');
    const reset = await api(srv.url, '/api/reset-password/', {
      body: { token: 'x'.repeat(20), userId: 'u', newPassword: '12' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe('A nova senha deve ter pelo menos 6 caracteres.');
  });

  it.skipIf(skip)('logs in, refuses a wrong password, and verifies the token', async () => {
    const ok = await api(srv.url, '/api/auth/login', { body: { email, password } });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toBe(ok.body.access_token);
    expect(ok.body.expires_in).toBe(7 * 24 * 3600);
    expect(ok.body.user).toMatchObject({ email: 'trader.um@example.com', name: 'trader1', is_admin: false });

    const bad = await api(srv.url, '/api/auth/login', { body: { email, password: 'errada-123' } });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
    const unknown = await api(srv.url, '/api/auth/login', {
      body: { email: 'ninguem@example.com', password },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(bad.body.message);

    const v = await api(srv.url, '/api/auth/verify-token', { token: ok.body.token, body: {} });
    expect(v.status).toBe(200);
    expect(v.body.valid).toBe(true);
    expect(v.body.expires_in).toBeGreaterThan(7 * 24 * 3600 - 60);
    const vBody = await api(srv.url, '/api/auth/verify-token', { body: { token: ok.body.token } });
    expect(vBody.body.valid).toBe(true);
  });

  it.skipIf(skip)('rejects expired, tampered, alg:none, key-confused and not-yet-valid tokens', async () => {
    const ok = await api(srv.url, '/api/auth/login', { body: { email, password } });
    const secret = srv.application.ctx.config.JWT_SECRET;
    const { sub, tv, sid } = jwt.decode(ok.body.token) as { sub: string; tv: number; sid: string };
    const expired = jwt.sign({ tv, sid, exp: Math.floor(Date.now() / 1000) - 10 }, secret, { subject: sub });
    const [h, p, s] = ok.body.token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${s}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const otherKey = jwt.sign({ tv, sid }, 'outra-chave-qualquer-com-32-caracteres!!', {
      subject: sub,
      expiresIn: 60,
    });
    const notYet = jwt.sign({ tv, sid }, secret, { subject: sub, expiresIn: 600, notBefore: 300 });
    for (const token of [expired, tampered, none, otherKey, notYet, 'lixo']) {
      const v = await api(srv.url, '/api/auth/verify-token', { token, body: {} });
      expect(v.status).toBe(401);
      expect(v.body.valid).toBe(false);
      const admin = await api(srv.url, '/api/auth/check-admin', { token });
      expect(admin.status).toBe(401);
    }
  });

  it.skipIf(skip)('check-admin says false for a member and true for the configured admin', async () => {
    const member = await api(srv.url, '/api/auth/login', { body: { email, password } });
    expect((await api(srv.url, '/api/auth/check-admin', { token: member.body.token })).body).toEqual({
      is_admin: false,
    });
    const admin = await api(srv.url, '/api/auth/login', {
      body: { email: 'admin@sinais.test', password: 'admin-senha-123' },
    });
    expect(admin.status).toBe(200);
    expect(admin.body.user.is_admin).toBe(true);
    expect((await api(srv.url, '/api/auth/check-admin', { token: admin.body.token })).body).toEqual({
      is_admin: true,
    });
    expect((await api(srv.url, '/api/auth/check-admin')).status).toBe(401);
  });

  it.skipIf(skip)('resets a password through the outbox link once, and ends older sessions', async () => {
    const before = await api(srv.url, '/api/auth/login', { body: { email, password } });
    // Opened as localhost while the gateway listens on 127.0.0.1: the link keeps the browser's own address.
    const browserOrigin = `http://localhost:${new URL(srv.url).port}`;
    const neutral = await api(srv.url, '/api/forgot-password/', {
      body: { email },
      headers: { origin: browserOrigin },
    });
    const unknown = await api(srv.url, '/api/forgot-password/', {
      body: { email: 'nao-existe@example.com' },
    });
    expect(neutral.status).toBe(200);
    expect(unknown.body).toEqual(neutral.body);
    expect(neutral.body.message).toBe(AUTH_MESSAGES.forgotNeutral);

    const mail = await vi.waitFor(() => {
      const sent = readOutbox(srv.dataDir).find((m) => m.to === 'trader.um@example.com');
      expect(sent).toBeDefined();
      return sent!;
    });
    expect(readOutbox(srv.dataDir).some((m) => m.to === 'nao-existe@example.com')).toBe(false);
    const link = new URL(mail.link!);
    expect(link.origin).toBe(browserOrigin);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    const userId = link.searchParams.get('userId')!;

    const reset = await api(srv.url, '/api/reset-password/', {
      body: { token, userId, newPassword: 'nova-senha-456' },
    });
    expect(reset.status).toBe(200);
    const again = await api(srv.url, '/api/reset-password/', {
      body: { token, userId, newPassword: 'outra-senha-789' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(AUTH_MESSAGES.resetInvalid);

    expect(
      (await api(srv.url, '/api/auth/verify-token', { token: before.body.token, body: {} })).status,
    ).toBe(401);
    expect((await api(srv.url, '/api/auth/login', { body: { email, password } })).status).toBe(401);
    const after = await api(srv.url, '/api/auth/login', { body: { email, password: 'nova-senha-456' } });
    expect(after.status).toBe(200);
  });

  it.skipIf(skip)(
    'past the free failures an unknown place must prove work (428 with a challenge), never a wait or a lockout',
    async () => {
      // Registered but never signed in from here: this address is an unknown place for the account.
      await api(srv.url, '/api/auth/register', {
        body: { username: 'alvo', email: 'alvo@example.com', password },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await api(srv.url, '/api/auth/login', {
          body: { email: 'alvo@example.com', password: 'errada' + i },
        });
        statuses.push(r.status);
        if (r.status === 428) {
          expect(r.body.message).toBe(AUTH_MESSAGES.proofRequired);
          expect(r.body.bits).toBe(srv.application.ctx.config.LOGIN_POW_BITS);
        }
      }
      // Three free failures (LOGIN_MAX_FAILS_PER_ACCOUNT), then a proof before any password is read.
      expect(statuses).toEqual([401, 401, 401, 428, 428]);
      // The right password with the proof signs in at once.
      const ok = await loginSolvingProof(srv.url, { email: 'alvo@example.com', password });
      expect(ok.status).toBe(200);
    },
    60_000,
  );

  it.skipIf(skip)('answers malformed JSON with 400 and an oversized body with 413, never 500', async () => {
    const bad = await api(srv.url, '/api/auth/login', { rawBody: '{"email": "a@b.co", ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_json');
    const big = await api(srv.url, '/api/auth/register', {
      rawBody: JSON.stringify({ username: 'x'.repeat(200_000) }),
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Requisição grande demais.');
    const status = await api(srv.url, '/api/status');
    expect(status.status).toBe(200);
    expect(status.body.status).toBe('ok');
    expect(status.headers.get('x-content-type-options')).toBe('nosniff');
    expect(status.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('login rate limit per IP', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ LOGIN_MAX_PER_IP: '5' });
  });
  afterAll(async () => srv?.close());

  it('answers 429 once one address spends its attempts, whatever the accounts', async () => {
    const statuses = await statusesInARow(7, (i) =>
      api(srv.url, '/api/auth/login', { body: { email: `x${i}@example.com`, password: 'qualquer' } }),
    );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
