import type { SandboxCardTokenRequest } from '@sinais/shared';
import type { PaymentGateway, ProviderPayment } from '../gateway';

export const SANDBOX_PUBLIC_KEY = 'TEST-sandbox-mock-public-key';

export interface SandboxPaymentBody extends Omit<ProviderPayment, 'card_last_four'> {
  date_created: string;
  date_last_updated: string;
  card: { first_six_digits: string; last_four_digits: string; cardholder: { name: string } } | null;
  payer: { email: string };
  /**
   * Like Mercado Pago's: when a payment still pending ends on its own (`cancelled/expired`). A Pix at its expiry,
   * a card under review after 30 days; null once nothing is pending.
   */
  date_of_expiration?: string | null;
  /** Like Mercado Pago's payment resource: the refunds made and their total. */
  refunds?: SandboxRefundBody[];
  transaction_amount_refunded?: number;
}

/** Mercado Pago's refund resource (POST/GET /v1/payments/{id}/refunds). */
export interface SandboxRefundBody {
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
  /** The test bank concludes a card under review (holder CONT); the sandbox then notifies like Mercado Pago. */
  concludeReview(
    id: string,
    outcome: 'approved' | 'rejected',
    opts?: { notify?: boolean },
  ): Promise<ProviderPayment>;
  chargeback(id: string, opts?: { notify?: boolean }): Promise<ProviderPayment>;
  /** Resolves when every webhook the sandbox has started sending is done (tests, shutdown). */
  drain(): Promise<void>;
  /** Cancels (expired) every payment past its expiry and notifies, as Mercado Pago does; returns how many. */
  expireDue(): Promise<number>;
}
