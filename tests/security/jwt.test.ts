import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CONTROL_EVENTS } from '@sinais/shared';
import { api } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { connectClient, waitUntil, type TestClient } from '../helpers/socket-client';
import { JWT_SECRET, securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: JWT');

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** Every way a token can be bad; each must be refused on REST, at the handshake and on reconnect. */
function forgedTokens(userId: string, adminId: string, validToken: string): Record<string, string> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const [h, p, s] = validToken.split('.') as [string, string, string];
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
  // Each forgery carries a real live session id: it is refused for what is forged, nothing else.
  const sid = payload.sid as string;
  const claims = { sub: adminId, tv: 0, sid, iat: now(), exp: now() + 3600 };
  return {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
    'alg NONE, signature kept': `${b64({ alg: 'NONE', typ: 'JWT' })}.${b64(claims)}.${s}`,
    'key confusion: RS256 with an attacker key': jwt.sign({ tv: 0, sid }, privateKey, {
      algorithm: 'RS256',
      subject: adminId,
      expiresIn: 3600,
    }),
    'key confusion: HS256 keyed with a public key': jwt.sign({ tv: 0, sid }, publicPem, {
      algorithm: 'HS256',
      subject: adminId,
      expiresIn: 3600,
      allowInsecureKeySizes: true,
    } as jwt.SignOptions),
    'tampered payload (sub → admin), signature kept': `${h}.${b64({ ...payload, sub: adminId })}.${s}`,
    'tampered signature': `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`,
    'another secret': jwt.sign({ tv: 0, sid }, 'outro-segredo-qualquer-com-32-caracteres!', {
      algorithm: 'HS256',
      subject: userId,
      expiresIn: 3600,
    }),
    expired: jwt.sign({ tv: 0, sid, iat: now() - 7200, exp: now() - 60 }, JWT_SECRET, {
      algorithm: 'HS256',
      subject: userId,
    }),
    'not yet valid (nbf in 1 h)': jwt.sign({ tv: 0, sid }, JWT_SECRET, {
      algorithm: 'HS256',
      subject: userId,
      expiresIn: 7200,
      notBefore: 3600,
    }),
    'HS512 with our secret': jwt.sign({ tv: 0, sid }, JWT_SECRET, {
      algorithm: 'HS512',
      subject: userId,
      expiresIn: 3600,
    }),
  };
}

describe.skipIf(securityUnavailable !== null)('JWT: forged, expired and not-yet-valid tokens', () => {
  let s: SecurityServer;
  let member: Awaited<ReturnType<SecurityServer['newUser']>>;
  let forged: Record<string, string>;
  const clients: TestClient[] = [];
  const track = (c: TestClient) => (clients.push(c), c);

  beforeAll(async () => {
    s = await startSecurityServer();
    member = await s.newUser('jwt');
    forged = forgedTokens(member.id, s.adminId, member.token);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await s?.close();
  });

  it('REST refuses every bad token with 401 and the generic message, and no admin route opens', async () => {
    const before = await s.fingerprint();
    for (const [name, token] of Object.entries(forged)) {
      const me = await api(s.srv.url, '/api/auth/me', { token });
      expect(me.status, name).toBe(401);
      expect(me.body, name).toEqual({ error: 'token_invalid', message: AUTH_MESSAGES.tokenInvalid });
      const admin = await api(s.srv.url, '/api/admin/stats', { token });
      expect(admin.status, name).toBe(401);
      const verify = await api(s.srv.url, '/api/auth/verify-token', { body: { token } });
      expect(verify.status, name).toBe(401);
      expect(verify.body.valid, name).toBe(false);
    }
    // The genuine token still works: the refusals are about the forgery, not a broken server.
    expect((await api(s.srv.url, '/api/auth/me', { token: member.token })).status).toBe(200);
    expect(await s.fingerprint()).toEqual(before);
  });

  it('the socket handshake refuses every bad token with token_invalid', async () => {
    for (const [name, token] of Object.entries(forged)) {
      const c = track(connectClient(s.srv.url, { token }));
      const err = await new Promise<Error & { data?: { code?: string } }>((resolve) =>
        c.socket.once('connect_error', resolve),
      );
      expect(err.message, name).toBe('token_invalid');
      expect(err.data?.code, name).toBe('token_invalid');
      expect(c.socket.connected, name).toBe(false);
      c.close();
    }
  });

  it('a reconnect with a bad token is refused even after a good session on the same client', async () => {
    const c = track(connectClient(s.srv.url, { token: member.token }));
    await waitUntil(() => c.socket.connected, 5000, 'conexão');
    for (const [name, token] of Object.entries(forged)) {
      c.socket.disconnect();
      c.socket.auth = { token };
      const refused = new Promise<Error>((resolve) => c.socket.once('connect_error', resolve));
      c.socket.connect();
      expect((await refused).message, name).toBe('token_invalid');
      expect(c.socket.connected, name).toBe(false);
    }
    c.socket.disconnect();
    c.socket.auth = { token: member.token };
    c.socket.connect();
    await waitUntil(() => c.socket.connected, 5000, 'reconexão com o token válido');
  });

  it('a token expiring during a live socket ends it (session:expired, then disconnect) within 60 s', async () => {
    const { sid } = jwt.decode(member.token) as { sid: string };
    const short = jwt.sign({ tv: 0, sid }, JWT_SECRET, {
      algorithm: 'HS256',
      subject: member.id,
      expiresIn: 3,
    });
    const c = track(connectClient(s.srv.url, { token: short }));
    const expired = new Promise<{ reason: string; message: string }>((resolve) =>
      c.socket.once(CONTROL_EVENTS.sessionExpired, resolve),
    );
    await waitUntil(() => c.socket.connected, 5000, 'conexão');
    const start = Date.now();
    const notice = await expired;
    await waitUntil(() => !c.socket.connected, 60_000, 'desconexão');
    expect(Date.now() - start).toBeLessThan(60_000);
    expect(notice).toEqual({ reason: 'expired', message: 'Sessão expirada. Faça login novamente' });
    // The client's automatic reconnection with the same (now expired) token is refused.
    c.socket.connect();
    const err = await new Promise<Error>((resolve) => c.socket.once('connect_error', resolve));
    expect(err.message).toBe('token_invalid');
  });
});
