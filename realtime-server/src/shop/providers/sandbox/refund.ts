import type { Db } from '@sinais/shared/server';
import { createSandboxRepo } from '../../data/sandbox.repo';
import { PaymentProviderError, type ProviderRefund } from '../gateway';
import type { SandboxPaymentBody, SandboxRefundBody } from './types';
import type { WebhookSender } from './webhooks';

const toRefund = (r: SandboxRefundBody): ProviderRefund => ({
  id: String(r.id),
  payment_id: String(r.payment_id),
  amount: r.amount,
  status: r.status,
  date_created: r.date_created,
});

const refundBody = (id: number, paymentId: string, amount: number): SandboxRefundBody => ({
  id,
  payment_id: Number(paymentId),
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
});

/** Total refunds, idempotent by key like Mercado Pago's X-Idempotency-Key. */
export function createSandboxRefunds(db: Db, webhooks: WebhookSender) {
  return {
    async refundPayment(id: string, { idempotencyKey }: { idempotencyKey: string }): Promise<ProviderRefund> {
      if (!/^\d{1,20}$/.test(id)) throw new PaymentProviderError('not_found', 'Payment not found', 404);
      // One transaction with the payment row locked: a refund and the payment turning refunded are seen together.
      const out = await db.tx(async (q) => {
        const repo = createSandboxRepo(q);
        const row = await repo.payment<SandboxPaymentBody>(id, true);
        if (!row) throw new PaymentProviderError('not_found', 'Payment not found', 404);
        // The same key answers the same refund, as Mercado Pago's X-Idempotency-Key does.
        const again = await repo.refundByKey<SandboxRefundBody>(idempotencyKey, id);
        if (again) return { refund: again, notify: null };
        if (row.body.status !== 'approved')
          throw new PaymentProviderError('bad_request', 'Payment not refundable: invalid status', 400);
        const amount =
          Math.round((row.body.transaction_amount - (row.body.transaction_amount_refunded ?? 0)) * 100) / 100;
        const refund = refundBody(await repo.insertRefund(id, idempotencyKey, amount), id, amount);
        await repo.writeRefund(refund.id, refund);
        // A total refund turns the payment into refunded/refunded, like Mercado Pago.
        const body: SandboxPaymentBody = {
          ...row.body,
          status: 'refunded',
          status_detail: 'refunded',
          refunds: [...(row.body.refunds ?? []), refund],
          transaction_amount_refunded: row.body.transaction_amount,
          date_last_updated: new Date().toISOString(),
        };
        await repo.writePayment(id, body, { touch: true });
        return { refund, notify: row.notification_url };
      });
      if (out.notify !== null) webhooks.notify(id, 'payment.updated', out.notify);
      return toRefund(out.refund);
    },
  };
}
