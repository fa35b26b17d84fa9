import { CRM_MESSAGES, PURCHASE_MESSAGES } from '@sinais/shared';
import { type PurchaseRow } from '../data/purchases.repo';
import { AppError } from '../../errors';
import { PaymentProviderError } from '../providers';
import { requireGateway, settle } from './purchase-start';
import type { ShopDeps } from './deps';

export type RefundReason = 'admin' | 'guarantee' | 'duplicate';

export interface RefundActor {
  id: string;
  email: string;
  ip: string | null;
}

/**
 * Refunds a purchase through the provider's refund API, re-reads the payment and applies it (access is revoked
 * unless another approved purchase of the course still pays for it); the webhook that follows is a no-op.
 * The idempotency key is the purchase's, so a double click or two tabs make one refund at the provider.
 */
export async function refundPurchase(
  deps: ShopDeps,
  purchase: PurchaseRow,
  actor: RefundActor,
  reason: RefundReason,
) {
  const gateway = requireGateway(deps.gateway);
  if (purchase.status !== 'approved' || !purchase.provider_payment_id)
    throw new AppError('not_refundable', PURCHASE_MESSAGES.notRefundable, 409);
  const paymentId = purchase.provider_payment_id;
  // One request refunds; simultaneous ones (double clicks, two tabs, member and admin) are told it is under way.
  if (!(await deps.purchases.claimRefund(purchase.id))) {
    const now = await deps.purchases.byId(purchase.id);
    if (now?.status !== 'approved')
      throw new AppError('not_refundable', PURCHASE_MESSAGES.notRefundable, 409);
    throw new AppError('refund_in_progress', PURCHASE_MESSAGES.refundInProgress, 409);
  }
  try {
    await gateway.refundPayment(paymentId, { idempotencyKey: `refund-${purchase.id}` });
  } catch (err) {
    await deps.purchases.releaseRefund(purchase.id);
    if (err instanceof PaymentProviderError) {
      deps.logger.warn({ err, purchaseId: purchase.id }, 'o provedor recusou o estorno');
      throw new AppError('refund_failed', PURCHASE_MESSAGES.refundFailed, 502);
    }
    throw err;
  }
  await deps.purchases.setRefundReason(purchase.id, reason);
  const fresh = await gateway.getPayment(paymentId);
  const result = fresh ? await settle(deps, purchase, fresh) : null;
  await deps.audit.write({
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'payment.refund_requested',
    target: paymentId,
    details: {
      purchase_id: purchase.id,
      course_id: purchase.course_id,
      user_id: purchase.user_id,
      reason,
      revoked: result?.revoked ?? false,
    },
    ip: actor.ip,
  });
  return { purchase: result?.purchase ?? purchase, revoked: result?.revoked ?? false };
}

/** Admin refund by provider payment id (POST /api/payments/{paymentId}/refund). */
export async function refundPayment(deps: ShopDeps, admin: RefundActor, paymentId: string) {
  const gateway = requireGateway(deps.gateway);
  const purchase = await deps.purchases.byProviderPayment(gateway.provider, paymentId);
  if (!purchase) throw new AppError('payment_not_found', 'Pagamento não encontrado.', 404);
  const { purchase: after } = await refundPurchase(
    deps,
    purchase,
    admin,
    purchase.duplicate_of ? 'duplicate' : 'admin',
  );
  return { success: true as const, payment_id: paymentId, status: after.status };
}

/** The CRM's refund of a purchase by id (typically a flagged duplicate); the refunded purchase. */
export async function refundPurchaseById(deps: ShopDeps, id: string, admin: RefundActor) {
  const purchase = await deps.purchases.byId(id);
  if (!purchase) throw new AppError('purchase_not_found', CRM_MESSAGES.purchaseNotFound, 404);
  const { purchase: after } = await refundPurchase(
    deps,
    purchase,
    admin,
    purchase.duplicate_of ? 'duplicate' : 'admin',
  );
  return after;
}
