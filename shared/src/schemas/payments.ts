import { z } from 'zod';
import { okAnswer } from './common';
import {
  accessStatusSchema,
  courseIdSchema,
  MAX_INSTALLMENTS,
  PAYMENT_PROVIDERS,
  purchaseStatusSchema,
} from './payment-status';

export * from './payment-status';
export * from './catalogue';
export * from './page-builder';

// ---------- Payments ----------

export const paymentConfigResponseSchema = okAnswer({
  config: z.object({
    public_key: z.string(),
    mode: z.enum(PAYMENT_PROVIDERS),
    locale: z.literal('pt-BR'),
    max_installments: z.number().int(),
    pix_enabled: z.boolean(),
    /** The demo and test checkout pages: off when NODE_ENV=production. */
    test_pages: z.boolean(),
  }),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

const identificationSchema = z.object({
  type: z.string().trim().max(10).default('CPF'),
  number: z
    .string()
    .max(40, 'CPF inválido.')
    .trim()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(11, 'CPF inválido.').max(14, 'CPF inválido.')),
});

export const createPreferenceRequestSchema = z.object({
  course_id: courseIdSchema,
  // Accepted for compatibility with the spec's client; never used for the amount.
  course_name: z.string().max(200).optional(),
  course_price: z.unknown().optional(),
  course_description: z.string().max(2000).optional(),
});
export type CreatePreferenceRequest = z.infer<typeof createPreferenceRequestSchema>;

export const createPreferenceResponseSchema = okAnswer({
  preference_id: z.string(),
  init_point: z.string().nullable(),
  external_reference: z.string(),
});

/** The buyer as the card and Pix requests send it (every field optional: the session fills the gaps). */
const payerSchema = z.object({
  email: z.string().max(254, 'E-mail inválido.').trim().toLowerCase().email('E-mail inválido.').optional(),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  identification: identificationSchema.optional(),
});

export const processCardRequestSchema = z.object({
  token: z.string({ error: 'Token do cartão ausente.' }).trim().min(8, 'Token do cartão inválido.').max(128),
  payment_method_id: z.string().trim().min(2).max(40).default('visa'),
  issuer_id: z.union([z.string().max(20), z.number()]).optional(),
  /** Ignored: the amount always comes from the catalogue. */
  transaction_amount: z.unknown().optional(),
  installments: z.coerce
    .number({ error: 'Número de parcelas inválido.' })
    .int('Número de parcelas inválido.')
    .min(1, 'Número de parcelas inválido.')
    .max(MAX_INSTALLMENTS, `Máximo de ${MAX_INSTALLMENTS} parcelas.`)
    .default(1),
  description: z.string().max(300).optional(),
  payer: payerSchema.optional(),
  course_id: courseIdSchema,
});
export type ProcessCardRequest = z.infer<typeof processCardRequestSchema>;

/** The provider's payment a checkout just created, with the purchase and course it pays: card and Pix answer it. */
const createdPaymentFields = {
  payment_id: z.string(),
  /** The provider's status (Mercado Pago's spelling), as it answered. */
  status: z.string(),
  status_detail: z.string().nullable(),
  external_reference: z.string(),
  course_id: z.string(),
};

export const paymentResultSchema = z.object({
  success: z.boolean(),
  ...createdPaymentFields,
  message: z.string(),
  has_access: z.boolean(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const pixRequestSchema = z.object({
  course_id: courseIdSchema,
  payer: payerSchema.optional(),
});
export type PixRequest = z.infer<typeof pixRequestSchema>;

export const pixResponseSchema = okAnswer({
  ...createdPaymentFields,
  /** The purchase it pays: its receipt is shown once the Pix is approved. */
  purchase_id: z.string(),
  amount_cents: z.number().int(),
  /** Copy-and-paste payload. */
  qr_code: z.string(),
  /** data:image/png;base64,... */
  qr_code_image: z.string(),
  ticket_url: z.string().nullable(),
  expires_at: z.string(),
  sandbox: z.boolean(),
});
export type PixResponse = z.infer<typeof pixResponseSchema>;

/** A payment's state as the provider last reported it: the status answer and the 'payment:updated' event share it. */
const paymentStateFields = {
  payment_id: z.string(),
  course_id: z.string(),
  status: purchaseStatusSchema,
  provider_status: z.string(),
  status_detail: z.string().nullable(),
  external_reference: z.string(),
};

export const paymentStatusResponseSchema = okAnswer({
  ...paymentStateFields,
  purchase_id: z.string(),
  has_access: z.boolean(),
  method: z.enum(['card', 'pix', 'preference']),
  /** The buyer may cancel it now (an unpaid Pix, a card under review) and pay another way. */
  cancellable: z.boolean(),
  /** While pending: when the provider cancels it on its own if still unconfirmed. */
  pending_until: z.string().nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;

export const sandboxCardTokenRequestSchema = z.object({
  card_number: z
    .string({ error: 'Informe o número do cartão.' })
    .max(40, 'Número do cartão inválido.')
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(13, 'Número do cartão inválido.').max(19, 'Número do cartão inválido.')),
  cardholder_name: z
    .string({ error: 'Informe o nome impresso no cartão.' })
    .trim()
    .min(2, 'Informe o nome impresso no cartão.')
    .max(100),
  expiration_month: z.coerce
    .number({ error: 'Mês de validade inválido.' })
    .int()
    .min(1, 'Mês de validade inválido.')
    .max(12, 'Mês de validade inválido.'),
  expiration_year: z.coerce
    .number({ error: 'Ano de validade inválido.' })
    .int()
    .min(2000, 'Ano de validade inválido.')
    .max(2100, 'Ano de validade inválido.'),
  security_code: z
    .string({ error: 'Informe o código de segurança.' })
    .trim()
    .regex(/^\d{3,4}$/, 'Código de segurança inválido.'),
  identification: identificationSchema.optional(),
});
export type SandboxCardTokenRequest = z.infer<typeof sandboxCardTokenRequestSchema>;

export const customerSaveRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('E-mail inválido.').max(254),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(20).optional(),
  identification: z
    .object({
      type: z.string().max(10).optional(),
      number: z.string().max(20).optional(),
      /** The buyer kept the CPF of their last purchase (shown masked): the server copies it, never the page. */
      on_file: z.boolean().optional(),
    })
    .optional(),
  address: z
    .object({
      zip_code: z.string().max(10).optional(),
      city: z.string().max(100).optional(),
      state: z.string().max(2).optional(),
    })
    .optional(),
  courseId: z.string().max(60).optional(),
  courseName: z.string().max(200).optional(),
  coursePrice: z.unknown().optional(),
  paymentMethod: z.string().max(40).optional(),
  source: z.string().max(60).optional(),
  status: z.string().max(40).optional(),
  paymentId: z.union([z.string().max(40), z.number()]).optional(),
  timestamp: z.string().max(40).optional(),
});
export type CustomerSaveRequest = z.infer<typeof customerSaveRequestSchema>;

// ---------- Events (room 'user') ----------

export const paymentUpdatedEventSchema = z.object(paymentStateFields);
export type PaymentUpdatedEvent = z.infer<typeof paymentUpdatedEventSchema>;

export const accessChangedEventSchema = z.object({
  course_id: z.string(),
  status: accessStatusSchema,
  has_access: z.boolean(),
  reason: z.enum(['purchase', 'refund', 'chargeback', 'admin']),
});
export type AccessChangedEvent = z.infer<typeof accessChangedEventSchema>;

// ---------- Failure page messages (spec 001 §8) ----------

export function paymentFailureMessage(
  status: string | null | undefined,
  detail: string | null | undefined,
): string {
  if (status === 'rejected') {
    switch (detail) {
      case 'cc_rejected_insufficient_amount':
        return 'Cartão rejeitado por saldo insuficiente.';
      case 'cc_rejected_bad_filled_security_code':
        return 'Código de segurança do cartão inválido.';
      case 'cc_rejected_bad_filled_date':
        return 'Data de vencimento do cartão inválida.';
      case 'cc_rejected_bad_filled_other':
        return 'Dados do cartão preenchidos incorretamente.';
      case 'cc_rejected_high_risk':
        return 'Pagamento rejeitado por segurança.';
      default:
        return 'Pagamento rejeitado pelo banco emissor.';
    }
  }
  if (status === 'cancelled') return 'Pagamento cancelado pelo usuário.';
  return 'Ocorreu um erro durante o processamento do pagamento.';
}

/** Lesson id of the URL ('despertar-crypto-03') to the local lesson number ('3'); default '1'. */
export function lessonNumberFromParam(aulaId: string | undefined): string {
  const m = /(\d+)$/.exec(aulaId ?? '');
  const n = m ? String(Number(m[1])) : '';
  return n && n !== '0' && n !== 'NaN' ? n : '1';
}
