import { AppError } from '../../errors';
import { createPurchasesRepo } from '../data/purchases.repo';
import { createPaymentEventsRepo } from '../data/payment-events.repo';
import { PaymentProviderError } from '../providers';
import { verifyWebhookSignature } from '../providers/webhook-signature';
import { applyProviderPayment, publishApplyResult } from './apply-payment';
import { requireGateway } from './purchase-start';
import type { ShopDeps } from './deps';

export interface WebhookInput {
  query: Record<string, unknown>;
  body: unknown;
  headers: { xSignature: string | string[] | undefined; xRequestId: string | string[] | undefined };
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/**
 * Mercado Pago notification: verify the x-signature (refused 401 when forged or stale), re-read the payment from
 * the provider, then record the event id and apply the payment in one transaction (a replay is refused 409).
 */
export async function handlePaymentWebhook(
  deps: ShopDeps,
  input: WebhookInput,
): Promise<{ status: number; outcome: string }> {
  const gateway = requireGateway(deps.gateway);
  const body = (input.body && typeof input.body === 'object' ? input.body : {}) as Record<string, unknown>;
  const bodyData = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<string, unknown>;
  const dataId = str(input.query['data.id']) ?? str(input.query.id) ?? str(bodyData.id);
  const check = verifyWebhookSignature({
    xSignature: input.headers.xSignature,
    xRequestId: input.headers.xRequestId,
    dataId,
    secret: gateway.webhookSecret,
    toleranceS: deps.config.MP_WEBHOOK_TOLERANCE_S,
  });
  if (!check.ok) {
    deps.logger.warn({ reason: check.reason, dataId }, 'webhook de pagamento recusado');
    throw new AppError('invalid_signature', 'Assinatura do webhook inválida.', 401, { reason: check.reason });
  }
  const type = str(body.type) ?? str(input.query.type) ?? str(input.query.topic);
  if (type !== 'payment' || !dataId) return { status: 200, outcome: 'ignored_type' };
  if (bodyData.id !== undefined && str(bodyData.id) !== dataId) {
    throw new AppError('invalid_notification', 'Notificação inconsistente.', 400);
  }
  const requestId =
    str(Array.isArray(input.headers.xRequestId) ? input.headers.xRequestId[0] : input.headers.xRequestId) ??
    null;
  const eventId = str(body.id) ?? (requestId ? `req:${requestId}` : undefined);
  if (!eventId) throw new AppError('invalid_notification', 'Notificação sem identificador.', 400);

  let payment;
  try {
    payment = await gateway.getPayment(dataId);
  } catch (err) {
    // Not recorded: Mercado Pago retries the notification later.
    if (err instanceof PaymentProviderError)
      throw new AppError('payment_provider_unavailable', 'Provedor de pagamento indisponível.', 502);
    throw err;
  }
  if (!payment) throw new AppError('payment_not_found', 'Pagamento não encontrado no provedor.', 404);

  const applied = await deps.db.tx(async (q) => {
    // Found without a row lock: applyProviderPayment takes the buyer+course lock, then the row's (one lock order
    // for every writer, or a webhook and a CRM action on the same purchase could deadlock).
    const purchase =
      (await createPurchasesRepo(q).byProviderPayment(gateway.provider, payment.id)) ??
      (payment.external_reference
        ? await createPurchasesRepo(q).byExternalReference(payment.external_reference)
        : undefined);
    const result = purchase ? await applyProviderPayment(q, purchase, payment, deps) : null;
    const fresh = await createPaymentEventsRepo(q).recordEvent({
      provider: gateway.provider,
      eventId,
      requestId,
      paymentId: payment.id,
      action: str(body.action) ?? null,
      providerStatus: payment.status,
      outcome: result ? result.outcome : 'unknown_purchase',
    });
    // A notification already seen: roll everything back and refuse it.
    if (!fresh) throw new AppError('duplicate_notification', 'Notificação já processada.', 409);
    // Also refuse an exact replay of the same signed request (same x-request-id).
    if (requestId && eventId !== `req:${requestId}`) {
      if ((await createPaymentEventsRepo(q).eventsOfRequest(gateway.provider, requestId)) > 1)
        throw new AppError('duplicate_notification', 'Notificação já processada.', 409);
    }
    return result;
  });
  if (applied) await publishApplyResult(deps, applied, payment.status);
  deps.logger.info(
    { paymentId: payment.id, status: payment.status, outcome: applied?.outcome ?? 'unknown_purchase' },
    'webhook de pagamento',
  );
  return { status: 200, outcome: applied?.outcome ?? 'unknown_purchase' };
}
