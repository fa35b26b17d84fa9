import type { PaymentProvider } from '@sinais/shared';

/** A payment as the provider reports it (Mercado Pago's field names). */
export interface ProviderPayment {
  id: string;
  status: string;
  status_detail: string | null;
  transaction_amount: number;
  installments: number | null;
  currency_id: string;
  external_reference: string | null;
  payment_method_id: string | null;
  payment_type_id: string | null;
  date_approved: string | null;
  live_mode: boolean;
  pix: PixData | null;
  /** Card payments: the last four digits, for the receipt. */
  card_last_four: string | null;
}

/** A refund as the provider reports it (Mercado Pago's `RefundResponse`). */
export interface ProviderRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  date_created: string | null;
}

export interface PixData {
  qr_code: string;
  qr_code_base64: string;
  ticket_url: string | null;
  expires_at: string;
}

export interface PayerInput {
  email: string;
  first_name?: string;
  last_name?: string;
  identification?: { type: string; number: string };
}

export interface CardPaymentInput {
  /** In reais, from the catalogue. */
  amount: number;
  token: string;
  installments: number;
  payment_method_id: string;
  issuer_id?: number;
  description: string;
  external_reference: string;
  payer: PayerInput;
  notification_url?: string;
  idempotencyKey: string;
}

export interface PixPaymentInput {
  amount: number;
  description: string;
  external_reference: string;
  payer: PayerInput;
  expires_at: Date;
  notification_url?: string;
  idempotencyKey: string;
}

export interface PreferenceInput {
  course: { id: string; name: string; description: string; price_cents: number };
  external_reference: string;
  back_urls?: { success: string; pending: string; failure: string };
  notification_url?: string;
  payer_email?: string;
}

/** Declines come back as payments with status 'rejected'; this is for calls the provider refused outright. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'invalid_token' | 'bad_request' | 'unavailable' | 'not_found',
    message: string,
    readonly providerStatus?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Given to the browser (Card Payment Brick); the sandbox's is a mock key. */
  readonly publicKey: string;
  /** Key of the x-signature HMAC on webhooks. */
  readonly webhookSecret: string;
  createCardPayment(input: CardPaymentInput): Promise<ProviderPayment>;
  createPixPayment(input: PixPaymentInput): Promise<ProviderPayment>;
  /** Re-reads a payment; null when the provider does not know it. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /**
   * Total refund (POST /v1/payments/{id}/refunds). The key makes a retried or doubled request one refund at the
   * provider. Resolves with the provider's refund record.
   */
  refundPayment(id: string, opts: { idempotencyKey: string }): Promise<ProviderRefund>;
  /** Cancels a payment still pending (an unpaid Pix, a card under review); the provider refuses anything else. */
  cancelPayment(id: string): Promise<ProviderPayment>;
  createPreference(input: PreferenceInput): Promise<{ id: string; init_point: string | null }>;
  close(): Promise<void>;
}
