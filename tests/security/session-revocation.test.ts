import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_EVENTS, ROOMS } from '@sinais/shared';
import { api, readOutbox } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange, confirmNewSignal } from '@sinais/shared/testing/server';
import { connectClient, emitWithAck, waitUntil, synced, type TestClient } from '../helpers/socket-client';
import { securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: session revocation');

describe.skipIf(securityUnavailable !== null)(
  'access re-checked: device sessions, role removal, media links',
  () => {
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

    const PHONE_UA =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const DESKTOP_UA =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

    /** A sign-in from a browser: a device session of its own, with its token and a live socket. */
    const signIn = async (u: { email: string; password: string }, userAgent: string) => {
      const res = await api(s.srv.url, '/api/auth/login', {
        body: { email: u.email, password: u.password },
        headers: { 'user-agent': userAgent },
      });
      expect(res.status).toBe(200);
      const token = res.body.token as string;
      const socket = track(connectClient(s.srv.url, { token }));
      await synced(socket, 20_000, 'socket');
      const ended = new Promise<{ reason: string }>((resolve) =>
        socket.socket.once(CONTROL_EVENTS.sessionExpired, resolve),
      );
      return { token, socket, ended };
    };
    const works = async (token: string) => (await api(s.srv.url, '/api/auth/me', { token })).status === 200;
    /** The session still receives live signals: a member event committed now reaches its socket. */
    const stillLive = async (c: TestClient, symbol: string) => {
      const seq = await confirmNewSignal(s.db, s.srv.application.ctx.bus, { symbol });
      await waitUntil(() => c.signals.some((e) => Number(e.id) === seq), 20_000, `evento ${symbol}`);
      expect(c.socket.connected).toBe(true);
    };

    it('"Sair" (POST /api/auth/logout) ends that device session only: REST and socket of the other go on', async () => {
      const u = await s.newUser('sair');
      const phone = await signIn(u, PHONE_UA);
      const desktop = await signIn(u, DESKTOP_UA);

      const out = await api(s.srv.url, '/api/auth/logout', { method: 'POST', token: phone.token });
      expect(out.status).toBe(200);
      expect(out.body.message).toBe('Você saiu.');
      expect(await works(phone.token)).toBe(false);
      expect(
        (await api(s.srv.url, '/api/auth/verify-token', { token: phone.token, body: {} })).body.valid,
      ).toBe(false);
      expect((await phone.ended).reason).toBe('revoked');
      await waitUntil(() => !phone.socket.socket.connected, 20_000, 'desconexão do celular');

      // The desktop is untouched: its REST calls, its socket and its live events.
      expect(await works(desktop.token)).toBe(true);
      expect(
        (await api(s.srv.url, '/api/auth/verify-token', { token: desktop.token, body: {} })).body.valid,
      ).toBe(true);
      await stillLive(desktop.socket, 'DESKTOPUSDT');
      // The ended token cannot reconnect, nor log out again.
      const again = track(connectClient(s.srv.url, { token: phone.token }));
      const refused = await new Promise<Error>((resolve) => again.socket.once('connect_error', resolve));
      expect(refused.message).toBe('token_invalid');
      expect((await api(s.srv.url, '/api/auth/logout', { method: 'POST', token: phone.token })).status).toBe(
        401,
      );
      expect((await api(s.srv.url, '/api/auth/logout', { method: 'POST' })).status).toBe(401);
    });

    it('POST /api/auth/logout-all ends every session of the account, sockets included; signing in again works', async () => {
      const u = await s.newUser('sair-todos');
      const a = await signIn(u, PHONE_UA);
      const b = await signIn(u, DESKTOP_UA);
      const other = await s.newUser('vizinho');
      const neighbour = await signIn(other, DESKTOP_UA);

      const out = await api(s.srv.url, '/api/auth/logout-all', { method: 'POST', token: a.token });
      expect(out.status).toBe(200);
      for (const x of [a, b]) {
        expect(await works(x.token)).toBe(false);
        expect((await x.ended).reason).toBe('revoked');
      }
      await waitUntil(() => !a.socket.socket.connected && !b.socket.socket.connected, 20_000, 'desconexões');
      // Another account is not concerned.
      expect(await works(neighbour.token)).toBe(true);
      await stillLive(neighbour.socket, 'VIZINHOUSDT');
      expect((await api(s.srv.url, '/api/auth/logout-all', { method: 'POST', token: a.token })).status).toBe(
        401,
      );
      const back = await api(s.srv.url, '/api/auth/login', {
        body: { email: u.email, password: u.password },
      });
      expect(back.status).toBe(200);
      expect(await works(back.body.token)).toBe(true);
    });

    it('"Dispositivos conectados" lists each device and "Encerrar" ends the one chosen', async () => {
      const u = await s.newUser('dispositivos');
      const phone = await signIn(u, PHONE_UA);
      const desktop = await signIn(u, DESKTOP_UA);

      const list = await api(s.srv.url, '/api/account/sessions', { token: desktop.token });
      expect(list.status).toBe(200);
      const sessions = list.body.data.sessions as {
        id: string;
        device: string;
        place: string;
        current: boolean;
        last_seen_at: string;
      }[];
      // newUser signed in once too, from this test's own HTTP client.
      expect(sessions.map((x) => x.device).sort()).toEqual([
        'Chrome no Windows',
        'Outro aplicativo',
        'Safari no iPhone',
      ]);
      // The test server is reached over loopback: no address is shown for it.
      expect(sessions.every((x) => x.place === 'Rede local')).toBe(true);
      expect(sessions.find((x) => x.current)?.device).toBe('Chrome no Windows');
      expect(sessions.every((x) => !Number.isNaN(Date.parse(x.last_seen_at)))).toBe(true);
      // Another account cannot see or end them.
      const stranger = await s.newUser('estranho');
      const theirs = await api(s.srv.url, '/api/account/sessions', { token: stranger.token });
      expect(theirs.body.data.sessions.map((x: { id: string }) => x.id)).not.toContain(sessions[0]!.id);
      const phoneId = sessions.find((x) => x.device === 'Safari no iPhone')!.id;
      const foreign = await api(s.srv.url, `/api/account/sessions/${phoneId}`, {
        method: 'DELETE',
        token: stranger.token,
      });
      expect(foreign.status).toBe(404);
      expect(await works(phone.token)).toBe(true);
      const bad = await api(s.srv.url, '/api/account/sessions/nao-e-um-id', {
        method: 'DELETE',
        token: desktop.token,
      });
      expect(bad.status).toBe(400);

      const end = await api(s.srv.url, `/api/account/sessions/${phoneId}`, {
        method: 'DELETE',
        token: desktop.token,
      });
      expect(end.status).toBe(200);
      expect((await phone.ended).reason).toBe('revoked');
      expect(await works(phone.token)).toBe(false);
      expect(await works(desktop.token)).toBe(true);
      await stillLive(desktop.socket, 'ENCERRARUSDT');
      const after = await api(s.srv.url, '/api/account/sessions', { token: desktop.token });
      expect(after.body.data.sessions.map((x: { device: string }) => x.device).sort()).toEqual([
        'Chrome no Windows',
        'Outro aplicativo',
      ]);
    });

    it('a password reset still ends every session of the account', async () => {
      const u = await s.newUser('redefinir');
      const a = await signIn(u, PHONE_UA);
      const b = await signIn(u, DESKTOP_UA);
      expect((await api(s.srv.url, '/api/forgot-password/', { body: { email: u.email } })).status).toBe(200);
      await waitUntil(() => readOutbox(s.srv.dataDir).some((m) => m.to === u.email), 20_000, 'e-mail');
      const link = new URL(readOutbox(s.srv.dataDir).find((m) => m.to === u.email)!.link!);
      const reset = await api(s.srv.url, '/api/reset-password/', {
        body: {
          token: link.searchParams.get('token'),
          userId: link.searchParams.get('userId'),
          newPassword: 'senha-nova-789',
        },
      });
      expect(reset.status).toBe(200);
      for (const x of [a, b]) {
        expect((await x.ended).reason).toBe('revoked');
        expect(await works(x.token)).toBe(false);
      }
      const back = await api(s.srv.url, '/api/auth/login', {
        body: { email: u.email, password: 'senha-nova-789' },
      });
      const sessions = await api(s.srv.url, '/api/account/sessions', { token: back.body.token });
      expect(sessions.body.data.sessions).toHaveLength(1);
    });

    it('an admin demoted while connected leaves the admin room at once and gets no admin-only event', async () => {
      const u = await s.newUser('rebaixado');
      await s.db.query('UPDATE users SET is_admin = true WHERE id = $1', [u.id]);
      const c = track(connectClient(s.srv.url, { token: u.token }));
      await synced(c, 20_000, 'socket');
      expect(serverRooms(u.id)[0]).toContain(ROOMS.admins);
      const bus = s.srv.application.ctx.bus;
      const adminOnly = await commitSignalChange(s.db, bus, makeSignal({ symbol: 'ANTESUSDT' }), 'created');
      await waitUntil(
        () => c.signals.some((e) => Number(e.id) === adminOnly),
        20_000,
        'evento de admin antes',
      );

      // Demoted by SQL, as an operator would: the gateway hears it and drops the room.
      await s.db.query('UPDATE users SET is_admin = false WHERE id = $1', [u.id]);
      await waitUntil(() => !serverRooms(u.id)[0]?.includes(ROOMS.admins), 20_000, 'sala de admins deixada');
      expect(c.socket.connected).toBe(true);

      const hidden = await commitSignalChange(s.db, bus, makeSignal({ symbol: 'DEPOISUSDT' }), 'created');
      const visible = await confirmNewSignal(s.db, bus, { symbol: 'MEMBROUSDT' });
      await waitUntil(() => c.signals.some((e) => Number(e.id) === visible), 20_000, 'evento de membro');
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
          ['s', '00000000-0000-4000-8000-000000000000'],
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
        expect((await api(s.srv.url, '/api/lessons/despertar-crypto-02', { token: u.token })).status).toBe(
          403,
        );
      });

      it('a refund, and a logout on that device, stop it too', async () => {
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
  },
);
