import type { Db } from '@sinais/shared/server';
import { createSandboxRepo } from '../../data/sandbox.repo';
import { PaymentProviderError, type ProviderPayment } from '../gateway';
import type { SandboxPaymentBody } from './types';
import type { WebhookSender } from './webhooks';

/** What the API answers for a stored payment body. */
export const publicView = (b: SandboxPaymentBody): ProviderPayment => ({
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

/** The sandbox's payments: stored bodies, their changes, and the notification each change sends. */
export function createPaymentStore(db: Db, webhooks: WebhookSender) {
  const repo = createSandboxRepo(db);

  const read = async (id: string) => {
    if (!/^\d{1,20}$/.test(id)) return null;
    return repo.payment<SandboxPaymentBody>(id);
  };

  async function update(id: string, patch: Partial<SandboxPaymentBody>, opts: { notify?: boolean } = {}) {
    const row = await read(id);
    if (!row) throw new PaymentProviderError('not_found', 'Pagamento não encontrado.', 404);
    const body: SandboxPaymentBody = { ...row.body, ...patch, date_last_updated: new Date().toISOString() };
    await repo.writePayment(id, body, { touch: true });
    if (opts.notify !== false) webhooks.notify(id, 'payment.updated', row.notification_url);
    return publicView(body);
  }

  return {
    update,

    /** A Pix not paid by its expiry is cancelled/expired at Mercado Pago, with a notification. */
    async current(id: string) {
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
    },

    /** Creates a payment once per idempotency key (the same key answers the same payment). */
    async insert(body: Omit<SandboxPaymentBody, 'id'>, notificationUrl: string | undefined, key: string) {
      const existing = await repo.paymentByKey<SandboxPaymentBody>(key);
      if (existing) return existing;
      const id = await repo.insertPayment(key, notificationUrl ?? null);
      const full: SandboxPaymentBody = { ...body, id };
      await repo.writePayment(id, full, { touch: false });
      webhooks.notify(id, 'payment.created', notificationUrl ?? null);
      return full;
    },
  };
}
export type PaymentStore = ReturnType<typeof createPaymentStore>;
