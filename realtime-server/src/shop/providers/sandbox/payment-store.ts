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

const STILL_OPEN = ['pending', 'in_process', 'authorized'];

/** The payment's expiry: the sooner of its `date_of_expiration` and (Pix) the QR code's. */
function isPastExpiry(b: SandboxPaymentBody, now: number): boolean {
  if (!STILL_OPEN.includes(b.status)) return false;
  const ends = [b.date_of_expiration, b.pix?.expires_at].filter((d): d is string => typeof d === 'string');
  return ends.some((d) => Date.parse(d) < now);
}

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

  /**
   * A payment still pending past its expiry (a Pix not paid in time, a card review never concluded in 30 days) is
   * cancelled/expired at Mercado Pago, with a notification.
   */
  async function current(id: string) {
    const row = await read(id);
    if (row && isPastExpiry(row.body, Date.now())) {
      const expired = await update(id, { status: 'cancelled', status_detail: 'expired' });
      return { ...row, body: { ...row.body, ...expired, pix: row.body.pix } as SandboxPaymentBody };
    }
    return row;
  }

  return {
    update,
    current,

    /**
     * Expires every payment past its expiry now, as Mercado Pago does on its own (and notifies): the purchase is
     * freed even if the buyer never comes back to look at it.
     */
    async expireDue(): Promise<number> {
      let expired = 0;
      for (const id of await repo.pendingPaymentIds()) {
        const row = await read(id);
        if (row && isPastExpiry(row.body, Date.now()) && (await current(id))) expired++;
      }
      return expired;
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
