import { randomUUID } from 'node:crypto';
import { MercadoPagoConfig, MercadoPagoError, Payment, PaymentRefund, Preference } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { Logger } from '@sinais/shared/server';
import {
  PaymentProviderError,
  type CardPaymentInput,
  type PaymentGateway,
  type PixPaymentInput,
  type PreferenceInput,
  type ProviderPayment,
} from './gateway';

type PaymentResponse = Awaited<ReturnType<Payment['get']>>;
type PaymentBody = Parameters<Payment['create']>[0]['body'];

export interface MercadoPagoOptions {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** Only for the contract test: a local server that answers like api.mercadopago.com. */
  apiBaseUrl?: string;
  timeoutMs?: number;
  logger: Logger;
}

function toProviderPayment(p: PaymentResponse): ProviderPayment {
  const td = p.point_of_interaction?.transaction_data;
  return {
    id: String(p.id),
    status: p.status ?? 'pending',
    status_detail: p.status_detail ?? null,
    transaction_amount: Number(p.transaction_amount ?? 0),
    installments: p.installments ?? null,
    currency_id: p.currency_id ?? 'BRL',
    external_reference: p.external_reference ?? null,
    payment_method_id: p.payment_method_id ?? null,
    payment_type_id: p.payment_type_id ?? null,
    date_approved: p.date_approved ?? null,
    live_mode: p.live_mode === true,
    card_last_four: p.card?.last_four_digits ?? null,
    pix:
      td?.qr_code && td.qr_code_base64
        ? {
            qr_code: td.qr_code,
            qr_code_base64: td.qr_code_base64,
            ticket_url: td.ticket_url ?? null,
            expires_at: p.date_of_expiration ?? new Date(Date.now() + 24 * 3600_000).toISOString(),
          }
        : null,
  };
}

/** Maps an SDK error to ours: declines are payments, so anything thrown is a refusal or an outage. */
function mapError(err: unknown, logger: Logger): never {
  if (err instanceof PaymentProviderError) throw err;
  const status =
    err instanceof MercadoPagoError ? (err as MercadoPagoError & { status?: number }).status : undefined;
  const raw = err as { message?: string; cause?: Array<{ code?: unknown; description?: string }> };
  logger.warn({ status, message: raw.message, cause: raw.cause }, 'Mercado Pago recusou a chamada');
  const causeCode = raw.cause?.[0]?.code;
  if (String(causeCode) === '2006' || /card token/i.test(raw.message ?? '')) {
    throw new PaymentProviderError('invalid_token', 'Card Token not found', status);
  }
  if (status === 404) throw new PaymentProviderError('not_found', 'Pagamento não encontrado.', 404);
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
    throw new PaymentProviderError(
      'bad_request',
      raw.message ?? 'Requisição recusada pelo provedor.',
      status,
    );
  }
  throw new PaymentProviderError('unavailable', 'Provedor de pagamento indisponível.', status);
}

export function createMercadoPagoGateway(opts: MercadoPagoOptions): PaymentGateway {
  if (opts.apiBaseUrl) {
    // The SDK has no per-client base URL; this is set once, only when MP_API_BASE_URL is configured.
    (AppConfig as unknown as { BASE_URL: string }).BASE_URL = opts.apiBaseUrl.replace(/\/$/, '');
  }
  // A fresh config per call: the SDK merges requestOptions (the idempotency key) into the shared config (sdk-nodejs#481).
  const config = () =>
    new MercadoPagoConfig({ accessToken: opts.accessToken, options: { timeout: opts.timeoutMs ?? 15_000 } });

  /** One SDK call on a fresh config; whatever it throws becomes our PaymentProviderError. */
  const call = async <T>(request: (config: MercadoPagoConfig) => Promise<T>): Promise<T> => {
    try {
      return await request(config());
    } catch (err) {
      return mapError(err, opts.logger);
    }
  };
  /** POST /v1/payments: a card and a Pix payment differ only in the body. */
  const createPayment = (body: PaymentBody, idempotencyKey: string) =>
    call(async (c) =>
      toProviderPayment(await new Payment(c).create({ body, requestOptions: { idempotencyKey } })),
    );

  return {
    provider: 'mercadopago',
    publicKey: opts.publicKey,
    webhookSecret: opts.webhookSecret,

    createCardPayment: (input: CardPaymentInput) =>
      createPayment(
        {
          token: input.token,
          transaction_amount: input.amount,
          installments: input.installments,
          payment_method_id: input.payment_method_id,
          ...(input.issuer_id !== undefined ? { issuer_id: input.issuer_id } : {}),
          description: input.description,
          external_reference: input.external_reference,
          ...(input.notification_url ? { notification_url: input.notification_url } : {}),
          payer: {
            email: input.payer.email,
            ...(input.payer.identification ? { identification: input.payer.identification } : {}),
          },
        },
        input.idempotencyKey,
      ),

    createPixPayment: (input: PixPaymentInput) =>
      createPayment(
        {
          transaction_amount: input.amount,
          description: input.description,
          payment_method_id: 'pix',
          external_reference: input.external_reference,
          date_of_expiration: input.expires_at.toISOString().replace('Z', '+00:00'),
          ...(input.notification_url ? { notification_url: input.notification_url } : {}),
          payer: {
            email: input.payer.email,
            ...(input.payer.first_name ? { first_name: input.payer.first_name } : {}),
            ...(input.payer.last_name ? { last_name: input.payer.last_name } : {}),
            ...(input.payer.identification ? { identification: input.payer.identification } : {}),
          },
        },
        input.idempotencyKey,
      ),

    async getPayment(id) {
      if (!/^\d{1,20}$/.test(id)) return null;
      try {
        return toProviderPayment(await new Payment(config()).get({ id }));
      } catch (err) {
        if (err instanceof MercadoPagoError && (err as MercadoPagoError & { status?: number }).status === 404)
          return null;
        mapError(err, opts.logger);
      }
    },

    refundPayment: (id, { idempotencyKey }) =>
      call(async (c) => {
        const r = await new PaymentRefund(c).create({ payment_id: id, requestOptions: { idempotencyKey } });
        return {
          id: String(r.id ?? ''),
          payment_id: String(r.payment_id ?? id),
          amount: Number(r.amount ?? 0),
          status: r.status ?? 'approved',
          date_created: r.date_created ?? null,
        };
      }),

    cancelPayment: (id) =>
      call(async (c) =>
        toProviderPayment(
          await new Payment(c).cancel({ id, requestOptions: { idempotencyKey: randomUUID() } }),
        ),
      ),

    createPreference: (input: PreferenceInput) =>
      call(async (c) => {
        const pref = await new Preference(c).create({
          body: {
            items: [
              {
                id: input.course.id,
                title: input.course.name,
                description: input.course.description,
                quantity: 1,
                unit_price: input.course.price_cents / 100,
                currency_id: 'BRL',
              },
            ],
            external_reference: input.external_reference,
            ...(input.back_urls ? { back_urls: input.back_urls, auto_return: 'approved' } : {}),
            ...(input.notification_url ? { notification_url: input.notification_url } : {}),
            ...(input.payer_email ? { payer: { email: input.payer_email } } : {}),
            payment_methods: { installments: 12 },
          },
        });
        return { id: String(pref.id), init_point: pref.init_point ?? null };
      }),

    async close() {},
  };
}
