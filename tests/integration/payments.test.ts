import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypedEnvelope } from '@sinais/shared';
import { publishCourse } from '../helpers/courses';
import { api, type TestServer } from '../helpers/server';
import { connectClient } from '../helpers/socket-client';
import { unavailableFor } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';

const unavailable = unavailableFor('course shop and payments on PostgreSQL + Redis');

const SECRET = 'segredo-webhook-de-teste-123';
const ADMIN = { email: 'admin@sinais.test', password: 'admin-senha-123' };
const ENGLISH = /\b(Invalid|Expected|Required|received|must be)\b/;

describe.skipIf(unavailable !== null)('course shop through the sandbox gateway (PostgreSQL + Redis)', () => {
  let srv: TestServer;
  let adminToken: string;
  const events: TypedEnvelope[] = [];

  async function newUser(prefix: string) {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'senha-forte-123';
    const reg = await api(srv.url, '/api/auth/register', { body: { username: prefix, email, password } });
    expect(reg.status).toBe(201);
    const login = await api(srv.url, '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    return { token: login.body.token as string, id: login.body.user.id as string, email };
  }

  async function cardToken(name: string, number = '5031433215406351') {
    const res = await api(srv.url, '/api/payments/sandbox/card-tokens', {
      body: {
        card_number: number,
        cardholder_name: name,
        expiration_month: 11,
        expiration_year: 2030,
        security_code: '123',
        identification: { type: 'CPF', number: '12345678909' },
      },
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  async function payCard(token: string, course: string, name: string, extra: Record<string, unknown> = {}) {
    return api(srv.url, '/api/payments/process-card', {
      token,
      body: {
        token: await cardToken(name),
        payment_method_id: 'master',
        installments: 1,
        course_id: course,
        payer: { email: 'comprador@example.com', identification: { type: 'CPF', number: '123.456.789-09' } },
        ...extra,
      },
    });
  }

  const db = () => srv.application.ctx.db;
  const hasAccess = async (token: string, course: string) =>
    (await api(srv.url, `/api/payments/check-access/${course}`, { token })).body.has_access as boolean;
  const grants = async (userId: string, course: string) =>
    (
      await db().query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_logs WHERE action = 'course_access.granted' AND actor_id = $1 AND target = $2`,
        [userId, course],
      )
    )[0]!.n;

  function signed(
    paymentId: string,
    opts: { eventId?: string | number; secret?: string; ts?: number; requestId?: string } = {},
  ) {
    const requestId = opts.requestId ?? randomUUID();
    const ts = String(opts.ts ?? Math.floor(Date.now() / 1000));
    const manifest = `id:${paymentId};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', opts.secret ?? SECRET)
      .update(manifest)
      .digest('hex');
    const body = {
      id: opts.eventId ?? Math.floor(Math.random() * 1e12),
      live_mode: false,
      type: 'payment',
      date_created: new Date().toISOString(),
      user_id: 44444,
      api_version: 'v1',
      action: 'payment.updated',
      data: { id: paymentId },
    };
    return () =>
      api(srv.url, `/api/payments/webhook?data.id=${paymentId}&type=payment`, {
        body,
        headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
      });
  }

  async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
    const end = Date.now() + ms;
    let v = await fn();
    while (!ok(v) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 100));
      v = await fn();
    }
    return v;
  }

  beforeAll(async () => {
    srv = await startServerOnTestDb(
      {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MP_WEBHOOK_SECRET: SECRET,
        LOGIN_MAX_PER_IP: '500',
      },
      { redis: 'shop' },
    );
    srv.application.ctx.bus.subscribe((e) => events.push(e), ['payment:updated', 'access:changed']);
    adminToken = (await api(srv.url, '/api/auth/login', { body: ADMIN })).body.token;
    // Masterclass and App + Mentoria are seeded without content (drafts): an admin publishes them first.
    await publishCourse(srv.url, adminToken, 'masterclass');
    await publishCourse(srv.url, adminToken, 'app_mentoria');
  });
  afterAll(async () => {
    await srv?.close();
  });

  it('serves the catalogue in cents and reais, and the sandbox config', async () => {
    const cfg = await api(srv.url, '/api/payments/config');
    expect(cfg.body).toMatchObject({
      success: true,
      config: { mode: 'sandbox', locale: 'pt-BR', max_installments: 12 },
    });
    expect(cfg.body.config.public_key).toMatch(/mock/);
    const courses = await api(srv.url, '/api/payments/courses');
    expect(courses.body.courses.despertar_crypto).toMatchObject({
      price: 197,
      price_cents: 19700,
      currency: 'BRL',
    });
    expect(courses.body.courses.masterclass.price).toBe(497);
    expect(courses.body.courses.app_mentoria.price).toBe(997);
    expect(courses.body.courses.test_checkout_transparente.price).toBe(97);
    expect(courses.body.courses.despertar_crypto.lessons).toHaveLength(8);
  });

  it('decides every test-card outcome by cardholder name, like Mercado Pago', async () => {
    const u = await newUser('cartoes');
    const cases: Array<[string, string, string, string]> = [
      ['FUND', 'rejected', 'cc_rejected_insufficient_amount', 'Cartão rejeitado por saldo insuficiente.'],
      ['SECU', 'rejected', 'cc_rejected_bad_filled_security_code', 'Código de segurança do cartão inválido.'],
      ['EXPI', 'rejected', 'cc_rejected_bad_filled_date', 'Data de vencimento do cartão inválida.'],
      ['CALL', 'rejected', 'cc_rejected_call_for_authorize', 'Pagamento rejeitado pelo banco emissor.'],
      ['FORM', 'rejected', 'cc_rejected_bad_filled_other', 'Dados do cartão preenchidos incorretamente.'],
      ['OTHE', 'rejected', 'cc_rejected_other_reason', 'Pagamento rejeitado pelo banco emissor.'],
      ['CONT', 'in_process', 'pending_contingency', 'Pagamento em processamento'],
    ];
    for (const [name, status, detail, message] of cases) {
      const res = await payCard(u.token, 'test_checkout_transparente', name);
      expect(res.status, name).toBe(200);
      expect(res.body, name).toMatchObject({
        success: false,
        status,
        status_detail: detail,
        has_access: false,
      });
      expect(res.body.message, name).toContain(message);
      expect(await hasAccess(u.token, 'test_checkout_transparente')).toBe(false);
    }
    // The CONT payment is in process: a second attempt for the course is refused, not charged.
    const refused = await payCard(u.token, 'test_checkout_transparente', 'APRO');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Você já tem um pagamento em processamento para este curso');
    const other = await newUser('cartoes-2');
    const ok = await payCard(other.token, 'test_checkout_transparente', 'APRO');
    expect(ok.body).toMatchObject({
      success: true,
      status: 'approved',
      status_detail: 'accredited',
      message: 'Pagamento aprovado com sucesso!',
      has_access: true,
    });
    expect(ok.body.external_reference.split('_').slice(1).join('_')).toBe('test_checkout_transparente');
    expect(await hasAccess(other.token, 'test_checkout_transparente')).toBe(true);
    const rows = await db().query<{ status: string }>(
      'SELECT status FROM purchases WHERE user_id = $1 ORDER BY created_at',
      [u.id],
    );
    expect(rows.map((r) => r.status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'pending',
    ]);
    // The sandbox's own (signed) webhooks for these payments arrive later and change nothing.
    await new Promise((r) => setTimeout(r, 600));
    expect(await grants(other.id, 'test_checkout_transparente')).toBe(1);
    const evs = events.filter((e) => e.userId === other.id);
    expect(
      evs.some((e) => e.type === 'access:changed' && (e.data as { has_access: boolean }).has_access),
    ).toBe(true);
  });

  it('charges 12 interest-free installments, ignores a client-sent price and refuses a reused token or 13x', async () => {
    const u = await newUser('parcelas');
    const res = await payCard(u.token, 'despertar_crypto', 'APRO', {
      installments: 12,
      transaction_amount: 1,
    });
    expect(res.body).toMatchObject({ success: true, status: 'approved', has_access: true });
    const [p] = await db().query<{ amount_cents: number; installments: number; provider_payment_id: string }>(
      'SELECT amount_cents, installments, provider_payment_id FROM purchases WHERE user_id = $1',
      [u.id],
    );
    expect(p).toMatchObject({
      amount_cents: 19700,
      installments: 12,
      provider_payment_id: res.body.payment_id,
    });
    const [sb] = await db().query<{ body: { transaction_amount: number; installments: number } }>(
      'SELECT body FROM sandbox_payments WHERE id = $1',
      [res.body.payment_id],
    );
    expect(sb!.body).toMatchObject({ transaction_amount: 197, installments: 12 });

    const again = await payCard(u.token, 'despertar_crypto', 'APRO');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Você já tem acesso a este curso');

    const tok = await cardToken('APRO');
    const body = { token: tok, payment_method_id: 'master', installments: 1, course_id: 'masterclass' };
    expect((await api(srv.url, '/api/payments/process-card', { token: u.token, body })).status).toBe(200);
    const reused = await api(srv.url, '/api/payments/process-card', {
      token: u.token,
      body: { ...body, course_id: 'app_mentoria' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_card_token');
    // The provider refused it: the purchase it opened is closed as rejected, with the provider's reason.
    const refused = await db().query<{ status: string; status_detail: string }>(
      `SELECT status, status_detail FROM purchases WHERE user_id = $1 AND course_id = 'app_mentoria'`,
      [u.id],
    );
    expect(refused).toEqual([{ status: 'rejected', status_detail: 'invalid_token' }]);

    const thirteen = await api(srv.url, '/api/payments/process-card', {
      token: u.token,
      body: { ...body, course_id: 'app_mentoria', token: await cardToken('APRO'), installments: 13 },
    });
    expect(thirteen.status).toBe(400);
    expect(thirteen.body.message).toBe('Máximo de 12 parcelas.');
    const badCourse = await api(srv.url, '/api/payments/process-card', {
      token: u.token,
      body: { ...body, course_id: 'nao-existe' },
    });
    expect(badCourse.status).toBe(400);
    expect(badCourse.body.message).not.toMatch(ENGLISH);
    const anonymous = await api(srv.url, '/api/payments/process-card', { body });
    expect(anonymous.status).toBe(401);
    const badCard = await api(srv.url, '/api/payments/sandbox/card-tokens', {
      body: {
        card_number: '1234 5678 9012 3456',
        cardholder_name: 'APRO',
        expiration_month: 11,
        expiration_year: 2030,
        security_code: '123',
      },
    });
    expect(badCard.status).toBe(400);
    expect(badCard.body.message).toBe('Número do cartão inválido.');
  });

  it('caps payment attempts per buyer (card testing)', async () => {
    const u = await newUser('limite');
    const body = {
      token: 'token-falso-123',
      payment_method_id: 'visa',
      installments: 1,
      course_id: 'masterclass',
    };
    for (let i = 0; i < 20; i++) {
      expect((await api(srv.url, '/api/payments/process-card', { token: u.token, body })).status).toBe(400);
    }
    const capped = await api(srv.url, '/api/payments/process-card', { token: u.token, body });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe(
      'Muitas tentativas de pagamento. Aguarde alguns minutos e tente novamente.',
    );
  });

  it('approves a Pix through the signed webhook and sends the buyer live events', async () => {
    const u = await newUser('pix');
    const pix = await api(srv.url, '/api/payments/pix', {
      token: u.token,
      body: { course_id: 'masterclass', course_price: 1 },
    });
    expect(pix.status).toBe(201);
    expect(pix.body).toMatchObject({
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      amount_cents: 49700,
      sandbox: true,
    });
    expect(pix.body.qr_code_image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(pix.body.qr_code).toContain('br.gov.bcb.pix');
    expect(pix.body.qr_code).toContain('5406497.00');
    expect(Date.parse(pix.body.expires_at)).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(await hasAccess(u.token, 'masterclass')).toBe(false);

    const paid = await api(srv.url, `/api/payments/sandbox/payments/${pix.body.payment_id}/approve-pix`, {
      token: u.token,
      body: {},
    });
    expect(paid.body.status).toBe('approved');
    const access = await until(
      () => hasAccess(u.token, 'masterclass'),
      (v) => v,
    );
    expect(access).toBe(true);
    const st = await api(srv.url, `/api/payments/status/${pix.body.payment_id}`, { token: u.token });
    expect(st.body).toMatchObject({ status: 'approved', has_access: true, course_id: 'masterclass' });
    const evs = await db().query<{ outcome: string }>(
      'SELECT outcome FROM payment_events WHERE provider_payment_id = $1',
      [pix.body.payment_id],
    );
    expect(evs.map((e) => e.outcome)).toContain('applied');
    expect(await grants(u.id, 'masterclass')).toBe(1);
    const mine = await until(
      async () => events.filter((e) => e.userId === u.id),
      (l) => l.some((e) => e.type === 'access:changed'),
    );
    expect(
      mine.find((e) => e.type === 'payment:updated' && (e.data as { status: string }).status === 'approved'),
    ).toBeTruthy();

    const other = await newUser('curioso');
    expect(
      (await api(srv.url, `/api/payments/status/${pix.body.payment_id}`, { token: other.token })).status,
    ).toBe(404);
  });

  it("delivers payment:updated and access:changed to the buyer's socket only", async () => {
    const u = await newUser('socket');
    const other = await newUser('vizinho');
    const mine = connectClient(srv.url, { token: u.token });
    const theirs = connectClient(srv.url, { token: other.token });
    try {
      await mine.waitFor(() => mine.socket.connected, 5000);
      await theirs.waitFor(() => theirs.socket.connected, 5000);
      const pix = await api(srv.url, '/api/payments/pix', {
        token: u.token,
        body: { course_id: 'test_checkout_transparente' },
      });
      await api(srv.url, `/api/payments/sandbox/payments/${pix.body.payment_id}/approve-pix`, {
        token: u.token,
        body: {},
      });
      await mine.waitFor(() => mine.other.some((e) => e.type === 'access:changed'), 10_000);
      const upd = mine.other.find(
        (e) => e.type === 'payment:updated' && (e.data as { status: string }).status === 'approved',
      );
      expect(upd?.data).toMatchObject({
        payment_id: pix.body.payment_id,
        course_id: 'test_checkout_transparente',
      });
      expect(theirs.other.filter((e) => e.type === 'payment:updated' || e.type === 'access:changed')).toEqual(
        [],
      );
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('grants access once under duplicate and concurrent webhooks', async () => {
    const u = await newUser('concorrente');
    const pix = await api(srv.url, '/api/payments/pix', {
      token: u.token,
      body: { course_id: 'app_mentoria' },
    });
    await api(srv.url, `/api/payments/sandbox/payments/${pix.body.payment_id}/approve-pix`, {
      token: u.token,
      body: { notify: false },
    });
    const same = signed(pix.body.payment_id, { eventId: 777001 });
    const results = await Promise.all(Array.from({ length: 6 }, () => same()));
    const codes = results.map((r) => r.status).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const distinct = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signed(pix.body.payment_id, { eventId: 778000 + i })()),
    );
    expect(distinct.every((r) => r.status === 200)).toBe(true);
    expect(await hasAccess(u.token, 'app_mentoria')).toBe(true);
    expect(await grants(u.id, 'app_mentoria')).toBe(1);
    const rows = await db().query('SELECT 1 FROM course_accesses WHERE user_id = $1', [u.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses forged, stale and replayed notifications without changing anything', async () => {
    const u = await newUser('forjado');
    const pix = await api(srv.url, '/api/payments/pix', {
      token: u.token,
      body: { course_id: 'despertar_crypto' },
    });
    const id = pix.body.payment_id as string;
    await api(srv.url, `/api/payments/sandbox/payments/${id}/approve-pix`, {
      token: u.token,
      body: { notify: false },
    });

    const forged = await signed(id, { secret: 'segredo-errado-000' })();
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe('invalid_signature');
    const stale = await signed(id, { ts: Math.floor(Date.now() / 1000) - 301 })();
    expect(stale.status).toBe(401);
    const unsigned = await api(srv.url, `/api/payments/webhook?data.id=${id}&type=payment`, {
      body: { type: 'payment', data: { id } },
    });
    expect(unsigned.status).toBe(401);
    // A valid signature for another payment id cannot be reused for this one.
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const v1 = createHmac('sha256', SECRET).update(`id:1;request-id:${requestId};ts:${ts};`).digest('hex');
    const swapped = await api(srv.url, `/api/payments/webhook?data.id=${id}&type=payment`, {
      body: { id: 5, type: 'payment', data: { id } },
      headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    });
    expect(swapped.status).toBe(401);
    expect(await hasAccess(u.token, 'despertar_crypto')).toBe(false);
    const [p] = await db().query<{ status: string }>(
      'SELECT status FROM purchases WHERE provider_payment_id = $1',
      [id],
    );
    expect(p!.status).toBe('pending');

    const valid = signed(id, { eventId: 990001 });
    expect((await valid()).status).toBe(200);
    expect(await hasAccess(u.token, 'despertar_crypto')).toBe(true);
    const replay = await valid();
    expect(replay.status).toBe(409);
    expect(await grants(u.id, 'despertar_crypto')).toBe(1);
  });

  it('revokes access on refund (admin) and on chargeback (webhook), with an audit trail', async () => {
    const u = await newUser('estorno');
    const paid = await payCard(u.token, 'despertar_crypto', 'APRO');
    expect(await hasAccess(u.token, 'despertar_crypto')).toBe(true);
    const notAdmin = await api(srv.url, `/api/payments/${paid.body.payment_id}/refund`, {
      token: u.token,
      body: {},
    });
    expect(notAdmin.status).toBe(403);
    const refund = await api(srv.url, `/api/payments/${paid.body.payment_id}/refund`, {
      token: adminToken,
      body: {},
    });
    expect(refund.status).toBe(200);
    expect(refund.body.status).toBe('refunded');
    expect(await hasAccess(u.token, 'despertar_crypto')).toBe(false);
    const mine = await api(srv.url, '/api/payments/user-courses', { token: u.token });
    expect(mine.body.courses).toEqual([]);
    const audit = await db().query<{ action: string }>(
      `SELECT action FROM audit_logs WHERE target IN ($1, 'despertar_crypto') AND (actor_id = $2 OR details->>'user_id' = $2::text)`,
      [paid.body.payment_id, u.id],
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['course_access.granted', 'payment.refunded', 'payment.refund_requested']),
    );

    const c = await newUser('chargeback');
    const cp = await payCard(c.token, 'masterclass', 'APRO');
    expect(await hasAccess(c.token, 'masterclass')).toBe(true);
    await api(srv.url, `/api/payments/sandbox/payments/${cp.body.payment_id}/chargeback`, {
      token: adminToken,
      body: {},
    });
    expect(
      await until(
        () => hasAccess(c.token, 'masterclass'),
        (v) => !v,
      ),
    ).toBe(false);
    const revoked = await until(
      async () => events.filter((e) => e.userId === c.id && e.type === 'access:changed'),
      (l) => l.some((e) => (e.data as { reason: string }).reason === 'chargeback'),
    );
    expect(revoked.length).toBeGreaterThanOrEqual(2);
  });

  it('lets the owner and admins into lessons, not others, and streams videos with ranges', async () => {
    const owner = await newUser('aluno');
    await payCard(owner.token, 'despertar_crypto', 'APRO');
    const stranger = await newUser('visitante');

    const ownerCheck = await api(srv.url, '/api/payments/check-lesson-access/despertar-crypto-01', {
      token: owner.token,
    });
    expect(ownerCheck.body).toMatchObject({
      success: true,
      has_access: true,
      lesson_id: 'despertar-crypto-01',
    });
    const strangerCheck = await api(srv.url, '/api/payments/check-lesson-access/despertar-crypto-03', {
      token: stranger.token,
    });
    expect(strangerCheck.body).toMatchObject({
      has_access: false,
      course: { id: 'despertar_crypto', price: 197 },
    });
    expect(
      (await api(srv.url, '/api/payments/check-lesson-access/masterclass-01', { token: owner.token })).body
        .has_access,
    ).toBe(false);
    expect(
      (await api(srv.url, '/api/payments/check-lesson-access/masterclass-01', { token: adminToken })).body
        .has_access,
    ).toBe(true);
    expect((await api(srv.url, '/api/payments/check-lesson-access/despertar-crypto-01')).status).toBe(401);
    expect((await api(srv.url, '/api/auth/check-admin', { token: adminToken })).body.is_admin).toBe(true);
    const adminCourses = await api(srv.url, '/api/payments/user-courses', { token: adminToken });
    expect(adminCourses.body.courses.map((c: { course_id: string }) => c.course_id)).toEqual(
      expect.arrayContaining(['despertar_crypto', 'masterclass', 'app_mentoria']),
    );

    const lesson = await api(srv.url, '/api/lessons/despertar-crypto-02', { token: owner.token });
    expect(lesson.body.lesson).toMatchObject({
      id: 'despertar-crypto-02',
      prev_id: 'despertar-crypto-01',
      next_id: 'despertar-crypto-03',
    });
    expect((await api(srv.url, '/api/lessons/despertar-crypto-02', { token: stranger.token })).status).toBe(
      403,
    );

    const url = srv.url + lesson.body.lesson.video_url;
    const ranged = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(srv.url + '/media/v2.mp4')).status).toBe(403);
    expect((await fetch(url.replace('v2.mp4', 'v3.mp4'))).status).toBe(403);

    const put = await api(srv.url, '/api/lessons/despertar-crypto-02/progress', {
      token: owner.token,
      method: 'PUT',
      body: { currentTime: 7.8, duration: 8 },
    });
    expect(put.body.progress).toMatchObject({ currentTime: 7.8, completed: true });
    await api(srv.url, '/api/lessons/despertar-crypto-02/progress', {
      token: owner.token,
      method: 'PUT',
      body: { currentTime: 1, duration: 8 },
    });
    const prog = await api(srv.url, '/api/lessons/progress?course=despertar_crypto', { token: owner.token });
    expect(prog.body.progress['despertar-crypto-02']).toMatchObject({ currentTime: 1, completed: true });
    expect(
      (
        await api(srv.url, '/api/lessons/despertar-crypto-02/progress', {
          token: stranger.token,
          method: 'PUT',
          body: { currentTime: 1, duration: 8 },
        })
      ).status,
    ).toBe(403);
  });

  it('saves checkout customer data with or without a session and serves page-builder pages', async () => {
    const saved = await api(srv.url, '/api/customers/save', {
      body: {
        email: 'Cliente@Example.com',
        firstName: 'Ana',
        lastName: 'Souza',
        identification: { type: 'CPF', number: '529.982.247-25' },
        address: { zip_code: '01001-000', city: 'São Paulo', state: 'SP' },
        courseId: 'despertar_crypto',
        source: 'two-step',
      },
    });
    expect(saved.status).toBe(201);
    const bad = await api(srv.url, '/api/customers/save', { body: { email: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('E-mail inválido.');
    const page = await api(srv.url, '/api/pages/modulo-video-aulas');
    expect(page.body.page.content.length).toBeGreaterThan(0);
    const denied = await api(srv.url, '/api/pages/modulo-video-aulas', {
      method: 'PUT',
      body: { title: 'x', content: [] },
    });
    expect(denied.status).toBe(401);
    const put = await api(srv.url, '/api/pages/teste', {
      token: adminToken,
      method: 'PUT',
      body: { title: 'Teste', content: [{ elType: 'section', elements: [] }] },
    });
    expect(put.status).toBe(200);
  });
});
