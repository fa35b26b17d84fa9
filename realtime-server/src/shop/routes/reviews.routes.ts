import type { Router } from 'express';
import { api, REVIEW_MESSAGES } from '@sinais/shared';
import type { AppContext } from '../../context';
import { decideReview, myReview, saveMyReview } from '../domain/reviews';
import { adminSocialProof, socialProof } from '../domain/social-proof';
import { clientIp } from '../../http/auth.middleware';
import { apiRoute, apiRouter } from '../../http/api-route';

/** What the sales pages may claim, the buyers' reviews behind it, and the admin's moderation (issue 30). */
export function reviewsRoutes(ctx: AppContext): Router {
  const r = apiRouter(ctx);
  const reviews = ctx.repos.reviews;

  apiRoute(
    r,
    api.courses.socialProof,
  )(async (_input, _req, res) => {
    res.set('Cache-Control', 'public, max-age=60');
    return socialProof(reviews);
  });

  apiRoute(
    r,
    api.courses.myReview,
  )(({ params }, req) => myReview(reviews, req.session!.user.id, params.courseId));

  apiRoute(
    r,
    api.courses.saveMyReview,
  )(({ params, body }, req) => saveMyReview(reviews, req.session!.user.id, params.courseId, body));

  apiRoute(r, api.courses.adminSocialProof)(() => adminSocialProof(reviews));

  apiRoute(
    r,
    api.courses.decideReview,
  )(async ({ params, body }, req) => {
    const u = req.session!.user;
    const review = await decideReview(
      { reviews, audit: ctx.repos.audit },
      { id: u.id, email: u.email, ip: clientIp(req) },
      params.id,
      body.status,
    );
    return {
      success: true,
      message: body.status === 'published' ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.rejected,
      review,
    };
  });
  return r;
}
