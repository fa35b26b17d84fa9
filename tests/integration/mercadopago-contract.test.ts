import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, registerAndLogin } from '../helpers/accounts';
import { publishCourse } from '../helpers/courses';
import { api, type TestServer } from '../helpers/server';
import { postgresUnavailable, reportSkip } from '../helpers/services';
import { startServerOnTestDb } from '../helpers/stack';

reportSkip(postgresUnavailable, 'Mercado Pago contract on PostgreSQL');

const ACCESS_TOKEN = 'TEST-1234567890-contract-access-token';
const PUBLIC_KEY = 'TEST-public-key-contract-0001';
const SECRET = 'segredo-mp-contrato-456';

interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  body: any;
}

/** Answers like api.mercadopago.com for the calls we make (fields as in the contract notes). */
function fakeMercadoPago() {
  const seen: Seen[] = [];
  const payments = new Map<string, any>();
  const byKey = new Map<string, string>();
  let next = 1_325_000_001;
  const read = (req: IncomingMessage) =>
    new Promise<any>((resolve) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => resolve(raw ? JSON.parse(raw) : null));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url!, 'http://x');
    seen.push({
      method: req.method!,
      path: url.pathname,
      auth: req.headers.authorization,
      idempotencyKey: req.headers['x-idempotency-key'] as string | undefined,
      body,
    });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`)
      return send(401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
    if (req.method === 'POST' && url.pathname === '/v1/payments') {
      const key = req.headers['x-idempotency-key'] as string | undefined;
      if (!key)
        return send(400, {
          message: 'X-Idempotency-Key required',
          error: 'bad_request',
          status: 400,
          cause: [],
        });
      if (byKey.has(key)) return send(201, payments.get(byKey.get(key)!));
      if (body.payment_method_id !== 'pix' && body.token === 'token-inexistente') {
        return send(400, {
          message: 'Card Token not found',
          error: 'bad_request',
          status: 400,
          cause: [{ code: 2006, description: 'Card Token not found' }],
        });
      }
      const id = next++;
      const now = new Date().toISOString().replace('Z', '-03:00');
      const pix = body.payment_method_id === 'pix';
      const approved = !pix && body.token !== 'token-recusado';
      const p = {
        id,
        status: pix ? 'pending' : approved ? 'approved' : 'rejected',
        status_detail: pix
          ? 'pending_waiting_transfer'
          : approved
            ? 'accredited'
            : 'cc_rejected_insufficient_amount',
        payment_method_id: body.payment_method_id,
        payment_type_id: pix ? 'bank_transfer' : 'credit_card',
        date_created: now,
        date_approved: approved ? now : null,
        date_last_updated: now,
        date_of_expiration: body.date_of_expiration ?? null,
        transaction_amount: body.transaction_amount,
        installments: body.installments ?? 1,
        currency_id: 'BRL',
        external_reference: body.external_reference,
        live_mode: false,
        payer: { email: body.payer?.email, identification: body.payer?.identification },
        card: pix
          ? {}
          : { first_six_digits: '503143', last_four_digits: '6351', cardholder: { name: 'APRO' } },
        transaction_details: {
          net_received_amount: body.transaction_amount,
          total_paid_amount: body.transaction_amount,
          installment_amount: body.transaction_amount / (body.installments ?? 1),
        },
        point_of_interaction: pix
          ? {
              type: 'PIX',
              transaction_data: {
                qr_code: '00020126580014br.gov.bcb.pix0136teste',
                qr_code_base64: 'iVBORw0KGgo=',
                ticket_url: 'https://www.mercadopago.com.br/payments/1/ticket',
              },
            }
          : {},
      };
      payments.set(String(id), p);
      byKey.set(key, String(id));
      return send(201, p);
    }
    const m = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(url.pathname);
    if (m) {
      const p = payments.get(m[1]!);
      if (!p) return send(404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
      if (req.method === 'GET') return send(200, p);
      if (req.method === 'POST' && m[2]) {
        p.status = 'refunded';
        p.status_detail = 'refunded';
        return send(201, {
          id: Date.now(),
          payment_id: p.id,
          amount: p.transaction_amount,
          status: 'approved',
        });
      }
    }
    if (req.method === 'POST' && url.pathname.startsWith('/checkout/preferences')) {
      return send(201, {
        id: `202809963-${randomUUID()}`,
        init_point: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=1',
        sandbox_init_point: 'https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=1',
        date_created: new Date().toISOString(),
        items: body.items,
        external_reference: body.external_reference,
      });
    }
    send(404, { message: 'resource not found', error: 'not_found', status: 404, cause: [] });
  });
  return { server, seen, payments };
}

describe.skipIf(postgresUnavailable !== null)(
  'Mercado Pago gateway against a local API double (real SDK path)',
  () => {
    const mp = fakeMercadoPago();
    let srv: TestServer;
    let token: string;
    let adminToken: string;

    beforeAll(async () => {
      await new Promise<void>((r) => mp.server.listen(0, '127.0.0.1', () => r()));
      const port = (mp.server.address() as { port: number }).port;
      srv = await startServerOnTestDb({
        MP_ACCESS_TOKEN: ACCESS_TOKEN,
        MP_PUBLIC_KEY: PUBLIC_KEY,
        MP_WEBHOOK_SECRET: SECRET,
        MP_API_BASE_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: 'admin@sinais.test',
        ADMIN_PASSWORD: 'admin-senha-123',
      });
      const email = `mp-${randomUUID().slice(0, 8)}@example.com`;
      token = await registerAndLogin(srv.url, {
        username: 'compradormp',
        email,
        password: 'senha-forte-123',
      });
      adminToken = await loginToken(srv.url, 'admin@sinais.test', 'admin-senha-123');
      await publishCourse(srv.url, adminToken, 'masterclass');
      await publishCourse(srv.url, adminToken, 'app_mentoria');
    });
    afterAll(async () => {
      await srv?.close();
      await new Promise((r) => mp.server.close(r));
    });

    it('hands the browser the real public key and no sandbox routes', async () => {
      const cfg = await api(srv.url, '/api/payments/config');
      expect(cfg.body.config).toMatchObject({
        public_key: PUBLIC_KEY,
        mode: 'mercadopago',
        max_installments: 12,
      });
      const tok = await api(srv.url, '/api/payments/sandbox/card-tokens', { body: {} });
      expect(tok.status).toBe(404);
    });

    it('creates card payments through the SDK with the catalogue amount and a fresh idempotency key each time', async () => {
      const body = {
        token: 'card-token-abc123',
        payment_method_id: 'master',
        issuer_id: '24',
        installments: 12,
        transaction_amount: 1,
        course_id: 'despertar_crypto',
        payer: { email: 'buyer@example.com', identification: { type: 'CPF', number: '12345678909' } },
      };
      const first = await api(srv.url, '/api/payments/process-card', { token, body });
      expect(first.body).toMatchObject({
        success: true,
        status: 'approved',
        status_detail: 'accredited',
        has_access: true,
      });
      const second = await api(srv.url, '/api/payments/process-card', {
        token,
        body: { ...body, token: 'token-recusado', course_id: 'masterclass' },
      });
      expect(second.body).toMatchObject({
        success: false,
        status: 'rejected',
        message: 'Cartão rejeitado por saldo insuficiente.',
      });

      const posts = mp.seen.filter((s) => s.method === 'POST' && s.path === '/v1/payments');
      expect(posts).toHaveLength(2);
      expect(posts[0]!.auth).toBe(`Bearer ${ACCESS_TOKEN}`);
      expect(posts[0]!.body).toMatchObject({
        token: 'card-token-abc123',
        transaction_amount: 197,
        installments: 12,
        payment_method_id: 'master',
        issuer_id: 24,
        payer: { email: 'buyer@example.com' },
      });
      expect(posts[1]!.body.transaction_amount).toBe(497);
      expect(posts[0]!.idempotencyKey).toBeTruthy();
      expect(posts[0]!.idempotencyKey).not.toBe(posts[1]!.idempotencyKey);

      const missing = await api(srv.url, '/api/payments/process-card', {
        token,
        body: { ...body, token: 'token-inexistente', course_id: 'test_checkout_transparente' },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe('invalid_card_token');
    });

    it('creates a Pix, is approved by a signed webhook after re-reading the payment, and refunds', async () => {
      const pix = await api(srv.url, '/api/payments/pix', { token, body: { course_id: 'app_mentoria' } });
      expect(pix.status).toBe(201);
      expect(pix.body).toMatchObject({
        status: 'pending',
        qr_code: expect.stringContaining('br.gov.bcb.pix'),
        ticket_url: expect.stringContaining('mercadopago'),
        sandbox: false,
      });
      expect(pix.body.qr_code_image).toBe('data:image/png;base64,iVBORw0KGgo=');
      const sent = mp.seen
        .filter((s) => s.path === '/v1/payments' && s.body?.payment_method_id === 'pix')
        .at(-1)!;
      expect(sent.body).toMatchObject({
        transaction_amount: 997,
        payment_method_id: 'pix',
        payer: { email: expect.any(String) },
      });
      expect(Date.parse(sent.body.date_of_expiration)).toBeGreaterThan(Date.now() + 29 * 60_000);

      mp.payments.get(pix.body.payment_id).status = 'approved';
      mp.payments.get(pix.body.payment_id).status_detail = 'accredited';
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      const v1 = createHmac('sha256', SECRET)
        .update(`id:${pix.body.payment_id};request-id:${requestId};ts:${ts};`)
        .digest('hex');
      const hook = await api(srv.url, `/api/payments/webhook?data.id=${pix.body.payment_id}&type=payment`, {
        body: {
          id: 12345,
          live_mode: false,
          type: 'payment',
          action: 'payment.updated',
          data: { id: pix.body.payment_id },
        },
        headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
      });
      expect(hook.status).toBe(200);
      expect(
        mp.seen.some((s) => s.method === 'GET' && s.path === `/v1/payments/${pix.body.payment_id}`),
      ).toBe(true);
      expect((await api(srv.url, '/api/payments/check-access/app_mentoria', { token })).body.has_access).toBe(
        true,
      );

      const refund = await api(srv.url, `/api/payments/${pix.body.payment_id}/refund`, {
        token: adminToken,
        body: {},
      });
      expect(refund.body.status).toBe('refunded');
      const refundPost = mp.seen.find(
        (s) => s.method === 'POST' && s.path === `/v1/payments/${pix.body.payment_id}/refunds`,
      );
      // One refund per purchase at the provider, whatever retries or double clicks happen.
      expect(refundPost?.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);
      expect((await api(srv.url, '/api/payments/check-access/app_mentoria', { token })).body.has_access).toBe(
        false,
      );
    });

    it('creates a Checkout Pro preference with the catalogue price', async () => {
      const pref = await api(srv.url, '/api/payments/create-preference', {
        token,
        body: { course_id: 'masterclass', course_name: 'x', course_price: 1 },
      });
      expect(pref.status).toBe(200);
      expect(pref.body.preference_id).toMatch(/^202809963-/);
      const sent = mp.seen.filter((s) => s.path.startsWith('/checkout/preferences')).at(-1)!;
      expect(sent.body.items[0]).toMatchObject({
        id: 'masterclass',
        unit_price: 497,
        quantity: 1,
        currency_id: 'BRL',
      });
    });
  },
);
