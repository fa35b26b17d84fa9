import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeEnvelope, signalPushPayloadSchema } from '@sinais/shared';
import { createLogger } from '@sinais/shared/server';
import { createAlertRecipientsRepo } from '../../realtime-server/src/alerts/data/alert-recipients.repo';
import { createSignalAnnouncer } from '../../realtime-server/src/alerts/domain/announce-signal';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from '../../realtime-server/src/alerts/data/push-subscriptions.repo';
import type { PushTarget } from '../../realtime-server/src/alerts/domain/web-push-sender';
import { registerAndLogin } from '../helpers/accounts';
import { makeBrowserKeys, startPushService } from '../helpers/push-service';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';
import { makeSignal } from '@sinais/shared/testing';
import { confirmNewSignal } from '@sinais/shared/testing/server';

reportSkip(postgresUnavailable, 'Web Push on PostgreSQL');

describe.skipIf(postgresUnavailable !== null)('Web Push of confirmed signals', () => {
  let s: TestServer;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let buyer = '';
  let seller = '';

  beforeAll(async () => {
    push = await startPushService();
    s = await startServerOnTestDb({
      JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    });
    buyer = await registerAndLogin(s.url, {
      username: 'Bia',
      email: 'bia@example.com',
      password: 'senha-123',
    });
    seller = await registerAndLogin(s.url, {
      username: 'Caio',
      email: 'caio@example.com',
      password: 'senha-123',
    });
    const onlySells = { enabled: true, classes: ['ELITE'], directions: ['VENDA'], sound: false };
    expect(
      (await api(s.url, '/api/account/preferences', { method: 'PUT', token: seller, body: onlySells }))
        .status,
    ).toBe(200);
  });
  afterAll(async () => {
    await s?.close();
    await push?.close();
  });

  it('serves the VAPID public key and validates subscriptions (Portuguese 400, login required)', async () => {
    const key = await api(s.url, '/api/push/public-key');
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.data.publicKey, 'base64url')).toHaveLength(65);

    const browser = makeBrowserKeys();
    const sub = { endpoint: `${push.base}/x`, keys: browser.keys };
    expect((await api(s.url, '/api/push/subscriptions', { body: sub })).status).toBe(401);
    const bad = await api(s.url, '/api/push/subscriptions', {
      token: buyer,
      body: { endpoint: 'não é url', keys: browser.keys },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Endereço de inscrição inválido.');
    const noKeys = await api(s.url, '/api/push/subscriptions', {
      token: buyer,
      body: { endpoint: sub.endpoint },
    });
    expect(noKeys.status).toBe(400);
  });

  it('pushes an encrypted, VAPID-signed alert to matching members only, and forgets a subscription the service says is gone', async () => {
    const buyerBrowser = makeBrowserKeys();
    const sellerBrowser = makeBrowserKeys();
    const goneBrowser = makeBrowserKeys();
    const subscribe = async (token: string, path: string, keys: ReturnType<typeof makeBrowserKeys>) => {
      const r = await api(s.url, '/api/push/subscriptions', {
        token,
        body: { endpoint: `${push.base}${path}`, expirationTime: null, keys: keys.keys },
      });
      expect(r.status).toBe(201);
    };
    await subscribe(buyer, '/buyer', buyerBrowser);
    await subscribe(seller, '/seller', sellerBrowser);
    await subscribe(buyer, '/status/410/old-phone', goneBrowser);

    const { db, bus } = s.application.ctx;
    await confirmNewSignal(db, bus, {
      symbol: 'BTCUSDT',
      direction: 'COMPRA',
      signal_class: 'ELITE',
    });

    const received = await push.next('/buyer');
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received.headers.ttl)).toBeGreaterThan(0);
    expect(received.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = signalPushPayloadSchema.parse(JSON.parse(buyerBrowser.decrypt(received.body)));
    expect(payload.title).toBe('Novo sinal: BTCUSDT COMPRA');
    expect(payload.body).toContain('ELITE');
    expect(payload.url).toMatch(/^\/sinal\/sig_/);

    // The 410 answer removes that subscription; the other stays.
    await push.next('/status/410/old-phone');
    await vi.waitFor(async () => {
      const rows = await db.query<{ endpoint: string }>(
        'SELECT endpoint FROM push_subscriptions ORDER BY endpoint',
      );
      expect(rows.map((r) => r.endpoint)).toEqual([`${push.base}/buyer`, `${push.base}/seller`]);
    });
    // Recipients are chosen before any push leaves: the seller (sells only) was never sent this buy.
    expect(push.received.filter((p) => p.path === '/seller')).toHaveLength(0);

    // A sell reaches the seller's browser.
    await confirmNewSignal(db, bus, {
      symbol: 'ETHUSDT',
      direction: 'VENDA',
      signal_class: 'ELITE',
    });
    const sell = await push.next('/seller');
    expect(JSON.parse(sellerBrowser.decrypt(sell.body)).title).toBe('Novo sinal: ETHUSDT VENDA');

    // A signal made on simulated prices says so in the notification itself (issue 27 §6).
    await confirmNewSignal(db, bus, {
      symbol: 'SOLUSDT',
      direction: 'VENDA',
      signal_class: 'ELITE',
      simulated: true,
    });
    const toSeller = () => push.received.filter((p) => p.path === '/seller');
    await vi.waitFor(() => expect(toSeller()).toHaveLength(2));
    const demo = signalPushPayloadSchema.parse(JSON.parse(sellerBrowser.decrypt(toSeller()[1]!.body)));
    expect(demo.title).toBe('[Demonstração] Novo sinal: SOLUSDT VENDA');
    expect(demo.body).toMatch(/^Sinal de demonstração · preços simulados · ELITE · /);

    // Unsubscribing stops it.
    const del = await api(s.url, '/api/push/subscriptions', {
      method: 'DELETE',
      token: seller,
      body: { endpoint: `${push.base}/seller` },
    });
    expect(del.status).toBe(200);
    expect(
      await db.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [`${push.base}/seller`]),
    ).toHaveLength(0);
  });

  it('sends each alert once when several gateways relay the same confirmation', async () => {
    const { db } = s.application.ctx;
    const sent: string[] = [];
    const gateway = () =>
      createSignalAnnouncer({
        recipients: createAlertRecipientsRepo(db),
        sendPush: async (t: PushTarget) => {
          sent.push(t.endpoint);
          return 'sent';
        },
        removeGoneSubscription: async () => undefined,
        telegram: null,
        unlinkTelegramChat: async () => undefined,
        logger: createLogger('test', 'silent'),
      });
    const signal = makeSignal({ status: 'CONFIRMED', confirmed_at: new Date().toISOString() });
    const env = makeEnvelope('signal:confirmed', { seq: 1, kind: 'confirmed', signal }, { id: '1' });
    await Promise.all([gateway()(env), gateway()(env), gateway()(env)]);
    expect(sent).toEqual([`${push.base}/buyer`]);

    // An experimental signal or a confirmation replayed long after is not announced.
    const old = makeSignal({
      status: 'CONFIRMED',
      confirmed_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await gateway()(
      makeEnvelope('signal:confirmed', { seq: 2, kind: 'confirmed', signal: old }, { id: '2' }),
    );
    const lab = makeSignal({
      status: 'CONFIRMED',
      confirmed_at: new Date().toISOString(),
      experimental: true,
    });
    await gateway()(
      makeEnvelope('signal:confirmed', { seq: 3, kind: 'confirmed', signal: lab }, { id: '3' }),
    );
    expect(sent).toHaveLength(1);
  });

  it('keeps at most the newest subscriptions of one member', async () => {
    const heavy = await registerAndLogin(s.url, {
      username: 'Gil',
      email: 'gil@example.com',
      password: 'senha-123',
    });
    const keys = makeBrowserKeys().keys;
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS_PER_USER; i++) {
      const r = await api(s.url, '/api/push/subscriptions', {
        token: heavy,
        body: { endpoint: `${push.base}/gil/${i}`, keys },
      });
      expect(r.status).toBe(201);
    }
    const rows = await s.application.ctx.db.query<{ endpoint: string }>(
      `SELECT endpoint FROM push_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = 'gil@example.com'`,
    );
    expect(rows).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(rows.map((r) => r.endpoint)).not.toContain(`${push.base}/gil/0`);
  });

  it('binds an endpoint to its first account: another account changes nothing and gets the same answer as a new endpoint, until the owner removes it', async () => {
    const { db } = s.application.ctx;
    const victim = await registerAndLogin(s.url, {
      username: 'Vera',
      email: 'vera@example.com',
      password: 'senha-123',
    });
    const attacker = await registerAndLogin(s.url, {
      username: 'Ivo',
      email: 'ivo@example.com',
      password: 'senha-123',
    });
    const endpoint = `${push.base}/vera-phone`;
    const victimKeys = makeBrowserKeys().keys;
    const attackerKeys = makeBrowserKeys().keys;
    const row = async () =>
      (
        await db.query<{ email: string; p256dh: string; auth: string }>(
          `SELECT u.email, s.p256dh, s.auth FROM push_subscriptions s JOIN users u ON u.id = s.user_id
            WHERE s.endpoint = $1`,
          [endpoint],
        )
      )[0];
    const subscribe = (token: string, keys: typeof victimKeys) =>
      api(s.url, '/api/push/subscriptions', { token, body: { endpoint, keys } });

    const first = await subscribe(victim, victimKeys);
    expect(first.status).toBe(201);
    const taken = await subscribe(attacker, attackerKeys);
    // Same status and body as a fresh registration: the answer never tells that the endpoint is someone's.
    const unknown = await api(s.url, '/api/push/subscriptions', {
      token: attacker,
      body: { endpoint: `${push.base}/ivo-novo`, keys: attackerKeys },
    });
    expect([taken.status, taken.body]).toEqual([unknown.status, unknown.body]);
    expect([taken.status, taken.body]).toEqual([first.status, first.body]);
    expect(await row()).toEqual({ email: 'vera@example.com', ...victimKeys });
    // The attacker cannot remove it either.
    const del = await api(s.url, '/api/push/subscriptions', {
      method: 'DELETE',
      token: attacker,
      body: { endpoint },
    });
    expect(del.status).toBe(200);
    expect(await row()).toEqual({ email: 'vera@example.com', ...victimKeys });

    // The owner's browser may renew its keys.
    const renewed = makeBrowserKeys().keys;
    expect((await subscribe(victim, renewed)).status).toBe(201);
    expect(await row()).toEqual({ email: 'vera@example.com', ...renewed });

    // Once the owner removes it, the endpoint is free.
    await api(s.url, '/api/push/subscriptions', { method: 'DELETE', token: victim, body: { endpoint } });
    expect((await subscribe(attacker, attackerKeys)).status).toBe(201);
    expect(await row()).toEqual({ email: 'ivo@example.com', ...attackerKeys });
  });

  it('ending a device removes the push subscriptions it registered: "Encerrar" that one, "Sair de todos" every one', async () => {
    const { db } = s.application.ctx;
    const account = { email: 'lia@example.com', password: 'senha-123' };
    await registerAndLogin(s.url, { username: 'Lia', ...account });
    const signIn = async () => (await api(s.url, '/api/auth/login', { body: account })).body.token as string;
    const phone = await signIn();
    const laptop = await signIn();
    const other = await signIn();
    for (const [token, path] of [
      [phone, '/lia-phone'],
      [laptop, '/lia-laptop'],
      [other, '/lia-other'],
    ] as const)
      expect(
        (
          await api(s.url, '/api/push/subscriptions', {
            token,
            body: { endpoint: `${push.base}${path}`, keys: makeBrowserKeys().keys },
          })
        ).status,
      ).toBe(201);
    const endpoints = async () =>
      (
        await db.query<{ endpoint: string }>(
          `SELECT endpoint FROM push_subscriptions s JOIN users u ON u.id = s.user_id
            WHERE u.email = $1 ORDER BY endpoint`,
          [account.email],
        )
      ).map((r) => r.endpoint.slice(push.base.length));
    expect(await endpoints()).toEqual(['/lia-laptop', '/lia-other', '/lia-phone']);

    // "Encerrar" the phone from the laptop: only the phone's subscription goes.
    const list = await api(s.url, '/api/account/sessions', { token: laptop });
    const phoneSession = (list.body.data.sessions as Array<{ id: string; current: boolean }>).filter(
      (x) => !x.current,
    );
    const me = await api(s.url, '/api/auth/verify-token', { token: phone, body: {} });
    expect(me.body.valid).toBe(true);
    const phoneId = (
      await db.query<{ id: string }>(
        `SELECT s.id FROM user_sessions s JOIN push_subscriptions p ON p.session_id = s.id WHERE p.endpoint = $1`,
        [`${push.base}/lia-phone`],
      )
    )[0]!.id;
    expect(phoneSession.map((x) => x.id)).toContain(phoneId);
    expect(
      (await api(s.url, `/api/account/sessions/${phoneId}`, { method: 'DELETE', token: laptop })).status,
    ).toBe(200);
    expect(await endpoints()).toEqual(['/lia-laptop', '/lia-other']);

    // "Sair" on one device: its own subscription goes.
    expect((await api(s.url, '/api/auth/logout', { method: 'POST', token: other })).status).toBe(200);
    expect(await endpoints()).toEqual(['/lia-laptop']);

    // "Sair de todos os dispositivos" (and a new password, the same statement): none is left.
    expect((await api(s.url, '/api/auth/logout-all', { method: 'POST', token: laptop })).status).toBe(200);
    expect(await endpoints()).toEqual([]);
  });
});
