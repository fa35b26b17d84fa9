import type { Queryable } from '@sinais/shared/server';
import { createCourseAccessRepo } from '../data/course-access.repo';
import { createPurchasesRepo } from '../data/purchases.repo';

/**
 * Access changes an administrator makes from the CRM, inside the CRM's transaction `q`. Granting goes through
 * the shop's own grantAccess (active exactly once); revoking is unconditional here, unlike the refund path's
 * revokeAccess, which keeps access while another approved purchase pays for it: an admin decision overrides that.
 */
export async function adminGrantAccess(
  q: Queryable,
  userId: string,
  courseId: string,
  purchaseId: string | null,
): Promise<boolean> {
  return createCourseAccessRepo(q).grantAccess(userId, courseId, purchaseId);
}

export async function adminRevokeAccess(q: Queryable, userId: string, courseId: string): Promise<boolean> {
  return createCourseAccessRepo(q).revokeAccessByAdmin(userId, courseId);
}

/**
 * Takes the payment path's first lock (buyer+course) for the purchase `id`, so an admin decision and a payment
 * never interleave; false when there is no such purchase. The caller locks the row itself next.
 */
export async function lockPurchaseBuyerCourse(q: Queryable, id: string): Promise<boolean> {
  const purchases = createPurchasesRepo(q);
  const seen = await purchases.byId(id);
  if (!seen) return false;
  await purchases.lockBuyerCourse(seen.user_id, seen.course_id);
  return true;
}

/** After an admin rejects a purchase: the buyer's open purchases of the course are reconciled again. */
export async function reconcileOpenPurchases(q: Queryable, userId: string, courseId: string): Promise<void> {
  await createPurchasesRepo(q).reconcileOpen(userId, courseId);
}
