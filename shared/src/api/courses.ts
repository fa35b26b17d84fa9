import { z } from 'zod';
import {
  adminCourseLessonsResponseSchema,
  certificateResponseSchema,
  mediaUploadResponseSchema,
  saveLessonsRequestSchema,
} from '../schemas/course-content';
import {
  checkAccessResponseSchema,
  checkLessonAccessResponseSchema,
  courseLessonsResponseSchema,
  coursesResponseSchema,
  lessonProgressBeaconSchema,
  lessonProgressSchema,
  lessonResponseSchema,
  lessonProgressEntrySchema,
  pageDataSchema,
  pageSaveRequestSchema,
  progressResponseSchema,
  userCoursesResponseSchema,
} from '../schemas/payments';
import {
  adminSocialProofResponseSchema,
  certificateVerificationSchema,
  myReviewRequestSchema,
  myReviewResponseSchema,
  reviewDecisionRequestSchema,
  reviewDecisionResponseSchema,
  socialProofResponseSchema,
} from '../schemas/social-proof';
import { idParam, noContentSchema } from './envelopes';
import { defineRoute } from './route';

/** Courses, access checks, lessons and progress, certificates, editable pages and the admin lesson editor. */
export const coursesApi = {
  courses: defineRoute({
    method: 'GET',
    path: '/api/payments/courses',
    access: 'public',
    response: coursesResponseSchema,
  }),
  userCourses: defineRoute({
    method: 'GET',
    path: '/api/payments/user-courses',
    access: 'member',
    response: userCoursesResponseSchema,
  }),
  checkAccess: defineRoute({
    method: 'GET',
    path: '/api/payments/check-access/:courseId',
    access: 'member',
    params: idParam('courseId'),
    response: checkAccessResponseSchema,
  }),
  checkLessonAccess: defineRoute({
    method: 'GET',
    path: '/api/payments/check-lesson-access/:lessonId',
    access: 'member',
    params: idParam('lessonId'),
    response: checkLessonAccessResponseSchema,
    needsState: true,
  }),
  courseLessons: defineRoute({
    method: 'GET',
    path: '/api/courses/:courseId/lessons',
    access: 'public',
    params: idParam('courseId'),
    response: courseLessonsResponseSchema,
  }),
  certificate: defineRoute({
    method: 'GET',
    path: '/api/courses/:courseId/certificate',
    access: 'member',
    params: idParam('courseId'),
    response: certificateResponseSchema,
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/api/lessons/progress',
    access: 'member',
    query: z.object({ course: z.string().optional().catch(undefined) }),
    response: progressResponseSchema,
  }),
  lesson: defineRoute({
    method: 'GET',
    path: '/api/lessons/:lessonId',
    access: 'member',
    params: idParam('lessonId'),
    response: lessonResponseSchema,
    needsState: true,
  }),
  saveProgress: defineRoute({
    method: 'PUT',
    path: '/api/lessons/:lessonId/progress',
    access: 'member',
    params: idParam('lessonId'),
    body: lessonProgressSchema,
    response: z.object({
      success: z.literal(true),
      lesson_id: z.string(),
      progress: lessonProgressEntrySchema,
    }),
  }),
  /** navigator.sendBeacon on `pagehide`: text/plain JSON with the token inside (a beacon has no headers). */
  progressBeacon: defineRoute({
    method: 'POST',
    path: '/api/lessons/:lessonId/progress/beacon',
    access: 'public',
    params: idParam('lessonId'),
    body: lessonProgressBeaconSchema,
    response: noContentSchema,
    kind: 'empty',
  }),
  page: defineRoute({
    method: 'GET',
    path: '/api/pages/:slug',
    access: 'public',
    params: idParam('slug'),
    response: z.object({ success: z.literal(true), page: pageDataSchema }),
    needsState: true,
  }),
  savePage: defineRoute({
    method: 'PUT',
    path: '/api/pages/:slug',
    access: 'admin',
    params: idParam('slug'),
    body: pageSaveRequestSchema,
    response: z.object({ success: z.literal(true), page: pageDataSchema }),
  }),
  adminLessons: defineRoute({
    method: 'GET',
    path: '/api/admin/courses/:courseId/lessons',
    access: 'admin',
    params: idParam('courseId'),
    response: adminCourseLessonsResponseSchema,
  }),
  saveAdminLessons: defineRoute({
    method: 'PUT',
    path: '/api/admin/courses/:courseId/lessons',
    access: 'admin',
    params: idParam('courseId'),
    body: saveLessonsRequestSchema,
    response: adminCourseLessonsResponseSchema,
  }),
  /** multipart/form-data with one `file` (MP4 or WebM): sent with FormData, not through callApi's JSON body. */
  uploadMedia: defineRoute({
    method: 'POST',
    path: '/api/admin/media',
    access: 'admin',
    response: mediaUploadResponseSchema,
  }),
  /** Student counts, ratings and testimonials the sales pages may show: from paid accesses and published reviews. */
  socialProof: defineRoute({
    method: 'GET',
    path: '/api/courses/social-proof',
    access: 'public',
    response: socialProofResponseSchema,
  }),
  /** The buyer's own review of a course (a buyer of the course may write one). */
  myReview: defineRoute({
    method: 'GET',
    path: '/api/courses/:courseId/my-review',
    access: 'member',
    params: idParam('courseId'),
    response: myReviewResponseSchema,
  }),
  saveMyReview: defineRoute({
    method: 'PUT',
    path: '/api/courses/:courseId/my-review',
    access: 'member',
    params: idParam('courseId'),
    body: myReviewRequestSchema,
    response: myReviewResponseSchema,
  }),
  /** Every review to moderate, and where each figure the pages show comes from. */
  adminSocialProof: defineRoute({
    method: 'GET',
    path: '/api/admin/social-proof',
    access: 'admin',
    response: adminSocialProofResponseSchema,
  }),
  decideReview: defineRoute({
    method: 'POST',
    path: '/api/admin/reviews/:id/decision',
    access: 'admin',
    params: idParam('id'),
    body: reviewDecisionRequestSchema,
    response: reviewDecisionResponseSchema,
  }),
  /** Anyone checks a certificate by its code (the code printed on it). */
  verifyCertificate: defineRoute({
    method: 'GET',
    path: '/api/certificates/:code',
    access: 'public',
    params: idParam('code'),
    response: certificateVerificationSchema,
    needsState: true,
  }),
} as const;
