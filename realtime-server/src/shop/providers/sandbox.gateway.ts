import { randomBytes, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { isValidCardNumber, SANDBOX_CARDHOLDER_OUTCOMES, type SandboxCardTokenRequest } from '@sinais/shared';
import type { Db, Logger } from '@sinais/shared/server';
import {
  PaymentProviderError,
  type CardPaymentInput,
  type PaymentGateway,
  type PixPaymentInput,
  type PreferenceInput,
  type ProviderPayment,
  type ProviderRefund,
} from './gateway';
import { createSandboxRepo } from '../data/sandbox.repo';
import { buildPixCode } from './pix-code';
import { signWebhook } from './webhook-signature';

export const SANDBOX_PUBLIC_KEY = 'TEST-sandbox-mock-public-key';

interface SandboxPaymentBody extends Omit<ProviderPayment, 'card_last_four'> {
  date_created: string;
  date_last_updated: string;
  card: { first_six_digits: string; last_four_digits: string; cardholder: { name: string } } | null;
  payer: { email: string };
  /** Like Mercado Pago's payment resource: the refunds made and their total. */
  refunds?: SandboxRefundBody[];
  transaction_amount_refunded?: number;
}

/** Mercado Pago's refund resource (POST/GET /v1/payments/{id}/refunds). */
interface SandboxRefundBody {
  id: number;
  payment_id: number;
  amount: number;
  metadata: Record<string, unknown>;
  source: { id: string; name: string; type: string };
  date_created: string;
  unique_sequence_number: string | null;
  refund_mode: string;
  adjustment_amount: number;
  status: string;
  reason: string | null;
  labels: string[];
  amount_refunded_to_payer: number;
}

export interface SandboxGateway extends PaymentGateway {
  readonly provider: 'sandbox';
  createCardToken(input: SandboxCardTokenRequest): Promise<Record<string, unknown>>;
  /** The buyer "pays" the Pix in the test bank; the sandbox then notifies like Mercado Pago. */
  approvePix(id: string, opts?: { notify?: boolean }): Promise<ProviderPayment>;
  chargeback(id: string, opts?: { notify?: boolean }): Promise<ProviderPayment>;
  /** Resolves when every webhook the sandbox has started sending is done (tests, shutdown). */
  drain(): Promise<void>;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|50|2[2-7])/.test(number)) return 'master';
  if (/^(636368|438935|504175|451416|636297|5067|4576|4011)/.test(number)) return 'elo';
  return 'visa';
}

/**
 * A stand-in for Mercado Pago that keeps the same server contract: card tokens, outcomes by cardholder
 * name as with MP's test cards, Pix with a real QR image, and webhooks signed exactly like MP's.
 */
export function createSandboxGateway(deps: {
  db: Db;
  logger: Logger;
  /** Shared by every gateway (SANDBOX_WEBHOOK_SECRET): the webhook may reach another one. */
  webhookSecret: string;
}): SandboxGateway {
  const { db, logger, webhookSecret } = deps;
  const inflight = new Set<Promise<void>>();
  let closed = false;

  const read = async (id: string) => {
    if (!/^\d{1,20}$/.test(id)) return null;
    return createSandboxRepo(db).payment<SandboxPaymentBody>(id);
  };

  /** A Pix not paid by its expiry is cancelled/expired at Mercado Pago, with a notification. */
  const current = async (id: string) => {
    const row = await read(id);
    if (
      row &&
      row.body.status === 'pending' &&
      row.body.pix &&
      Date.parse(row.body.pix.expires_at) < Date.now()
    ) {
      const expired = await update(id, { status: 'cancelled', status_detail: 'expired' });
      return { ...row, body: { ...row.body, ...expired, pix: row.body.pix } as SandboxPaymentBody };
    }
    return row;
  };

  const publicView = (b: SandboxPaymentBody): ProviderPayment => ({
    id: b.id,
    status: b.status,
    status_detail: b.status_detail,
    transaction_amount: b.transaction_amount,
    installments: b.installments,
    currency_id: b.currency_id,
    external_reference: b.external_reference,
    payment_method_id: b.payment_method_id,
    payment_type_id: b.payment_type_id,
    date_approved: b.date_approved,
    live_mode: false,
    pix: b.pix,
    card_last_four: b.card?.last_four_digits ?? null,
  });

  function notify(id: string, action: 'payment.created' | 'payment.updated', url: string | null): void {
    if (!url || closed) return;
    const send = async () => {
      // Like Mercado Pago: a moment after the API answered, then a few retries.
      for (const delay of [250, 1000, 3000]) {
        await new Promise((r) => setTimeout(r, delay));
        if (closed) return;
        const requestId = randomUUID();
        const ts = String(Math.floor(Date.now() / 1000));
        const target = new URL(url);
        target.searchParams.set('data.id', id);
        target.searchParams.set('type', 'payment');
        const body = {
          id: Number(`${Date.now()}${Math.floor(Math.random() * 1000)}`),
          live_mode: false,
          type: 'payment',
          date_created: new Date().toISOString(),
          user_id: 44444,
          api_version: 'v1',
          action,
          data: { id },
        };
        try {
          const res = await fetch(target, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-signature': signWebhook(webhookSecret, id, requestId, ts),
              'x-request-id': requestId,
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status < 500) return;
        } catch (err) {
          if (closed) return;
          logger.debug({ err, paymentId: id }, 'sandbox: webhook não entregue, tentando de novo');
        }
      }
    };
    const p = send().finally(() => inflight.delete(p));
    inflight.add(p);
  }

  async function insertPayment(
    body: Omit<SandboxPaymentBody, 'id'>,
    notificationUrl: string | undefined,
    key: string,
  ) {
    const existing = await createSandboxRepo(db).paymentByKey<SandboxPaymentBody>(key);
    if (existing) return existing;
    const id = await createSandboxRepo(db).insertPayment(key, notificationUrl ?? null);
    const full: SandboxPaymentBody = { ...body, id };
    await createSandboxRepo(db).writePayment(id, full, { touch: false });
    notify(id, 'payment.created', notificationUrl ?? null);
    return full;
  }

  async function update(id: string, patch: Partial<SandboxPaymentBody>, opts: { notify?: boolean } = {}) {
    const row = await read(id);
    if (!row) throw new PaymentProviderError('not_found', 'Pagamento não encontrado.', 404);
    const body: SandboxPaymentBody = { ...row.body, ...patch, date_last_updated: new Date().toISOString() };
    await createSandboxRepo(db).writePayment(id, body, { touch: true });
    if (opts.notify !== false) notify(id, 'payment.updated', row.notification_url);
    return publicView(body);
  }

  return {
    provider: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    webhookSecret,

    async createCardToken(input) {
      if (!isValidCardNumber(input.card_number))
        throw new PaymentProviderError('bad_request', 'Número do cartão inválido.', 400);
      const id = randomBytes(16).toString('hex');
      await createSandboxRepo(db).insertCardToken({
        id,
        cardholderName: input.cardholder_name.toUpperCase(),
        firstSix: input.card_number.slice(0, 6),
        lastFour: input.card_number.slice(-4),
        expirationMonth: input.expiration_month,
        expirationYear: input.expiration_year,
        identificationType: input.identification?.type ?? null,
        identificationNumber: input.identification?.number ?? null,
      });
      const now = new Date();
      return {
        id,
        public_key: SANDBOX_PUBLIC_KEY,
        first_six_digits: input.card_number.slice(0, 6),
        last_four_digits: input.card_number.slice(-4),
        payment_method_id: brandOf(input.card_number),
        expiration_month: input.expiration_month,
        expiration_year: input.expiration_year,
        cardholder: { name: input.cardholder_name.toUpperCase() },
        status: 'active',
        live_mode: false,
        date_created: now.toISOString(),
        date_due: new Date(now.getTime() + 7 * 24 * 3600_000).toISOString(),
      };
    },

    async createCardPayment(input: CardPaymentInput) {
      // Tokens are single-use, like Mercado Pago's.
      const token = await createSandboxRepo(db).useCardToken(input.token);
      if (!token) throw new PaymentProviderError('invalid_token', 'Card Token not found', 400);
      const name = token.cardholder_name.trim().split(/\s+/)[0] as keyof typeof SANDBOX_CARDHOLDER_OUTCOMES;
      const outcome = SANDBOX_CARDHOLDER_OUTCOMES[name] ?? SANDBOX_CARDHOLDER_OUTCOMES.APRO;
      const now = new Date().toISOString();
      const body = await insertPayment(
        {
          status: outcome.status,
          status_detail: outcome.status_detail,
          transaction_amount: input.amount,
          installments: input.installments,
          currency_id: 'BRL',
          external_reference: input.external_reference,
          payment_method_id: input.payment_method_id,
          payment_type_id: 'credit_card',
          date_approved: outcome.status === 'approved' ? now : null,
          live_mode: false,
          pix: null,
          date_created: now,
          date_last_updated: now,
          card: {
            first_six_digits: token.first_six_digits,
            last_four_digits: token.last_four_digits,
            cardholder: { name: token.cardholder_name },
          },
          payer: { email: input.payer.email },
        },
        input.notification_url,
        input.idempotencyKey,
      );
      return publicView(body);
    },

    async createPixPayment(input: PixPaymentInput) {
      const now = new Date().toISOString();
      const qr = buildPixCode({
        key: 'pix@sinaiscripto.com.br',
        amount: input.amount,
        merchant: 'Sinais Cripto',
        city: 'Sao Paulo',
        txid: input.external_reference,
      });
      const png = await QRCode.toDataURL(qr, { errorCorrectionLevel: 'M', margin: 1, width: 280 });
      const body = await insertPayment(
        {
          status: 'pending',
          status_detail: 'pending_waiting_transfer',
          transaction_amount: input.amount,
          installments: 1,
          currency_id: 'BRL',
          external_reference: input.external_reference,
          payment_method_id: 'pix',
          payment_type_id: 'bank_transfer',
          date_approved: null,
          live_mode: false,
          pix: {
            qr_code: qr,
            qr_code_base64: png.replace(/^data:image\/png;base64,/, ''),
            ticket_url: null,
            expires_at: input.expires_at.toISOString(),
          },
          date_created: now,
          date_last_updated: now,
          card: null,
          payer: { email: input.payer.email },
        },
        input.notification_url,
        input.idempotencyKey,
      );
      return publicView(body);
    },

    async getPayment(id) {
      const row = await current(id);
      return row ? publicView(row.body) : null;
    },

    async approvePix(id, opts) {
      const row = await current(id);
      if (!row || row.body.payment_method_id !== 'pix')
        throw new PaymentProviderError('not_found', 'Pagamento Pix não encontrado.', 404);
      if (row.body.status !== 'pending') return publicView(row.body);
      return update(
        id,
        { status: 'approved', status_detail: 'accredited', date_approved: new Date().toISOString() },
        opts,
      );
    },

    async refundPayment(id, { idempotencyKey }): Promise<ProviderRefund> {
      if (!/^\d{1,20}$/.test(id)) throw new PaymentProviderError('not_found', 'Payment not found', 404);
      const toRefund = (r: SandboxRefundBody): ProviderRefund => ({
        id: String(r.id),
        payment_id: String(r.payment_id),
        amount: r.amount,
        status: r.status,
        date_created: r.date_created,
      });
      // One transaction with the payment row locked: a refund and the payment turning refunded are seen together.
      const out = await db.tx(async (q) => {
        const row = await createSandboxRepo(q).payment<SandboxPaymentBody>(id, true);
        if (!row) throw new PaymentProviderError('not_found', 'Payment not found', 404);
        // The same key answers the same refund, as Mercado Pago's X-Idempotency-Key does.
        const again = await createSandboxRepo(q).refundByKey<SandboxRefundBody>(idempotencyKey, id);
        if (again) return { refund: again, notify: null };
        if (row.body.status !== 'approved')
          throw new PaymentProviderError('bad_request', 'Payment not refundable: invalid status', 400);
        const amount =
          Math.round((row.body.transaction_amount - (row.body.transaction_amount_refunded ?? 0)) * 100) / 100;
        const refundId = await createSandboxRepo(q).insertRefund(id, idempotencyKey, amount);
        const refund: SandboxRefundBody = {
          id: refundId,
          payment_id: Number(id),
          amount,
          metadata: {},
          source: { id: '44444', name: 'Sinais Cripto', type: 'collector' },
          date_created: new Date().toISOString(),
          unique_sequence_number: null,
          refund_mode: 'standard',
          adjustment_amount: 0,
          status: 'approved',
          reason: null,
          labels: [],
          amount_refunded_to_payer: amount,
        };
        await createSandboxRepo(q).writeRefund(refund.id, refund);
        // A total refund turns the payment into refunded/refunded, like Mercado Pago.
        const body: SandboxPaymentBody = {
          ...row.body,
          status: 'refunded',
          status_detail: 'refunded',
          refunds: [...(row.body.refunds ?? []), refund],
          transaction_amount_refunded: row.body.transaction_amount,
          date_last_updated: new Date().toISOString(),
        };
        await createSandboxRepo(q).writePayment(id, body, { touch: true });
        return { refund, notify: row.notification_url };
      });
      if (out.notify !== null) notify(id, 'payment.updated', out.notify);
      return toRefund(out.refund);
    },

    async cancelPayment(id) {
      const row = await current(id);
      if (!row) throw new PaymentProviderError('not_found', 'Payment not found', 404);
      if (row.body.status === 'cancelled') return publicView(row.body);
      if (!['pending', 'in_process', 'authorized'].includes(row.body.status))
        throw new PaymentProviderError('bad_request', 'Payment can not be cancelled: invalid status', 400);
      return update(id, { status: 'cancelled', status_detail: 'by_collector' });
    },

    async chargeback(id, opts) {
      return update(id, { status: 'charged_back', status_detail: 'settled' }, opts);
    },

    async createPreference(_input: PreferenceInput) {
      return { id: `sandbox-pref-${randomUUID()}`, init_point: null };
    },

    async drain() {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },

    async close() {
      closed = true;
    },
  };
}
