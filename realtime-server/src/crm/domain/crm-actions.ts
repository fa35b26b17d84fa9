import { CRM_MESSAGES, type CrmActionResponse } from '@sinais/shared';
import type { Bus, Db, Logger, Queryable } from '@sinais/shared/server';
import { createAuditRepo } from '../../platform/audit.repo';
import { createCrmRepo, type CrmRepo } from '../data/crm.repo';
import { AppError } from '../../errors';
import {
  accessChanged,
  adminGrantAccess,
  adminRevokeAccess,
  lockPurchaseBuyerCourse,
  paymentUpdated,
  reconcileOpenPurchases,
} from '../../shop';

export interface CrmDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  /** Bound to the database; the decisions build theirs on the transaction. */
  crm: CrmRepo;
  /** The shop's refund through the payment provider, handed in by the composition root (app.ts). */
  refundPurchase(id: string, actor: Actor): Promise<{ id: string }>;
}
export interface Actor {
  id: string;
  email: string;
  ip: string | null;
}

type AccessChange = { userId: string; courseId: string; active: boolean } | null;

/** After commit: the member's open app (their own room) hears about the access change. */
async function announce(
  deps: CrmDeps,
  change: AccessChange,
  payment?: {
    id: string;
    courseId: string;
    userId: string;
    status: 'approved' | 'rejected';
    ref: string;
    paymentId: string | null;
  },
) {
  try {
    if (payment) {
      await deps.bus.publish(
        paymentUpdated({
          userId: payment.userId,
          purchaseId: payment.id,
          paymentId: payment.paymentId,
          courseId: payment.courseId,
          status: payment.status,
          providerStatus: payment.status,
          statusDetail: payment.status === 'approved' ? 'admin_approved' : 'admin_rejected',
          externalReference: payment.ref,
        }),
      );
    }
    if (change) await deps.bus.publish(accessChanged(change.userId, change.courseId, change.active, 'admin'));
  } catch (err) {
    deps.logger.warn({ err }, 'falha ao publicar mudança de acesso do CRM');
  }
}

/**
 * Inside the transaction: the purchase locked in the payment path's order (buyer+course, then the row), the
 * decision stored, access granted or the open purchases reconciled, and the audit row.
 */
async function decidePurchase(
  q: Queryable,
  actor: Actor,
  id: string,
  decision: 'approved' | 'rejected',
  opts: { confirmDuplicate?: boolean },
) {
  // Same lock order as the payment path: buyer+course first, then the row.
  if (!(await lockPurchaseBuyerCourse(q, id)))
    throw new AppError('purchase_not_found', CRM_MESSAGES.purchaseNotFound, 404);
  const p = await createCrmRepo(q).lockPurchase(id);
  if (!p) throw new AppError('purchase_not_found', CRM_MESSAGES.purchaseNotFound, 404);
  if (p.status !== 'pending') throw new AppError('purchase_not_pending', CRM_MESSAGES.notPending, 409);
  // A second charge for the same course is never approved by accident: the admin confirms it explicitly.
  if (decision === 'approved' && p.duplicate_of && !opts.confirmDuplicate) {
    throw new AppError('duplicate_purchase', CRM_MESSAGES.duplicateApprove, 409, {
      duplicate_of: p.duplicate_of,
    });
  }
  await createCrmRepo(q).setPurchaseStatus(
    p.id,
    decision,
    decision === 'approved' ? 'admin_approved' : 'admin_rejected',
  );
  const granted = decision === 'approved' ? await adminGrantAccess(q, p.user_id, p.course_id, p.id) : false;
  if (decision === 'rejected') await reconcileOpenPurchases(q, p.user_id, p.course_id);
  await createAuditRepo(q).write({
    actorId: actor.id,
    actorEmail: actor.email,
    action: decision === 'approved' ? 'crm.purchase.approved' : 'crm.purchase.rejected',
    target: p.id,
    details: {
      user_id: p.user_id,
      course_id: p.course_id,
      amount_cents: p.amount_cents,
      access_granted: granted,
      ...(p.duplicate_of ? { duplicate_of: p.duplicate_of } : {}),
    },
    ip: actor.ip,
  });
  return { p, granted };
}

async function purchaseDecision(
  deps: CrmDeps,
  actor: Actor,
  id: string,
  decision: 'approved' | 'rejected',
  opts: { confirmDuplicate?: boolean } = {},
): Promise<CrmActionResponse> {
  const result = await deps.db.tx((q) => decidePurchase(q, actor, id, decision, opts));
  const purchase = (await deps.crm.purchase(id))!;
  await announce(
    deps,
    result.granted ? { userId: result.p.user_id, courseId: result.p.course_id, active: true } : null,
    {
      id: purchase.id,
      courseId: purchase.course_id,
      userId: purchase.user_id,
      status: decision,
      ref: `${purchase.id}_${purchase.course_id}`,
      paymentId: purchase.payment_id,
    },
  );
  const access =
    decision === 'approved' ? await deps.crm.accessOf(purchase.user_id, purchase.course_id) : undefined;
  return {
    success: true,
    message: decision === 'approved' ? CRM_MESSAGES.approved : CRM_MESSAGES.rejected,
    purchase,
    ...(access ? { access } : {}),
  };
}

export const approvePurchase = (
  deps: CrmDeps,
  actor: Actor,
  id: string,
  opts: { confirmDuplicate?: boolean } = {},
) => purchaseDecision(deps, actor, id, 'approved', opts);
export const rejectPurchase = (deps: CrmDeps, actor: Actor, id: string) =>
  purchaseDecision(deps, actor, id, 'rejected');

async function accessDecision(
  deps: CrmDeps,
  actor: Actor,
  id: string,
  to: 'revoked' | 'active',
): Promise<CrmActionResponse> {
  const change = await deps.db.tx(async (q) => {
    const a = await createCrmRepo(q).lockAccess(id);
    if (!a) throw new AppError('access_not_found', CRM_MESSAGES.accessNotFound, 404);
    let changed: boolean;
    if (to === 'revoked') {
      if (a.status !== 'active') throw new AppError('access_not_active', CRM_MESSAGES.notActive, 409);
      changed = await adminRevokeAccess(q, a.user_id, a.course_id);
    } else {
      if (a.status === 'active') throw new AppError('access_not_revoked', CRM_MESSAGES.notRevoked, 409);
      changed = await adminGrantAccess(q, a.user_id, a.course_id, a.purchase_id);
    }
    await createAuditRepo(q).write({
      actorId: actor.id,
      actorEmail: actor.email,
      action: to === 'revoked' ? 'crm.access.revoked' : 'crm.access.reactivated',
      target: a.id,
      details: { user_id: a.user_id, course_id: a.course_id, previous_status: a.status },
      ip: actor.ip,
    });
    return changed ? { userId: a.user_id, courseId: a.course_id, active: to === 'active' } : null;
  });
  await announce(deps, change);
  const access = (await deps.crm.access(id))!;
  return {
    success: true,
    message: to === 'revoked' ? CRM_MESSAGES.revoked : CRM_MESSAGES.reactivated,
    access,
  };
}

export const revokeAccess = (deps: CrmDeps, actor: Actor, id: string) =>
  accessDecision(deps, actor, id, 'revoked');
export const reactivateAccess = (deps: CrmDeps, actor: Actor, id: string) =>
  accessDecision(deps, actor, id, 'active');

/** Refunds a purchase (typically a flagged duplicate) through the shop's provider; answers with the CRM's row. */
export async function refundPurchase(deps: CrmDeps, actor: Actor, id: string) {
  const after = await deps.refundPurchase(id, actor);
  return {
    success: true as const,
    message: CRM_MESSAGES.refunded,
    purchase: await deps.crm.purchase(after.id),
  };
}
