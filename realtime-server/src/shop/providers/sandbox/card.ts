import { randomBytes } from 'node:crypto';
import {
  isValidCardNumber,
  PENDING_PAYMENT_EXPIRY_DAYS,
  SANDBOX_CARDHOLDER_OUTCOMES,
  type SandboxCardTokenRequest,
} from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import { createSandboxRepo } from '../../data/sandbox.repo';
import { PaymentProviderError, type CardPaymentInput } from '../gateway';
import { publicView, type PaymentStore } from './payment-store';
import { SANDBOX_PUBLIC_KEY } from './types';

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|50|2[2-7])/.test(number)) return 'master';
  if (/^(636368|438935|504175|451416|636297|5067|4576|4011)/.test(number)) return 'elo';
  return 'visa';
}

/** Card tokens and card payments, with outcomes by cardholder name as with Mercado Pago's test cards. */
export function createSandboxCards(db: Db, payments: PaymentStore) {
  const repo = createSandboxRepo(db);
  return {
    async createCardToken(input: SandboxCardTokenRequest) {
      if (!isValidCardNumber(input.card_number))
        throw new PaymentProviderError('bad_request', 'Número do cartão inválido.', 400);
      const id = randomBytes(16).toString('hex');
      await repo.insertCardToken({
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
      const token = await repo.useCardToken(input.token);
      if (!token) throw new PaymentProviderError('invalid_token', 'Card Token not found', 400);
      const name = token.cardholder_name.trim().split(/\s+/)[0] as keyof typeof SANDBOX_CARDHOLDER_OUTCOMES;
      const outcome = SANDBOX_CARDHOLDER_OUTCOMES[name] ?? SANDBOX_CARDHOLDER_OUTCOMES.APRO;
      const now = new Date().toISOString();
      const underReview = outcome.status === 'in_process';
      const body = await payments.insert(
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
          // Mercado Pago cancels a review never concluded after 30 days (cancelled/expired).
          date_of_expiration: underReview
            ? new Date(Date.parse(now) + PENDING_PAYMENT_EXPIRY_DAYS * 86_400_000).toISOString()
            : null,
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
    /** The test bank's card review (CONT) ends: approved, or refused for security as Mercado Pago's reviews are. */
    async concludeReview(id: string, outcome: 'approved' | 'rejected', opts?: { notify?: boolean }) {
      const row = await payments.current(id);
      if (!row || row.body.payment_type_id !== 'credit_card')
        throw new PaymentProviderError('not_found', 'Pagamento com cartão não encontrado.', 404);
      if (row.body.status !== 'in_process') return publicView(row.body);
      const now = new Date().toISOString();
      return payments.update(
        id,
        outcome === 'approved'
          ? { status: 'approved', status_detail: 'accredited', date_approved: now, date_of_expiration: null }
          : { status: 'rejected', status_detail: 'cc_rejected_high_risk', date_of_expiration: null },
        opts,
      );
    },
  };
}
