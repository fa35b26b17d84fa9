import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_EVENTS, ROOMS } from '@sinais/shared';
import { api } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { commitSignalChange, confirmNewSignal, makeSignal } from '../helpers/signals';
import { connectClient, emitWithAck, waitUntil, type TestClient } from '../helpers/socket-client';
import { securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: session revocation');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(securityUnavailable !== null)('access re-checked: logout, role removal, media links', () => {
  let s: SecurityServer;
  const clients: TestClient[] = [];
  const track = (c: TestClient) => (clients.push(c), c);

  beforeAll(async () => {
    s = await startSecurityServer();
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await s?.close();
  });

  /** The gateway's own view of a user's live sockets and their rooms. */
  const serverRooms = (userId: string) =>
    [...s.srv.application.ctx.realtime!.io.of('/').sockets.values()]
      .filter((x) => (x.data as { session?: { user: { id: string } } }).session?.user.id === userId)
      .map((x) => [...x.rooms]);

  it('POST /api/auth/logout revokes the token: REST refuses it and its live socket ends at once', async () => {
    const u = await s.newUser('sair');
    const second = (
      await api(s.srv.url, '/api/auth/login', { body: { email: u.email, password: u.password } })
    ).body.token as string;
    const live = track(connectClient(s.srv.url, { token: u.token }));
    await waitUntil(() => live.socket.connected, 5000, 'socket');
    const ended = new Promise<{ reason: string }>((resolve) =>
      live.socket.once(CONTROL_EVENTS.sessionExpired, resolve),
    );

    const out = await api(s.srv.url, '/api/auth/logout', { method: 'POST', token: u.token });
    expect(out.status).toBe(200);
    for (const t of [u.token, second]) {
      expect((await api(s.srv.url, '/api/auth/me', { token: t })).status).toBe(401);
      expect((await api(s.srv.url, '/api/auth/verify-token', { token: t, body: {} })).body.valid).toBe(false);
    }
    expect((await ended).reason).toBe('revoked');
    await waitUntil(() => !live.socket.connected, 5000, 'desconexão');
    // The same token cannot be used to reconnect, nor to log out again.
    expect((await api(s.srv.url, '/api/auth/logout', { method: 'POST', token: u.token })).status).toBe(401);
    expect((await api(s.srv.url, '/api/auth/logout', { method: 'POST' })).status).toBe(401);
    // Signing in again works.
    expect(
      (await api(s.srv.url, '/api/auth/login', { body: { email: u.email, password: u.password } })).status,
    ).toBe(200);
  });

  it('an admin demoted while connected leaves the admin room at once and gets no admin-only event', async () => {
    const u = await s.newUser('rebaixado');
    await s.db.query('UPDATE users SET is_admin = true WHERE id = $1', [u.id]);
    const c = track(connectClient(s.srv.url, { token: u.token }));
    await waitUntil(() => c.socket.connected && !c.stream.isSyncing, 5000, 'socket');
    expect(serverRooms(u.id)[0]).toContain(ROOMS.admins);
    const bus = s.srv.application.ctx.bus;
    const adminOnly = await commitSignalChange(s.db, bus, makeSignal({ symbol: 'ANTESUSDT' }), 'created');
    await waitUntil(() => c.signals.some((e) => Number(e.id) === adminOnly), 5000, 'evento de admin antes');

    // Demoted by SQL, as an operator would: the gateway hears it and drops the room.
    await s.db.query('UPDATE users SET is_admin = false WHERE id = $1', [u.id]);
    await waitUntil(() => !serverRooms(u.id)[0]?.includes(ROOMS.admins), 5000, 'sala de admins deixada');
    expect(c.socket.connected).toBe(true);

    const hidden = await commitSignalChange(s.db, bus, makeSignal({ symbol: 'DEPOISUSDT' }), 'created');
    const visible = await confirmNewSignal(s.db, bus, { symbol: 'MEMBROUSDT' });
    await waitUntil(() => c.signals.some((e) => Number(e.id) === visible), 5000, 'evento de membro');
    expect(c.signals.some((e) => Number(e.id) === hidden)).toBe(false);
    // A catch-up replays member events only now.
    const ack = await emitWithAck<any>(c.socket, 'signals:sync', { after_seq: adminOnly });
    expect(ack.data.events.map((e: { type: string }) => e.type)).not.toContain('signal:created');
    expect((await emitWithAck<any>(c.socket, 'room:join', { room: 'admins' })).data.joined).toBe(false);
  });

  describe('lesson videos', () => {
    const buy = async (prefix: string) => {
      const u = await s.newUser(prefix);
      const pix = await api(s.srv.url, '/api/payments/pix', {
        token: u.token,
        body: { course_id: 'despertar_crypto' },
      });
      expect(pix.status).toBe(201);
      await api(s.srv.url, `/api/payments/sandbox/payments/${pix.body.payment_id}/approve-pix`, {
        token: u.token,
        body: {},
      });
      // Access arrives with the sandbox's signed webhook.
      for (let i = 0; i < 100; i++) {
        const r = await api(s.srv.url, '/api/payments/check-access/despertar_crypto', { token: u.token });
        if (r.body.has_access) return { ...u, paymentId: pix.body.payment_id as string };
        await sleep(100);
      }
      throw new Error('acesso não liberado');
    };
    const videoUrl = async (token: string) => {
      const r = await api(s.srv.url, '/api/lessons/despertar-crypto-02', { token });
      expect(r.status).toBe(200);
      return new URL(r.body.lesson.video_url, s.srv.url);
    };
    const range = (url: URL, from = 0) =>
      fetch(url, { headers: { range: `bytes=${from}-${from + 1023}` } }).then(async (r) => {
        await r.arrayBuffer();
        return r;
      });

    it('links last at most 5 minutes, are bound to the user and are not cached', async () => {
      const u = await buy('video-curto');
      const url = await videoUrl(u.token);
      const exp = Number(url.searchParams.get('exp'));
      expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
      expect(exp * 1000 - Date.now()).toBeGreaterThan(60 * 1000);
      expect(url.searchParams.get('u')).toBe(u.id);
      const ok = await range(url);
      expect(ok.status).toBe(206);
      expect(ok.headers.get('cache-control')).toMatch(/no-store/);
      // Another user's id, or a later expiry, breaks the signature.
      const other = await s.newUser('video-outro');
      for (const [k, v] of [
        ['u', other.id],
        ['exp', String(exp + 3600)],
        ['tv', '99'],
      ] as const) {
        const forged = new URL(url);
        forged.searchParams.set(k, v);
        expect((await range(forged)).status, k).toBe(403);
      }
    });

    it('a CRM revoke stops the next range request of a link handed out before it', async () => {
      const u = await buy('video-revogado');
      const url = await videoUrl(u.token);
      expect((await range(url)).status).toBe(206);
      const accesses = await s.db.query<{ id: string }>(
        `SELECT id FROM course_accesses WHERE user_id = $1 AND course_id = 'despertar_crypto'`,
        [u.id],
      );
      const revoke = await api(s.srv.url, `/api/crm/accesses/${accesses[0]!.id}/revoke`, {
        method: 'POST',
        token: s.adminToken,
      });
      expect(revoke.status).toBe(200);
      const after = await range(url, 2048);
      expect(after.status).toBe(403);
      expect((await api(s.srv.url, '/api/lessons/despertar-crypto-02', { token: u.token })).status).toBe(403);
    });

    it('a refund, and a logout, stop it too', async () => {
      const refunded = await buy('video-estorno');
      const url = await videoUrl(refunded.token);
      expect((await range(url)).status).toBe(206);
      const refund = await api(s.srv.url, `/api/payments/${refunded.paymentId}/refund`, {
        method: 'POST',
        token: s.adminToken,
        body: {},
      });
      expect(refund.status).toBe(200);
      expect((await range(url, 4096)).status).toBe(403);

      const leaving = await buy('video-saida');
      const url2 = await videoUrl(leaving.token);
      expect((await range(url2)).status).toBe(206);
      await api(s.srv.url, '/api/auth/logout', { method: 'POST', token: leaving.token });
      expect((await range(url2, 4096)).status).toBe(403);
    });
  });
});
