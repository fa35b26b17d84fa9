import { purchaseStatusOf, type PurchaseStatus } from '@sinais/shared';
import { accessChanged, paymentUpdated } from './buyer-events';
import type { Logger, Queryable } from '@sinais/shared/server';
import { createAuditRepo } from '../../platform/audit.repo';
import { isOpenStatus, createPurchasesRepo, type PurchaseRow } from '../data/purchases.repo';
import { createCourseAccessRepo } from '../data/course-access.repo';
import type { ProviderPayment } from '../providers';
import type { ShopDeps } from './deps';

export interface ApplyResult {
  purchase: PurchaseRow;
  changed: boolean;
  granted: boolean;
  revoked: boolean;
  /** The provider settled this payment while another purchase of the same course was open. */
  duplicate: boolean;
  outcome: 'applied' | 'unchanged' | 'amount_mismatch' | 'ignored_downgrade';
}

/** Which transitions a (re-read) provider status may make; refunded is final and approved only moves to refunded. */
function allowed(from: PurchaseStatus, to: PurchaseStatus): boolean {
  if (from === to) return false;
  if (from === 'refunded') return false;
  if (from === 'approved') return to === 'refunded';
  return true;
}

const unchanged = (purchase: PurchaseRow, outcome: ApplyResult['outcome']): ApplyResult => ({
  purchase,
  changed: false,
  granted: false,
  revoked: false,
  duplicate: false,
  outcome,
});

/** Never grant for a different amount than the catalogue price the purchase was created with: hold it as it was. */
async function holdMismatchedAmount(
  q: Queryable,
  locked: PurchaseRow,
  payment: ProviderPayment,
  logger: Logger,
): Promise<ApplyResult> {
  logger.error(
    { purchaseId: locked.id, paid: payment.transaction_amount, expected: locked.amount_cents },
    'valor pago difere do preço do catálogo: acesso não liberado',
  );
  await createAuditRepo(q).write({
    actorId: null,
    actorEmail: null,
    action: 'payment.amount_mismatch',
    target: locked.id,
    details: {
      payment_id: payment.id,
      paid_cents: Math.round(payment.transaction_amount * 100),
      expected_cents: locked.amount_cents,
    },
  });
  const updated = await createPurchasesRepo(q).update(locked.id, {
    providerPaymentId: payment.id,
    // Held as it was (pending stays pending), never opened: that could take another purchase's slot.
    status: locked.status,
    providerStatus: payment.status,
    statusDetail: 'amount_mismatch',
  });
  return unchanged(updated, 'amount_mismatch');
}

/** A status the purchase may not take: only the provider's own status and detail are refreshed. */
async function keepStatus(
  q: Queryable,
  locked: PurchaseRow,
  payment: ProviderPayment,
  next: PurchaseStatus,
): Promise<ApplyResult> {
  const sameProvider =
    locked.provider_status === payment.status && locked.status_detail === payment.status_detail;
  if (locked.status !== next || (sameProvider && locked.provider_payment_id))
    return unchanged(locked, locked.status === next ? 'unchanged' : 'ignored_downgrade');
  const updated = await createPurchasesRepo(q).update(locked.id, {
    providerPaymentId: payment.id,
    status: locked.status,
    providerStatus: payment.status,
    statusDetail: payment.status_detail,
  });
  return unchanged(updated, 'unchanged');
}

/**
 * Entering an open status while another purchase of the course is open: the money is real, so the payment is
 * recorded, flagged as a duplicate for the CRM (and the buyer's "Minhas compras"), never silently merged.
 * Undefined when the purchase does not enter an open status.
 */
async function duplicateOfOpen(q: Queryable, locked: PurchaseRow, next: PurchaseStatus) {
  if (!isOpenStatus(next) || isOpenStatus(locked.status)) return undefined;
  const other = await createPurchasesRepo(q).openPurchase(locked.user_id, locked.course_id);
  return other && other.id !== locked.id ? other.id : null;
}

/** Access follows the new status: granted exactly once on approval, revoked on refund or chargeback. */
async function applyAccess(
  q: Queryable,
  locked: PurchaseRow,
  payment: ProviderPayment,
  next: PurchaseStatus,
) {
  const audit = createAuditRepo(q);
  const accesses = createCourseAccessRepo(q);
  if (next === 'approved') {
    const granted = await accesses.grantAccess(locked.user_id, locked.course_id, locked.id);
    if (granted)
      await audit.write({
        actorId: locked.user_id,
        actorEmail: null,
        action: 'course_access.granted',
        target: locked.course_id,
        details: {
          purchase_id: locked.id,
          payment_id: payment.id,
          provider: locked.provider,
          amount_cents: locked.amount_cents,
        },
      });
    return { granted, revoked: false };
  }
  if (next !== 'refunded') return { granted: false, revoked: false };
  const revoked = await accesses.revokeAccess(locked.user_id, locked.course_id);
  await audit.write({
    actorId: null,
    actorEmail: null,
    action: payment.status === 'charged_back' ? 'payment.charged_back' : 'payment.refunded',
    target: locked.course_id,
    details: {
      purchase_id: locked.id,
      payment_id: payment.id,
      user_id: locked.user_id,
      access_revoked: revoked,
    },
  });
  return { granted: false, revoked };
}

/**
 * Applies the provider's view of a payment to its purchase, inside the caller's transaction with the purchase
 * row locked: access is granted exactly once (on the transition to approved) and revoked on refund/chargeback.
 */
export async function applyProviderPayment(
  q: Queryable,
  purchase: PurchaseRow,
  payment: ProviderPayment,
  deps: Pick<ShopDeps, 'logger'>,
): Promise<ApplyResult> {
  const purchases = createPurchasesRepo(q);
  // The buyer+course lock first, then the row: every writer of purchases takes them in this order.
  await purchases.lockBuyerCourse(purchase.user_id, purchase.course_id);
  const locked = (await purchases.byId(purchase.id, true))!;
  const next = purchaseStatusOf(payment.status);
  if (next === 'approved' && Math.round(payment.transaction_amount * 100) !== locked.amount_cents)
    return holdMismatchedAmount(q, locked, payment, deps.logger);
  if (!allowed(locked.status, next)) return keepStatus(q, locked, payment, next);

  const duplicateOf = await duplicateOfOpen(q, locked, next);
  const updated = await purchases.update(locked.id, {
    providerPaymentId: payment.id,
    status: next,
    providerStatus: payment.status,
    statusDetail: payment.status_detail,
    ...(duplicateOf !== undefined ? { duplicateOf } : {}),
  });
  if (duplicateOf) {
    deps.logger.warn(
      { purchaseId: locked.id, duplicateOf, paymentId: payment.id, status: next },
      'pagamento duplicado: outra compra do mesmo curso já estava aberta',
    );
    await createAuditRepo(q).write({
      actorId: null,
      actorEmail: null,
      action: 'payment.duplicate',
      target: locked.id,
      details: {
        duplicate_of: duplicateOf,
        payment_id: payment.id,
        course_id: locked.course_id,
        status: next,
      },
    });
  }
  if (!isOpenStatus(next)) await purchases.reconcileOpen(locked.user_id, locked.course_id);
  const access = await applyAccess(q, locked, payment, next);
  return { purchase: updated, changed: true, ...access, duplicate: Boolean(duplicateOf), outcome: 'applied' };
}

/** After the transaction committed: tell the buyer's own room. */
export async function publishApplyResult(
  deps: Pick<ShopDeps, 'bus' | 'logger'>,
  r: ApplyResult,
  providerStatus: string,
): Promise<void> {
  if (!r.changed && !r.granted && !r.revoked) return;
  const p = r.purchase;
  try {
    await deps.bus.publish(
      paymentUpdated({
        userId: p.user_id,
        purchaseId: p.id,
        paymentId: p.provider_payment_id,
        courseId: p.course_id,
        status: p.status,
        providerStatus,
        statusDetail: p.status_detail,
        externalReference: p.external_reference,
      }),
    );
    if (r.granted || r.revoked) {
      const reason = r.granted ? 'purchase' : providerStatus === 'charged_back' ? 'chargeback' : 'refund';
      await deps.bus.publish(accessChanged(p.user_id, p.course_id, r.granted, reason));
    }
  } catch (err) {
    // The store is the source of truth; the page's 2 s status poll covers a lost event.
    deps.logger.warn({ err, purchaseId: p.id }, 'falha ao publicar evento de pagamento');
  }
}
