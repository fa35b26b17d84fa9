import { randomUUID } from 'node:crypto';
import type { Db, Logger } from '@sinais/shared/server';
import { PaymentProviderError, type PreferenceInput } from './gateway';
import { createSandboxCards } from './sandbox/card';
import { createPaymentStore, publicView } from './sandbox/payment-store';
import { createSandboxPix } from './sandbox/pix';
import { createSandboxRefunds } from './sandbox/refund';
import { SANDBOX_PUBLIC_KEY, type SandboxGateway } from './sandbox/types';
import { createWebhookSender } from './sandbox/webhooks';

export { SANDBOX_PUBLIC_KEY, type SandboxGateway } from './sandbox/types';

/** How often the sandbox looks for payments past their expiry (Mercado Pago expires them on its own). */
const EXPIRY_SWEEP_MS = 60_000;

/**
 * A stand-in for Mercado Pago that keeps the same server contract: card tokens, outcomes by cardholder
 * name as with MP's test cards, Pix with a real QR image, and webhooks signed exactly like MP's. Each
 * operation lives in `sandbox/` (card, pix, refund); this file puts them together.
 */
export function createSandboxGateway(deps: {
  db: Db;
  logger: Logger;
  /** Shared by every gateway (SANDBOX_WEBHOOK_SECRET): the webhook may reach another one. */
  webhookSecret: string;
}): SandboxGateway {
  const { db, logger, webhookSecret } = deps;
  const webhooks = createWebhookSender({ webhookSecret, logger });
  const payments = createPaymentStore(db, webhooks);
  const expireDue = () => payments.expireDue();
  const sweep = setInterval(() => {
    expireDue().catch((err: unknown) =>
      logger.warn({ err }, 'sandbox: falha ao expirar pagamentos vencidos'),
    );
  }, EXPIRY_SWEEP_MS);
  sweep.unref();

  return {
    provider: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    webhookSecret,
    ...createSandboxCards(db, payments),
    ...createSandboxPix(payments),
    ...createSandboxRefunds(db, webhooks),

    async getPayment(id) {
      const row = await payments.current(id);
      return row ? publicView(row.body) : null;
    },

    async cancelPayment(id) {
      const row = await payments.current(id);
      if (!row) throw new PaymentProviderError('not_found', 'Payment not found', 404);
      if (row.body.status === 'cancelled') return publicView(row.body);
      if (!['pending', 'in_process', 'authorized'].includes(row.body.status))
        throw new PaymentProviderError('bad_request', 'Payment can not be cancelled: invalid status', 400);
      return payments.update(id, { status: 'cancelled', status_detail: 'by_collector' });
    },

    async chargeback(id, opts) {
      return payments.update(id, { status: 'charged_back', status_detail: 'settled' }, opts);
    },

    async createPreference(_input: PreferenceInput) {
      return { id: `sandbox-pref-${randomUUID()}`, init_point: null };
    },

    drain: () => webhooks.drain(),
    expireDue,

    async close() {
      clearInterval(sweep);
      webhooks.close();
    },
  };
}
