import { randomUUID } from 'node:crypto';
import type { Logger } from '@sinais/shared/server';
import { signWebhook } from '../webhook-signature';

export type PaymentAction = 'payment.created' | 'payment.updated';

/** Sends the sandbox's payment notifications, signed exactly like Mercado Pago's, and tracks them for drain(). */
export function createWebhookSender(deps: { webhookSecret: string; logger: Logger }) {
  const inflight = new Set<Promise<void>>();
  let closed = false;

  async function deliver(id: string, action: PaymentAction, url: string): Promise<void> {
    // Like Mercado Pago: a moment after the API answered, then a few retries.
    for (const delay of [250, 1000, 3000]) {
      await new Promise((r) => setTimeout(r, delay));
      if (closed) return;
      const requestId = randomUUID();
      const ts = String(Math.floor(Date.now() / 1000));
      const target = new URL(url);
      target.searchParams.set('data.id', id);
      target.searchParams.set('type', 'payment');
      const body = {
        id: Number(`${Date.now()}${Math.floor(Math.random() * 1000)}`),
        live_mode: false,
        type: 'payment',
        date_created: new Date().toISOString(),
        user_id: 44444,
        api_version: 'v1',
        action,
        data: { id },
      };
      try {
        const res = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-signature': signWebhook(deps.webhookSecret, id, requestId, ts),
            'x-request-id': requestId,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status < 500) return;
      } catch (err) {
        if (closed) return;
        deps.logger.debug({ err, paymentId: id }, 'sandbox: webhook não entregue, tentando de novo');
      }
    }
  }

  return {
    notify(id: string, action: PaymentAction, url: string | null): void {
      if (!url || closed) return;
      const p = deliver(id, action, url).finally(() => inflight.delete(p));
      inflight.add(p);
    },
    async drain(): Promise<void> {
      while (inflight.size) await Promise.allSettled([...inflight]);
    },
    close(): void {
      closed = true;
    },
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
