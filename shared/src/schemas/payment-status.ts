import { z } from 'zod';

/** Courses on sale, payment providers and the purchase and access statuses every shop payload uses. */

export const COURSE_IDS = [
  'despertar_crypto',
  'masterclass',
  'app_mentoria',
  'test_checkout_transparente',
] as const;
export const courseIdSchema = z.enum(COURSE_IDS, { error: 'Curso inválido.' });
export type CourseId = z.infer<typeof courseIdSchema>;

export const MAX_INSTALLMENTS = 12;
export const PAYMENT_PROVIDERS = ['mercadopago', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Mercado Pago test-card outcomes by cardholder name (the sandbox decides the same way). */
export const SANDBOX_CARDHOLDER_OUTCOMES = {
  APRO: { status: 'approved', status_detail: 'accredited' },
  CONT: { status: 'in_process', status_detail: 'pending_contingency' },
  FUND: { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_date' },
  CALL: { status: 'rejected', status_detail: 'cc_rejected_call_for_authorize' },
  FORM: { status: 'rejected', status_detail: 'cc_rejected_bad_filled_other' },
  OTHE: { status: 'rejected', status_detail: 'cc_rejected_other_reason' },
} as const;

/** Provider statuses (Mercado Pago's spelling). */
export const providerStatusSchema = z.enum([
  'approved',
  'authorized',
  'pending',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
]);
export type ProviderStatus = z.infer<typeof providerStatusSchema>;

/** Our purchase statuses: what the provider status means for the buyer. */
export const purchaseStatusSchema = z.enum(['approved', 'pending', 'rejected', 'refunded']);
export type PurchaseStatus = z.infer<typeof purchaseStatusSchema>;

export const accessStatusSchema = z.enum(['active', 'revoked', 'expired', 'inactive']);
export type AccessStatus = z.infer<typeof accessStatusSchema>;

export function purchaseStatusOf(status: string): PurchaseStatus {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    case 'rejected':
    case 'cancelled':
      return 'rejected';
    default:
      return 'pending';
  }
}
