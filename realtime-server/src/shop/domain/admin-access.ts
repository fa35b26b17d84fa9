import type { Queryable } from '@sinais/shared/server';
import { createCourseAccessRepo } from '../data/course-access.repo';

/**
 * Access changes an administrator makes from the CRM. Granting goes through the shop's own grantAccess
 * (active exactly once); revoking is unconditional here, unlike the refund path's revokeAccess, which keeps
 * access while another approved purchase pays for it: an admin decision overrides that.
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
