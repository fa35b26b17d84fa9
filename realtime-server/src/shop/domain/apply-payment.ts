import { makeEnvelope, purchaseStatusOf, type PurchaseStatus } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';
import { createAuditRepo } from '../../platform/audit.repo';
import { isOpenStatus, createPurchasesRepo, type PurchaseRow } from '../data/purchases.repo';
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
  // The buyer+course lock first, then the row: every writer of purchases takes them in this order.
  await createPurchasesRepo(q).lockBuyerCourse(purchase.user_id, purchase.course_id);
  const locked = (await createPurchasesRepo(q).byId(purchase.id, true))!;
  const next = purchaseStatusOf(payment.status);
  const audit = createAuditRepo(q);

  // Never grant for a different amount than the catalogue price the purchase was created with.
  if (next === 'approved' && Math.round(payment.transaction_amount * 100) !== locked.amount_cents) {
    deps.logger.error(
      { purchaseId: locked.id, paid: payment.transaction_amount, expected: locked.amount_cents },
      'valor pago difere do preço do catálogo: acesso não liberado',
    );
    await audit.write({
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
    return {
      purchase: updated,
      changed: false,
      granted: false,
      revoked: false,
      duplicate: false,
      outcome: 'amount_mismatch',
    };
  }

  const sameProvider =
    locked.provider_status === payment.status && locked.status_detail === payment.status_detail;
  if (!allowed(locked.status, next)) {
    if (locked.status === next && (!sameProvider || !locked.provider_payment_id)) {
      const updated = await createPurchasesRepo(q).update(locked.id, {
        providerPaymentId: payment.id,
        status: locked.status,
        providerStatus: payment.status,
        statusDetail: payment.status_detail,
      });
      return {
        purchase: updated,
        changed: false,
        granted: false,
        revoked: false,
        duplicate: false,
        outcome: 'unchanged',
      };
    }
    return {
      purchase: locked,
      changed: false,
      granted: false,
      revoked: false,
      duplicate: false,
      outcome: locked.status === next ? 'unchanged' : 'ignored_downgrade',
    };
  }

  // Entering an open status while another purchase of the course is open: the money is real, so the payment is
  // recorded, flagged as a duplicate for the CRM (and the buyer's "Minhas compras"), never silently merged.
  let duplicateOf: string | null | undefined;
  if (isOpenStatus(next) && !isOpenStatus(locked.status)) {
    const other = await createPurchasesRepo(q).openPurchase(locked.user_id, locked.course_id);
    duplicateOf = other && other.id !== locked.id ? other.id : null;
  }
  const updated = await createPurchasesRepo(q).update(locked.id, {
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
    await audit.write({
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
  if (!isOpenStatus(next)) await createPurchasesRepo(q).reconcileOpen(locked.user_id, locked.course_id);
  let granted = false;
  let revoked = false;
  if (next === 'approved') {
    granted = await createPurchasesRepo(q).grantAccess(locked.user_id, locked.course_id, locked.id);
    if (granted) {
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
    }
  } else if (next === 'refunded') {
    revoked = await createPurchasesRepo(q).revokeAccess(locked.user_id, locked.course_id);
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
  }
  return {
    purchase: updated,
    changed: true,
    granted,
    revoked,
    duplicate: Boolean(duplicateOf),
    outcome: 'applied',
  };
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
      makeEnvelope(
        'payment:updated',
        {
          payment_id: p.provider_payment_id ?? p.id,
          course_id: p.course_id,
          status: p.status,
          provider_status: providerStatus,
          status_detail: p.status_detail,
          external_reference: p.external_reference,
        },
        { userId: p.user_id },
      ),
    );
    if (r.granted || r.revoked) {
      await deps.bus.publish(
        makeEnvelope(
          'access:changed',
          {
            course_id: p.course_id,
            status: r.granted ? 'active' : 'revoked',
            has_access: r.granted,
            reason: r.granted ? 'purchase' : providerStatus === 'charged_back' ? 'chargeback' : 'refund',
          },
          { userId: p.user_id },
        ),
      );
    }
  } catch (err) {
    // The store is the source of truth; the page's 2 s status poll covers a lost event.
    deps.logger.warn({ err, purchaseId: p.id }, 'falha ao publicar evento de pagamento');
  }
}
