import {
  REVIEW_MESSAGES,
  type AdminReview,
  type CourseReview,
  type MyReviewInput,
  type MyReviewResponse,
  type Testimonial,
} from '@sinais/shared';
import type { AuditRepo } from '../../platform/audit.repo';
import { AppError } from '../../errors';
import type { AdminReviewRow, ReviewRow, ReviewsRepo } from '../data/reviews.repo';

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

export const toReview = (r: ReviewRow): CourseReview => ({
  id: r.id,
  course_id: r.course_id,
  rating: r.rating,
  text: r.body,
  display_name: r.display_name,
  location: r.location,
  consent: r.consent_to_publish,
  status: r.status,
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
  decided_at: iso(r.decided_at),
});

export const toTestimonial = (r: ReviewRow): Testimonial => ({
  id: r.id,
  rating: r.rating,
  text: r.body,
  display_name: r.display_name,
  location: r.location,
  decided_at: iso(r.decided_at),
});

export const toAdminReview = (r: AdminReviewRow): AdminReview => ({
  ...toReview(r),
  course_name: r.course_name,
  buyer_name: r.buyer_name,
  buyer_email: r.buyer_email,
});

/** GET /api/courses/{id}/my-review: the buyer's review, and whether they may write one (a paid access). */
export async function myReview(
  reviews: ReviewsRepo,
  userId: string,
  courseId: string,
): Promise<MyReviewResponse> {
  const [canReview, mine] = await Promise.all([
    reviews.isPaidStudent(userId, courseId),
    reviews.mine(userId, courseId),
  ]);
  return { success: true, can_review: canReview, review: mine ? toReview(mine) : null };
}

/** PUT /api/courses/{id}/my-review: only a buyer of the course; every save waits for an admin again. */
export async function saveMyReview(
  reviews: ReviewsRepo,
  userId: string,
  courseId: string,
  r: MyReviewInput,
): Promise<MyReviewResponse> {
  if (!(await reviews.isPaidStudent(userId, courseId)))
    throw new AppError('not_a_buyer', REVIEW_MESSAGES.notBuyer, 403);
  const saved = await reviews.save({
    userId,
    courseId,
    rating: r.rating,
    body: r.text,
    displayName: r.display_name,
    location: r.location,
    consent: r.consent,
  });
  return {
    success: true,
    can_review: true,
    review: toReview(saved),
    message: r.consent ? REVIEW_MESSAGES.saved : REVIEW_MESSAGES.savedPrivate,
  };
}

/** POST /api/admin/reviews/{id}/decision: publish (with the buyer's consent only) or turn down; audited. */
export async function decideReview(
  deps: { reviews: ReviewsRepo; audit: AuditRepo },
  admin: { id: string; email: string; ip: string },
  id: string,
  status: 'published' | 'rejected',
): Promise<AdminReview> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  if (!isUuid || !(await deps.reviews.exists(id)))
    throw new AppError('review_not_found', REVIEW_MESSAGES.notFound, 404);
  if (!(await deps.reviews.decide(id, status, admin.id)))
    throw new AppError('no_consent', REVIEW_MESSAGES.noConsent, 409);
  await deps.audit.write({
    actorId: admin.id,
    actorEmail: admin.email,
    action: status === 'published' ? 'review.published' : 'review.rejected',
    target: id,
    ip: admin.ip,
  });
  const row = (await deps.reviews.all()).find((r) => r.id === id)!;
  return toAdminReview(row);
}
