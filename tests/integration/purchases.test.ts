import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCourse } from '../helpers/courses';
import { PURCHASE_MESSAGES } from '@sinais/shared';
import { api, type TestServer } from '../helpers/server';
import { unavailableFor } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';

const unavailable = unavailableFor(
  'one purchase per course, my purchases, refunds, lesson editor (PostgreSQL + Redis)',
);

const SECRET = 'segredo-webhook-compras-123';
const ADMIN = { email: 'admin@compras.test', password: 'admin-senha-123' };
const REPO_MEDIA = fileURLToPath(new URL('../../media/', import.meta.url));
const IN_PROCESS = 'Você já tem um pagamento em processamento para este curso';

describe.skipIf(unavailable !== null)('one purchase per buyer and course, refunds and course content', () => {
  let srv: TestServer;
  let adminToken: string;
  let mediaDir: string;

  const db = () => srv.application.ctx.db;

  async function newUser(prefix: string) {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'senha-forte-123';
    await api(srv.url, '/api/auth/register', { body: { username: `Aluno ${prefix}`, email, password } });
    const login = await api(srv.url, '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    return { token: login.body.token as string, id: login.body.user.id as string, email };
  }

  async function cardToken(name: string) {
    const res = await api(srv.url, '/api/payments/sandbox/card-tokens', {
      body: {
        card_number: '5031433215406351',
        cardholder_name: name,
        expiration_month: 11,
        expiration_year: 2030,
        security_code: '123',
      },
    });
    return res.body.id as string;
  }

  const payCard = async (token: string, course: string, name: string) =>
    api(srv.url, '/api/payments/process-card', {
      token,
      body: { token: await cardToken(name), payment_method_id: 'master', installments: 3, course_id: course },
    });
  const payPix = (token: string, course: string) =>
    api(srv.url, '/api/payments/pix', { token, body: { course_id: course } });
  const hasAccess = async (token: string, course: string) =>
    (await api(srv.url, `/api/payments/check-access/${course}`, { token })).body.has_access as boolean;
  const openPurchases = async (userId: string, course: string) =>
    db().query<{ id: string; status: string; duplicate_of: string | null }>(
      `SELECT id, status, duplicate_of FROM purchases WHERE user_id = $1 AND course_id = $2 AND status IN ('pending', 'approved') ORDER BY created_at`,
      [userId, course],
    );

  /** A Pix the buyer opened and cancelled, then a card payment (APRO) for the same course. */
  async function cancelledPixThenCard(u: { id: string; token: string }, course: string) {
    const pix = await payPix(u.token, course);
    const [pixPurchase] = await openPurchases(u.id, course);
    await api(srv.url, `/api/payments/purchases/${pixPurchase!.id}/cancel`, { token: u.token, body: {} });
    return { pix, pixPurchase: pixPurchase!, card: await payCard(u.token, course, 'APRO') };
  }

  /** The provider changes a payment on its side (as Mercado Pago would), then notifies with a signed webhook. */
  async function providerSets(paymentId: string, status: string, detail: string) {
    const [row] = await db().query<{ body: Record<string, unknown> }>(
      'SELECT body FROM sandbox_payments WHERE id = $1',
      [paymentId],
    );
    const body = { ...row!.body, status, status_detail: detail };
    await db().query('UPDATE sandbox_payments SET body = $2 WHERE id = $1', [
      paymentId,
      JSON.stringify(body),
    ]);
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const v1 = createHmac('sha256', SECRET)
      .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    const res = await api(srv.url, `/api/payments/webhook?data.id=${paymentId}&type=payment`, {
      body: { id: Date.now(), type: 'payment', action: 'payment.updated', data: { id: paymentId } },
      headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'sinais-media-'));
    cpSync(REPO_MEDIA, mediaDir, { recursive: true });
    srv = await startServerOnTestDb(
      {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MP_WEBHOOK_SECRET: SECRET,
        LOGIN_MAX_PER_IP: '500',
        PAYMENT_MAX_ATTEMPTS: '200',
        MEDIA_DIR: mediaDir,
        MEDIA_MAX_UPLOAD_MB: '1',
      },
      { redis: 'compras' },
    );
    adminToken = (await api(srv.url, '/api/auth/login', { body: ADMIN })).body.token;
    await publishCourse(srv.url, adminToken, 'masterclass');
  });
  afterAll(async () => {
    await srv?.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('lets exactly one of many concurrent card and Pix attempts open the purchase (the database decides)', async () => {
    const u = await newUser('corrida');
    const tokens = await Promise.all(Array.from({ length: 4 }, () => cardToken('CONT')));
    const attempts = await Promise.all([
      ...tokens.map((t) =>
        api(srv.url, '/api/payments/process-card', {
          token: u.token,
          body: { token: t, payment_method_id: 'master', installments: 1, course_id: 'despertar_crypto' },
        }),
      ),
      ...Array.from({ length: 4 }, () => payPix(u.token, 'despertar_crypto')),
    ]);
    const ok = attempts.filter((a) => a.status === 200 || a.status === 201);
    expect(ok).toHaveLength(1);
    const refused = attempts.filter((a) => a.status === 409);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.body.message).toBe(IN_PROCESS);
    expect(await openPurchases(u.id, 'despertar_crypto')).toHaveLength(1);

    // The partial unique index itself refuses a second open purchase, whatever code writes it.
    const insert = db().query(
      `INSERT INTO purchases (user_id, course_id, provider, method, status, amount_cents, external_reference)
       VALUES ($1, 'despertar_crypto', 'sandbox', 'card', 'approved', 19700, $2)`,
      [u.id, `${randomUUID()}_despertar_crypto`],
    );
    await expect(insert).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses a card while a Pix is pending, and frees the course once the buyer cancels the Pix', async () => {
    const u = await newUser('pix-cartao');
    const pix = await payPix(u.token, 'masterclass');
    expect(pix.status).toBe(201);
    const card = await payCard(u.token, 'masterclass', 'APRO');
    expect(card.status).toBe(409);
    expect(card.body).toMatchObject({
      error: 'payment_in_process',
      message: IN_PROCESS,
      purchase: { method: 'pix', status: 'pending', payment_id: pix.body.payment_id, cancellable: true },
    });
    const again = await payPix(u.token, 'masterclass');
    expect(again.status).toBe(409);

    const other = await newUser('intruso');
    const purchaseId = card.body.purchase.id as string;
    expect(
      (await api(srv.url, `/api/payments/purchases/${purchaseId}/cancel`, { token: other.token, body: {} }))
        .status,
    ).toBe(404);
    const cancel = await api(srv.url, `/api/payments/purchases/${purchaseId}/cancel`, {
      token: u.token,
      body: {},
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.purchase).toMatchObject({ status: 'rejected', cancellable: false });
    const [sb] = await db().query<{ body: { status: string; status_detail: string } }>(
      'SELECT body FROM sandbox_payments WHERE id = $1',
      [pix.body.payment_id],
    );
    expect(sb!.body).toMatchObject({ status: 'cancelled', status_detail: 'by_collector' });

    const paid = await payCard(u.token, 'masterclass', 'APRO');
    expect(paid.body).toMatchObject({ status: 'approved', has_access: true });
    const owned = await payPix(u.token, 'masterclass');
    expect(owned.status).toBe(409);
    expect(owned.body.message).toBe('Você já tem acesso a este curso');
  });

  it('frees the course when a pending Pix expired at the provider without a webhook', async () => {
    const u = await newUser('pix-expirado');
    const pix = await payPix(u.token, 'despertar_crypto');
    const [row] = await db().query<{ body: { pix: { expires_at: string } } }>(
      'SELECT body FROM sandbox_payments WHERE id = $1',
      [pix.body.payment_id],
    );
    const body = {
      ...row!.body,
      pix: { ...row!.body.pix, expires_at: new Date(Date.now() - 1000).toISOString() },
    };
    await db().query('UPDATE sandbox_payments SET body = $2, notification_url = NULL WHERE id = $1', [
      pix.body.payment_id,
      JSON.stringify(body),
    ]);
    const card = await payCard(u.token, 'despertar_crypto', 'APRO');
    expect(card.status).toBe(200);
    expect(card.body.status).toBe('approved');
    const rows = await db().query<{ status: string; status_detail: string }>(
      `SELECT status, status_detail FROM purchases WHERE user_id = $1 AND method = 'pix'`,
      [u.id],
    );
    expect(rows).toEqual([{ status: 'rejected', status_detail: 'expired' }]);
  });

  it('a card under review (CONT) says until when, is cancelled by the buyer, and the course is bought by Pix at once', async () => {
    const u = await newUser('cartao-em-analise');
    const card = await payCard(u.token, 'despertar_crypto', 'CONT');
    expect(card.body).toMatchObject({ status: 'in_process', status_detail: 'pending_contingency' });
    const standing = await api(srv.url, '/api/payments/checkout-state/despertar_crypto', { token: u.token });
    const held = standing.body.open_purchase.purchase;
    expect(held).toMatchObject({ method: 'card', status: 'pending', cancellable: true });
    // Mercado Pago cancels a review not concluded in 30 days: the page says until when.
    const days = (Date.parse(held.pending_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const status = await api(srv.url, `/api/payments/status/${card.body.payment_id}`, { token: u.token });
    expect(status.body).toMatchObject({ status: 'pending', method: 'card', cancellable: true });
    // The duplicate-charge guard is unchanged: a Pix is refused while the card is under review.
    expect((await payPix(u.token, 'despertar_crypto')).status).toBe(409);

    const cancel = await api(srv.url, `/api/payments/purchases/${held.id}/cancel`, {
      token: u.token,
      body: {},
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.purchase).toMatchObject({
      status: 'rejected',
      cancellable: false,
      pending_until: null,
    });
    const [sb] = await db().query<{ body: { status: string; status_detail: string } }>(
      'SELECT body FROM sandbox_payments WHERE id = $1',
      [card.body.payment_id],
    );
    expect(sb!.body).toMatchObject({ status: 'cancelled', status_detail: 'by_collector' });
    const pix = await payPix(u.token, 'despertar_crypto');
    expect(pix.status).toBe(201);
    // A card already approved cannot be "cancelled": only what is still pending.
    const other = await newUser('cartao-aprovado');
    await payCard(other.token, 'masterclass', 'APRO');
    const [approved] = await openPurchases(other.id, 'masterclass');
    const refused = await api(srv.url, `/api/payments/purchases/${approved!.id}/cancel`, {
      token: other.token,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PURCHASE_MESSAGES.notCancellable);
  });

  it('a card review never concluded expires at the provider after its 30 days, and the test bank can conclude one', async () => {
    const u = await newUser('cartao-expirado');
    const card = await payCard(u.token, 'despertar_crypto', 'CONT');
    const [row] = await db().query<{ body: { date_of_expiration: string; date_created: string } }>(
      'SELECT body FROM sandbox_payments WHERE id = $1',
      [card.body.payment_id],
    );
    expect(Date.parse(row!.body.date_of_expiration) - Date.parse(row!.body.date_created)).toBe(
      30 * 86_400_000,
    );
    // 30 days later, as far as the provider is concerned.
    const body = { ...row!.body, date_of_expiration: new Date(Date.now() - 1000).toISOString() };
    await db().query('UPDATE sandbox_payments SET body = $2, notification_url = NULL WHERE id = $1', [
      card.body.payment_id,
      JSON.stringify(body),
    ]);
    const status = await api(srv.url, `/api/payments/status/${card.body.payment_id}`, { token: u.token });
    expect(status.body).toMatchObject({ status: 'rejected', status_detail: 'expired', cancellable: false });
    expect((await payPix(u.token, 'despertar_crypto')).status).toBe(201);

    // The sandbox's test bank ends a review; the signed webhook grants the access, as in production.
    const v = await newUser('cartao-revisado');
    const held = await payCard(v.token, 'masterclass', 'CONT');
    const stranger = await newUser('revisor-estranho');
    const path = `/api/payments/sandbox/payments/${held.body.payment_id}/review`;
    expect((await api(srv.url, path, { token: stranger.token, body: { outcome: 'approved' } })).status).toBe(
      404,
    );
    expect((await api(srv.url, path, { token: v.token, body: { outcome: 'talvez' } })).status).toBe(400);
    const ok = await api(srv.url, path, { token: v.token, body: { outcome: 'approved' } });
    expect(ok.body).toMatchObject({ status: 'approved', status_detail: 'accredited' });
    await expect.poll(() => hasAccess(v.token, 'masterclass'), { timeout: 10_000 }).toBe(true);
  });

  it('flags a duplicate the provider settles anyway, asks before approving it, refunds it and keeps the access', async () => {
    const u = await newUser('duplicada');
    // A Pix the buyer cancelled, then a card payment: the buyer owns the course.
    const { pix, pixPurchase, card } = await cancelledPixThenCard(u, 'despertar_crypto');
    expect(card.body.status).toBe('approved');

    // The provider reports the Pix as in process after all (it was paid as it was being cancelled).
    await providerSets(pix.body.payment_id, 'in_process', 'pending_review_manual');
    const open = await openPurchases(u.id, 'despertar_crypto');
    expect(open).toHaveLength(2);
    const dup = open.find((p) => p.id === pixPurchase.id)!;
    const primary = open.find((p) => p.id !== pixPurchase.id)!;
    expect(dup).toMatchObject({ status: 'pending', duplicate_of: primary.id });

    const list = await api(srv.url, `/api/crm/purchases?q=${u.email}`, { token: adminToken });
    expect(list.body.items.find((p: { id: string }) => p.id === dup.id).duplicate_of).toBe(primary.id);
    expect((await api(srv.url, '/api/crm/summary', { token: adminToken })).body.duplicate_purchases).toBe(1);

    const blind = await api(srv.url, `/api/crm/purchases/${dup.id}/approve`, { token: adminToken, body: {} });
    expect(blind.status).toBe(409);
    expect(blind.body.error).toBe('duplicate_purchase');
    const confirmed = await api(srv.url, `/api/crm/purchases/${dup.id}/approve`, {
      token: adminToken,
      body: { confirm_duplicate: true },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.purchase).toMatchObject({ status: 'approved', duplicate_of: primary.id });
    // The provider settles it too: two real charges now.
    await providerSets(pix.body.payment_id, 'approved', 'accredited');

    // The member sees both, the duplicate flagged.
    const mine = await api(srv.url, '/api/payments/my-purchases', { token: u.token });
    expect(mine.body.purchases.find((p: { id: string }) => p.id === dup.id)).toMatchObject({
      duplicate: true,
      status: 'approved',
    });

    // Refunding the duplicate goes through the provider and leaves the access in place (the other still pays).
    const refund = await api(srv.url, `/api/crm/purchases/${dup.id}/refund`, { token: adminToken, body: {} });
    expect(refund.status).toBe(200);
    expect(refund.body.purchase.status).toBe('refunded');
    expect(await hasAccess(u.token, 'despertar_crypto')).toBe(true);
    const [refunds] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sandbox_refunds WHERE payment_id = $1',
      [pix.body.payment_id],
    );
    expect(refunds!.n).toBe(1);
    expect((await api(srv.url, '/api/crm/summary', { token: adminToken })).body.duplicate_purchases).toBe(0);
  });

  it('keeps the access while another approved purchase pays for it, and moves the access to that purchase', async () => {
    const u = await newUser('duas-aprovadas');
    const { pix, pixPurchase, card } = await cancelledPixThenCard(u, 'masterclass');
    await providerSets(pix.body.payment_id, 'approved', 'accredited');
    const open = await openPurchases(u.id, 'masterclass');
    expect(open.map((p) => p.status)).toEqual(['approved', 'approved']);

    // The buyer asks for a refund of the primary (card) purchase: the Pix purchase still pays for the course.
    const cardPurchase = open.find((p) => p.duplicate_of === null)!;
    expect(cardPurchase.id).not.toBe(pixPurchase.id);
    const r = await api(srv.url, `/api/payments/purchases/${cardPurchase.id}/refund`, {
      token: u.token,
      body: {},
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ has_access: true, purchase: { status: 'refunded' } });
    const after = await openPurchases(u.id, 'masterclass');
    expect(after).toEqual([{ id: pixPurchase.id, status: 'approved', duplicate_of: null }]);
    const [access] = await db().query<{ purchase_id: string; status: string }>(
      `SELECT purchase_id, status FROM course_accesses WHERE user_id = $1 AND course_id = 'masterclass'`,
      [u.id],
    );
    expect(access).toEqual({ purchase_id: pixPurchase.id, status: 'active' });
    expect(card.body.payment_id).toBeTruthy();
  });

  it('lists my purchases with method and installments, refunds within 7 days through the provider and revokes access', async () => {
    const u = await newUser('reembolso');
    const paid = await payCard(u.token, 'despertar_crypto', 'APRO');
    const mine = await api(srv.url, '/api/payments/my-purchases', { token: u.token });
    expect(mine.status).toBe(200);
    const p = mine.body.purchases[0];
    expect(p).toMatchObject({
      course_id: 'despertar_crypto',
      course_name: 'Despertar Crypto',
      status: 'approved',
      method: 'card',
      installments: 3,
      amount_cents: 19700,
      payment_id: paid.body.payment_id,
      refundable: true,
      duplicate: false,
    });
    expect(Date.parse(p.refund_deadline) - Date.parse(p.approved_at)).toBe(7 * 24 * 3600_000);
    const receipt = await api(srv.url, `/api/payments/purchases/${p.id}`, { token: u.token });
    expect(receipt.body.receipt).toMatchObject({ buyer_email: u.email, card_last_four: '6351' });
    // Issue 30: a number read aloud, drawn once per purchase (the list and the receipt say the same one).
    expect(p.receipt_number).toMatch(/^RC-\d{4}-\d{4}$/);
    expect(receipt.body.receipt.receipt_number).toBe(p.receipt_number);

    const stranger = await newUser('estranho');
    expect((await api(srv.url, `/api/payments/purchases/${p.id}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (await api(srv.url, `/api/payments/purchases/${p.id}/refund`, { token: stranger.token, body: {} }))
        .status,
    ).toBe(404);
    expect((await api(srv.url, '/api/payments/my-purchases')).status).toBe(401);

    // Four clicks at once: one refund, and the others are told it is already under way (or done).
    const attempts = await Promise.all(
      Array.from({ length: 4 }, () =>
        api(srv.url, `/api/payments/purchases/${p.id}/refund`, { token: u.token, body: {} }),
      ),
    );
    const okOnes = attempts.filter((r) => r.status === 200);
    expect(okOnes).toHaveLength(1);
    for (const r of attempts.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect([PURCHASE_MESSAGES.refundInProgress, PURCHASE_MESSAGES.notRefundable]).toContain(r.body.message);
    }
    expect(attempts.some((r) => r.body.message === PURCHASE_MESSAGES.refundInProgress)).toBe(true);
    expect(okOnes[0]!.body).toMatchObject({
      has_access: false,
      purchase: { status: 'refunded', refundable: false },
    });
    const [count] = await db().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sandbox_refunds WHERE payment_id = $1',
      [paid.body.payment_id],
    );
    expect(count!.n).toBe(1);
    expect(await hasAccess(u.token, 'despertar_crypto')).toBe(false);
    const again = await api(srv.url, `/api/payments/purchases/${p.id}/refund`, { token: u.token, body: {} });
    expect(again.status).toBe(409);

    // Past the guarantee: refused with the reason.
    const late = await newUser('atrasado');
    await payCard(late.token, 'despertar_crypto', 'APRO');
    await db().query(`UPDATE purchases SET approved_at = now() - interval '8 days' WHERE user_id = $1`, [
      late.id,
    ]);
    const lp = (await api(srv.url, '/api/payments/my-purchases', { token: late.token })).body.purchases[0];
    expect(lp.refundable).toBe(false);
    const refused = await api(srv.url, `/api/payments/purchases/${lp.id}/refund`, {
      token: late.token,
      body: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('O prazo de 7 dias da garantia para pedir reembolso terminou.');
    expect(await hasAccess(late.token, 'despertar_crypto')).toBe(true);
  });

  it('answers the result pages only for the owner and the matching external reference', async () => {
    const u = await newUser('resultado');
    const paid = await payCard(u.token, 'despertar_crypto', 'APRO');
    const ok = await api(
      srv.url,
      `/api/payments/status/${paid.body.payment_id}?external_reference=${encodeURIComponent(paid.body.external_reference)}`,
      { token: u.token },
    );
    expect(ok.body).toMatchObject({ status: 'approved', has_access: true });
    const swapped = await api(
      srv.url,
      `/api/payments/status/${paid.body.payment_id}?external_reference=${randomUUID()}_despertar_crypto`,
      { token: u.token },
    );
    expect(swapped.status).toBe(404);
    const other = await newUser('outro');
    expect(
      (await api(srv.url, `/api/payments/status/${paid.body.payment_id}`, { token: other.token })).status,
    ).toBe(404);
  });

  it('edits, orders and publishes lessons; a course with no published lesson cannot be bought', async () => {
    const u = await newUser('em-breve');
    expect((await api(srv.url, '/api/admin/courses/app_mentoria/lessons', { token: u.token })).status).toBe(
      403,
    );
    const cat = await api(srv.url, '/api/payments/courses');
    expect(cat.body.courses.app_mentoria).toMatchObject({ available: false, lessons: [] });
    const soon = await payPix(u.token, 'app_mentoria');
    expect(soon.status).toBe(409);
    expect(soon.body.message).toBe('Este curso estará disponível em breve.');

    const cur = await api(srv.url, '/api/admin/courses/app_mentoria/lessons', { token: adminToken });
    expect(cur.body.lessons.map((l: { id: string }) => l.id)).toEqual([
      'app-01',
      'app-02',
      'app-03',
      'app-04',
    ]);
    const noVideo = await api(srv.url, '/api/admin/courses/app_mentoria/lessons', {
      method: 'PUT',
      token: adminToken,
      body: { version: cur.body.version, lessons: [{ title: 'Sem vídeo', published: true }] },
    });
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.message).toBe('Uma aula publicada precisa de um vídeo (arquivo enviado ou link).');
    const badUrl = await api(srv.url, '/api/admin/courses/app_mentoria/lessons', {
      method: 'PUT',
      token: adminToken,
      body: {
        version: cur.body.version,
        lessons: [{ title: 'Link', published: true, video: { type: 'url', url: 'javascript:alert(1)' } }],
      },
    });
    expect(badUrl.status).toBe(400);

    // Reorder (04 first), edit, add an external-video lesson, drop 03; 02 stays a draft.
    const [a1, a2, , a4] = cur.body.lessons;
    const saved = await api(srv.url, '/api/admin/courses/app_mentoria/lessons', {
      method: 'PUT',
      token: adminToken,
      body: {
        version: cur.body.version,
        lessons: [
          {
            ...a4,
            title: 'Mentoria: evolução (revisada)',
            published: true,
            video: { type: 'file', file: 'v4.mp4' },
          },
          { ...a1, published: true, video: { type: 'file', file: 'v1.mp4' } },
          { ...a2 },
          {
            title: 'Live de boas-vindas',
            description: 'Gravação da live.',
            published: true,
            video: { type: 'url', url: 'https://youtu.be/abcdefghijk' },
            duration_s: 1200,
          },
        ],
        workload_minutes: 270,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.course.workload_minutes).toBe(270);
    expect(saved.body.lessons.map((l: { id: string; position: number }) => [l.id, l.position])).toEqual([
      ['app-04', 1],
      ['app-01', 2],
      ['app-02', 3],
      ['app-05', 4],
    ]);
    const stale = await api(srv.url, '/api/admin/courses/app_mentoria/lessons', {
      method: 'PUT',
      token: adminToken,
      body: { version: cur.body.version, lessons: [] },
    });
    expect(stale.status).toBe(409);

    const pub = await api(srv.url, '/api/courses/app_mentoria/lessons');
    expect(pub.body.lessons.map((l: { id: string }) => l.id)).toEqual(['app-04', 'app-01', 'app-05']);
    expect((await api(srv.url, '/api/payments/courses')).body.courses.app_mentoria.available).toBe(true);
    // For members a draft is "coming soon" in its own course, with nothing of its content; administrators
    // preview it.
    const draft = await api(srv.url, '/api/payments/check-lesson-access/app-02', { token: u.token });
    expect(draft.body).toMatchObject({ coming_soon: true, course: { id: 'app_mentoria' } });
    expect((await api(srv.url, '/api/lessons/app-02', { token: u.token })).status).toBe(404);
    expect(pub.body.upcoming.map((l: { id: string }) => l.id)).toEqual(['app-02']);
    expect(pub.body.upcoming[0]).toEqual({
      id: 'app-02',
      title: expect.any(String),
      position: expect.any(Number),
    });
    expect((await api(srv.url, '/api/lessons/app-02', { token: adminToken })).body.lesson.published).toBe(
      false,
    );

    const pix = await payPix(u.token, 'app_mentoria');
    expect(pix.status).toBe(201);
    await api(srv.url, `/api/payments/sandbox/payments/${pix.body.payment_id}/approve-pix`, {
      token: u.token,
      body: { notify: false },
    });
    await api(srv.url, `/api/payments/status/${pix.body.payment_id}`, { token: u.token });
    const live = await api(srv.url, '/api/lessons/app-05', { token: u.token });
    expect(live.body.lesson).toMatchObject({
      video_type: 'embed',
      video_url: 'https://www.youtube.com/embed/abcdefghijk?rel=0',
      prev_id: 'app-01',
    });
    const first = await api(srv.url, '/api/lessons/app-04', { token: u.token });
    expect(first.body.lesson).toMatchObject({ title: 'Mentoria: evolução (revisada)', video_type: 'file' });

    // Certificate: issued once every published lesson is complete.
    const before = await api(srv.url, '/api/courses/app_mentoria/certificate', { token: u.token });
    expect(before.body).toMatchObject({ certificate: null, progress: { completed: 0, total: 3 } });
    for (const id of ['app-04', 'app-01', 'app-05']) {
      await api(srv.url, `/api/lessons/${id}/progress`, {
        method: 'PUT',
        token: u.token,
        body: { currentTime: 1, duration: 10, completed: true },
      });
    }
    const cert = await api(srv.url, '/api/courses/app_mentoria/certificate', { token: u.token });
    expect(cert.body.certificate).toMatchObject({
      holder_name: 'Aluno em-breve',
      course_name: 'App + Mentoria',
      lessons_count: 3,
      // The admin's workload, not the 20 min of clips.
      workload_minutes: 270,
    });
    expect(cert.body.certificate.code).toMatch(/^SC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const same = await api(srv.url, '/api/courses/app_mentoria/certificate', { token: u.token });
    expect(same.body.certificate.code).toBe(cert.body.certificate.code);
    // Anyone checks it by its code (case does not matter), with what the certificate shows and nothing more.
    const code = cert.body.certificate.code as string;
    const checked = await api(srv.url, `/api/certificates/${code.toLowerCase()}`);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      success: true,
      valid: true,
      certificate: {
        code,
        holder_name: 'Aluno em-breve',
        course_name: 'App + Mentoria',
        lessons_count: 3,
        workload_minutes: 270,
        issued_at: cert.body.certificate.issued_at,
      },
    });
    const unknown = await api(srv.url, '/api/certificates/SC-0000-0000');
    expect(unknown.body).toEqual({ success: true, valid: false, certificate: null });
    const malformed = await api(srv.url, '/api/certificates/nada');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Código de verificação inválido. Use o formato SC-XXXX-XXXX.');
    // A bad workload is refused in Portuguese; left out, the workload stays.
    const now = await api(srv.url, '/api/admin/courses/app_mentoria/lessons', { token: adminToken });
    const bad = await api(srv.url, '/api/admin/courses/app_mentoria/lessons', {
      method: 'PUT',
      token: adminToken,
      body: { version: now.body.version, lessons: now.body.lessons, workload_minutes: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('carga horária');
    expect((await api(srv.url, '/api/courses/masterclass/certificate', { token: u.token })).status).toBe(403);
  });

  it('tells a signed-in buyer first (owned, payment in process) and offers the last purchase data, CPF masked', async () => {
    const u = await newUser('lembrar');
    const state = async () => {
      const r = await api(srv.url, '/api/payments/checkout-state/despertar_crypto', { token: u.token });
      expect(r.status).toBe(200);
      expect(r.headers.get('cache-control')).toContain('no-store');
      return r.body;
    };
    expect(await state()).toEqual({
      success: true,
      has_access: false,
      open_purchase: null,
      saved_customer: null,
    });
    expect((await api(srv.url, '/api/payments/checkout-state/nao-existe', { token: u.token })).status).toBe(
      404,
    );
    expect((await api(srv.url, '/api/payments/checkout-state/despertar_crypto')).status).toBe(401);

    const saved = await api(srv.url, '/api/customers/save', {
      token: u.token,
      body: {
        email: u.email,
        phone: '(11) 98765-4321',
        identification: { type: 'CPF', number: '529.982.247-25' },
        address: { zip_code: '01310-100', city: 'São Paulo', state: 'SP' },
        courseId: 'despertar_crypto',
      },
    });
    expect(saved.status).toBe(201);
    const pix = await payPix(u.token, 'despertar_crypto');
    expect(pix.status).toBe(201);

    const pending = await state();
    expect(pending.has_access).toBe(false);
    expect(pending.open_purchase).toMatchObject({
      error: 'payment_in_process',
      purchase: { method: 'pix', status: 'pending', cancellable: true },
    });
    expect(pending.saved_customer).toMatchObject({
      phone: '(11) 98765-4321',
      cpf_masked: '***.982.247-**',
      zip_code: '01310-100',
      city: 'São Paulo',
      state: 'SP',
    });
    // The full CPF never leaves the server.
    expect(JSON.stringify(pending)).not.toContain('52998224725');

    // "Usar estes dados": the page sends the CPF as on file; the server copies the stored one.
    const again = await api(srv.url, '/api/customers/save', {
      token: u.token,
      body: { email: u.email, phone: '(11) 98765-4321', identification: { type: 'CPF', on_file: true } },
    });
    expect(again.status).toBe(201);
    const rows = await db().query<{ identification_number: string | null }>(
      'SELECT identification_number FROM customers WHERE id = $1',
      [again.body.customer_id],
    );
    expect(rows[0]!.identification_number).toBe('52998224725');
    // Anonymous, "on file" copies nothing.
    const anon = await api(srv.url, '/api/customers/save', {
      body: { email: 'anonimo@example.com', identification: { type: 'CPF', on_file: true } },
    });
    const anonRow = await db().query<{ identification_number: string | null }>(
      'SELECT identification_number FROM customers WHERE id = $1',
      [anon.body.customer_id],
    );
    expect(anonRow[0]!.identification_number).toBeNull();

    await api(srv.url, `/api/payments/sandbox/payments/${pix.body.payment_id}/approve-pix`, {
      token: u.token,
      body: {},
    });
    await expect.poll(async () => (await state()).has_access, { timeout: 10_000 }).toBe(true);
    expect((await state()).open_purchase).toBeNull();
  });

  it('saves the progress a closing tab sends by beacon (token in a text/plain body), for its own courses only', async () => {
    const u = await newUser('beacon');
    expect((await payCard(u.token, 'despertar_crypto', 'APRO')).body.status).toBe('approved');
    const beacon = (lesson: string, body: unknown) =>
      fetch(`${srv.url}/api/lessons/${lesson}/progress/beacon`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const sent = await beacon('despertar-crypto-04', { token: u.token, currentTime: 4.5, duration: 9 });
    expect(sent.status).toBe(204);
    const progress = await api(srv.url, '/api/lessons/progress?course=despertar_crypto', { token: u.token });
    expect(progress.body.progress['despertar-crypto-04']).toMatchObject({
      currentTime: 4.5,
      completed: false,
    });

    expect((await beacon('despertar-crypto-04', { currentTime: 5, duration: 9 })).status).toBe(400);
    expect((await beacon('despertar-crypto-04', '{ não é json')).status).toBe(400);
    const forged = await beacon('despertar-crypto-04', { token: 'x.y.z', currentTime: 5, duration: 9 });
    expect(forged.status).toBe(401);
    // Another course, not bought: refused, nothing saved.
    const other = await beacon('masterclass-01', { token: u.token, currentTime: 5, duration: 9 });
    expect(other.status).toBeGreaterThanOrEqual(403);
    const rows = await db().query('SELECT 1 FROM lesson_progress WHERE user_id = $1 AND lesson_id = $2', [
      u.id,
      'masterclass-01',
    ]);
    expect(rows).toHaveLength(0);
  });

  it('uploads lesson videos (multipart, type and size checked) that buyers stream with ranges', async () => {
    const upload = (token: string | undefined, name: string, type: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
      return fetch(`${srv.url}/api/admin/media`, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    };
    const mp4 = readFileSync(join(REPO_MEDIA, 'v3.mp4'));
    const u = await newUser('upload');
    expect((await upload(undefined, 'a.mp4', 'video/mp4', mp4)).status).toBe(401);
    expect((await upload(u.token, 'a.mp4', 'video/mp4', mp4)).status).toBe(403);

    const fake = await upload(
      adminToken,
      'virus.mp4',
      'video/mp4',
      new TextEncoder().encode('MZ not a video'),
    );
    expect(fake.status).toBe(415);
    expect(((await fake.json()) as { message: string }).message).toBe('Envie um vídeo MP4 ou WebM.');
    expect((await upload(adminToken, 'foto.png', 'image/png', mp4)).status).toBe(415);
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(mp4.subarray(0, 12));
    const tooBig = await upload(adminToken, 'grande.mp4', 'video/mp4', big);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe(
      'Arquivo muito grande (máximo de 1 MB).',
    );
    // Nothing half-written is left behind.
    expect(readdirSync(mediaDir).filter((f) => f.startsWith('.upload-'))).toEqual([]);

    const ok = await upload(adminToken, 'Minha aula.mp4', 'video/mp4', mp4);
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as { file: string };
    expect(body).toMatchObject({ success: true, size: mp4.length, content_type: 'video/mp4' });
    expect(body.file).toMatch(/^aula-[0-9a-f]{20}\.mp4$/);
    expect(existsSync(join(mediaDir, body.file))).toBe(true);

    const cur = await api(srv.url, '/api/admin/courses/masterclass/lessons', { token: adminToken });
    const lessons = cur.body.lessons.map((l: Record<string, unknown>, i: number) =>
      i === 0 ? { ...l, video: { type: 'file', file: body.file } } : l,
    );
    const missing = await api(srv.url, '/api/admin/courses/masterclass/lessons', {
      method: 'PUT',
      token: adminToken,
      body: {
        version: cur.body.version,
        lessons: [{ ...lessons[0], video: { type: 'file', file: 'nao-existe.mp4' } }],
      },
    });
    expect(missing.status).toBe(400);
    const saved = await api(srv.url, '/api/admin/courses/masterclass/lessons', {
      method: 'PUT',
      token: adminToken,
      body: { version: cur.body.version, lessons },
    });
    expect(saved.status).toBe(200);

    await payCard(u.token, 'masterclass', 'APRO');
    const lesson = await api(srv.url, '/api/lessons/masterclass-01', { token: u.token });
    expect(lesson.body.lesson.video_type).toBe('file');
    const ranged = await fetch(srv.url + lesson.body.lesson.video_url, { headers: { range: 'bytes=0-15' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(mp4.subarray(0, 16));
  });
});

describe.skipIf(unavailable !== null)('production keeps the test course and test pages off', () => {
  it('leaves the test course out of the catalogue when NODE_ENV=production', async () => {
    const srv = await startServerOnTestDb({
      NODE_ENV: 'production',
      JWT_SECRET: 'segredo-de-producao-com-mais-de-32-caracteres',
      PUBLIC_URL: 'https://app.exemplo.com.br',
      PAYMENTS_PROVIDER: 'disabled',
    });
    try {
      const cat = await api(srv.url, '/api/payments/courses');
      expect(Object.keys(cat.body.courses)).toEqual(['despertar_crypto', 'masterclass', 'app_mentoria']);
    } finally {
      await srv.close();
    }
  });
});
