import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/server';
import { reportSkip } from '../helpers/services';
import { securityUnavailable, startSecurityServer, type SecurityServer } from './fixture';

reportSkip(securityUnavailable, 'security: payments');

const SECRET = 'segredo-webhook-seguranca-123'; // MP_WEBHOOK_SECRET in the fixture

describe.skipIf(securityUnavailable !== null)('payments: other users’ data and forged webhooks', () => {
  let s: SecurityServer;

  beforeAll(async () => {
    s = await startSecurityServer({ LOGIN_MAX_PER_IP: '1000' });
  });
  afterAll(async () => s?.close());

  function webhook(
    paymentId: string,
    opts: { eventId?: number; secret?: string; ts?: number; requestId?: string; signedId?: string } = {},
  ) {
    const requestId = opts.requestId ?? randomUUID();
    const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
    const manifest = `id:${opts.signedId ?? paymentId};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', opts.secret ?? SECRET)
      .update(manifest)
      .digest('hex');
    const body = {
      id: opts.eventId ?? Math.floor(Math.random() * 1e12),
      type: 'payment',
      action: 'payment.updated',
      data: { id: paymentId },
    };
    return () =>
      api(s.srv.url, `/api/payments/webhook?data.id=${paymentId}&type=payment`, {
        body,
        headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
      });
  }
  /** The sandbox notifies us itself ~250 ms after a payment is created: let that land before comparing. */
  const settle = async () => {
    let last = -1;
    for (let i = 0; i < 40; i++) {
      const n = (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_events'))[0]!.n;
      if (n === last && i >= 8) return;
      last = n;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const hasAccess = async (token: string, course: string) =>
    (await api(s.srv.url, `/api/payments/check-access/${course}`, { token })).body.has_access as boolean;

  it("reading another user's payment or purchases is refused and reveals nothing", async () => {
    const buyer = await s.newUser('comprador');
    const nosy = await s.newUser('curioso');
    const pix = await api(s.srv.url, '/api/payments/pix', {
      token: buyer.token,
      body: { course_id: 'test_checkout_transparente' },
    });
    expect(pix.status).toBe(201);
    const id = pix.body.payment_id as string;
    await settle();
    const before = await s.fingerprint();
    const theirs = await api(s.srv.url, `/api/payments/status/${id}`, { token: nosy.token });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(buyer.email);
    expect((await api(s.srv.url, `/api/payments/status/${id}`)).status).toBe(401);
    expect((await api(s.srv.url, `/api/payments/status/${id}`, { token: buyer.token })).status).toBe(200);
    const mine = await api(s.srv.url, '/api/payments/user-courses', { token: nosy.token });
    expect(JSON.stringify(mine.body)).not.toContain(id);
    // Minhas compras: the buyer's purchase is invisible to others, and they cannot refund or cancel it.
    const purchaseId = (await api(s.srv.url, '/api/payments/my-purchases', { token: buyer.token })).body
      .purchases[0].id as string;
    const nosyList = await api(s.srv.url, '/api/payments/my-purchases', { token: nosy.token });
    expect(nosyList.body.purchases).toEqual([]);
    for (const [path, body] of [
      [`/api/payments/purchases/${purchaseId}`, undefined],
      [`/api/payments/purchases/${purchaseId}/refund`, {}],
      [`/api/payments/purchases/${purchaseId}/cancel`, {}],
    ] as const) {
      const r = await api(s.srv.url, path, { token: nosy.token, ...(body ? { body } : {}) });
      expect(r.status, path).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain(buyer.email);
    }
    expect(
      (
        await api(s.srv.url, `/api/payments/status/${id}?external_reference=${pix.body.external_reference}`, {
          token: nosy.token,
        })
      ).status,
    ).toBe(404);
    for (const path of [
      '/api/crm/purchases',
      '/api/crm/users',
      `/api/admin/search?q=${encodeURIComponent(buyer.email)}&type=payments`,
    ]) {
      const r = await api(s.srv.url, path, { token: nosy.token });
      expect(r.status, path).toBe(403);
      expect(JSON.stringify(r.body)).not.toContain(buyer.email);
    }
    // Someone else's sandbox payment cannot be approved by the nosy user either.
    const approve = await api(s.srv.url, `/api/payments/sandbox/payments/${id}/approve-pix`, {
      token: nosy.token,
      body: {},
    });
    expect(approve.status).toBeGreaterThanOrEqual(400);
    expect(await s.fingerprint()).toEqual(before);
    expect(await hasAccess(buyer.token, 'test_checkout_transparente')).toBe(false);
  });

  it('webhook: bad HMAC, stale timestamp, signature of another id, replay and duplicate id change nothing', async () => {
    const u = await s.newUser('webhook');
    const pix = await api(s.srv.url, '/api/payments/pix', {
      token: u.token,
      body: { course_id: 'despertar_crypto' },
    });
    const id = pix.body.payment_id as string;
    await settle(); // the sandbox's own "payment.created" notification, before the payment is paid
    // Paid at the (sandbox) provider, not yet notified to us.
    await api(s.srv.url, `/api/payments/sandbox/payments/${id}/approve-pix`, {
      token: u.token,
      body: { notify: false },
    });
    await settle();
    const before = await s.fingerprint();

    const refused = [
      ['bad HMAC', await webhook(id, { secret: 'segredo-errado-000' })()],
      ['stale timestamp', await webhook(id, { ts: Math.floor(Date.now() / 1000) - 3600 })()],
      ['future timestamp', await webhook(id, { ts: Math.floor(Date.now() / 1000) + 3600 })()],
      ['signature of another id', await webhook(id, { signedId: '1' })()],
      [
        'unsigned',
        await api(s.srv.url, `/api/payments/webhook?data.id=${id}&type=payment`, {
          body: { type: 'payment', data: { id } },
        }),
      ],
      [
        'garbage signature',
        await api(s.srv.url, `/api/payments/webhook?data.id=${id}&type=payment`, {
          body: { type: 'payment', data: { id } },
          headers: { 'x-signature': 'ts=,v1=' + 'z'.repeat(64), 'x-request-id': 'x' },
        }),
      ],
    ] as const;
    for (const [name, r] of refused) {
      expect(r.status, name).toBe(401);
      expect(r.body.error, name).toBe('invalid_signature');
    }
    expect(await s.fingerprint()).toEqual(before);
    expect(await hasAccess(u.token, 'despertar_crypto')).toBe(false);

    // The genuine notification is applied once...
    const genuine = webhook(id, { eventId: 424242 });
    expect((await genuine()).status).toBe(200);
    expect(await hasAccess(u.token, 'despertar_crypto')).toBe(true);
    const applied = await s.fingerprint();
    // ...its exact replay and a new request carrying the same event id change nothing.
    const replay = await genuine();
    expect(replay.status).toBe(409);
    const duplicate = await webhook(id, { eventId: 424242 })();
    expect(duplicate.status).toBe(409);
    expect(await s.fingerprint()).toEqual(applied);
    const grants = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM course_accesses WHERE user_id = $1`,
      [u.id],
    );
    expect(grants[0]!.n).toBe(1);
  });
});
