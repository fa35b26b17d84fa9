import { AppError } from '../../errors';
import { createPurchasesRepo } from '../data/purchases.repo';
import { createPaymentEventsRepo } from '../data/payment-events.repo';
import { PaymentProviderError, type PaymentGateway, type ProviderPayment } from '../providers';
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

/** The notification's ids once its signature checks out (401 when forged or stale); null when not a payment's. */
function verifiedNotification(deps: ShopDeps, gateway: PaymentGateway, input: WebhookInput) {
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
  if (type !== 'payment' || !dataId) return null;
  if (bodyData.id !== undefined && str(bodyData.id) !== dataId) {
    throw new AppError('invalid_notification', 'Notificação inconsistente.', 400);
  }
  const requestId =
    str(Array.isArray(input.headers.xRequestId) ? input.headers.xRequestId[0] : input.headers.xRequestId) ??
    null;
  const eventId = str(body.id) ?? (requestId ? `req:${requestId}` : undefined);
  if (!eventId) throw new AppError('invalid_notification', 'Notificação sem identificador.', 400);
  return { dataId, eventId, requestId, action: str(body.action) ?? null };
}
type Notification = NonNullable<ReturnType<typeof verifiedNotification>>;

/** The payment as the provider has it now; a provider failure is not recorded (Mercado Pago retries later). */
async function providerPayment(gateway: PaymentGateway, id: string): Promise<ProviderPayment> {
  let payment;
  try {
    payment = await gateway.getPayment(id);
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw new AppError('payment_provider_unavailable', 'Provedor de pagamento indisponível.', 502);
    throw err;
  }
  if (!payment) throw new AppError('payment_not_found', 'Pagamento não encontrado no provedor.', 404);
  return payment;
}

/** Records the event id and applies the payment in one transaction; a replay rolls back and is refused (409). */
function applyNotification(
  deps: ShopDeps,
  gateway: PaymentGateway,
  n: Notification,
  payment: ProviderPayment,
) {
  return deps.db.tx(async (q) => {
    // Found without a row lock: applyProviderPayment takes the buyer+course lock, then the row's (one lock order
    // for every writer, or a webhook and a CRM action on the same purchase could deadlock).
    const purchase =
      (await createPurchasesRepo(q).byProviderPayment(gateway.provider, payment.id)) ??
      (payment.external_reference
        ? await createPurchasesRepo(q).byExternalReference(payment.external_reference)
        : undefined);
    const result = purchase ? await applyProviderPayment(q, purchase, payment, deps) : null;
    const events = createPaymentEventsRepo(q);
    const fresh = await events.recordEvent({
      provider: gateway.provider,
      eventId: n.eventId,
      requestId: n.requestId,
      paymentId: payment.id,
      action: n.action,
      providerStatus: payment.status,
      outcome: result ? result.outcome : 'unknown_purchase',
    });
    // A notification already seen: roll everything back and refuse it.
    if (!fresh) throw new AppError('duplicate_notification', 'Notificação já processada.', 409);
    // Also refuse an exact replay of the same signed request (same x-request-id).
    if (n.requestId && n.eventId !== `req:${n.requestId}`) {
      if ((await events.eventsOfRequest(gateway.provider, n.requestId)) > 1)
        throw new AppError('duplicate_notification', 'Notificação já processada.', 409);
    }
    return result;
  });
}

/**
 * Mercado Pago notification: verify the x-signature (refused 401 when forged or stale), re-read the payment from
 * the provider, then record the event id and apply the payment in one transaction (a replay is refused 409).
 */
export async function handlePaymentWebhook(
  deps: ShopDeps,
  input: WebhookInput,
): Promise<{ status: number; outcome: string }> {
  const gateway = requireGateway(deps.gateway);
  const notification = verifiedNotification(deps, gateway, input);
  if (!notification) return { status: 200, outcome: 'ignored_type' };
  const payment = await providerPayment(gateway, notification.dataId);
  const applied = await applyNotification(deps, gateway, notification, payment);
  if (applied) await publishApplyResult(deps, applied, payment.status);
  deps.logger.info(
    { paymentId: payment.id, status: payment.status, outcome: applied?.outcome ?? 'unknown_purchase' },
    'webhook de pagamento',
  );
  return { status: 200, outcome: applied?.outcome ?? 'unknown_purchase' };
}
