import { z } from 'zod';
import { okAnswer } from './common';
import { accessStatusSchema } from './payment-status';

// ---------- Catalogue ----------

export const courseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** In reais, as the spec's clients read it (197). */
  price: z.number(),
  price_cents: z.number().int(),
  currency: z.literal('BRL'),
  features: z.array(z.string()),
  /** Published lessons only. */
  lessons: z.array(z.string()),
  /** False while the course has no published lesson: it cannot be bought and shows "em breve". */
  available: z.boolean(),
  /** The workload ("carga horária") the admin set, in minutes; null until set. The certificate states it. */
  workload_minutes: z.number().int().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

export const coursesResponseSchema = okAnswer({
  courses: z.record(z.string(), courseSchema),
});
export type CoursesResponse = z.infer<typeof coursesResponseSchema>;

export const userCourseSchema = z.object({
  course_id: z.string(),
  name: z.string(),
  lessons: z.array(z.string()),
  status: accessStatusSchema,
  granted_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** 'purchase' for an owned course, 'admin' when listed because the user is an administrator. */
  via: z.enum(['purchase', 'admin']),
});
export type UserCourse = z.infer<typeof userCourseSchema>;

export const userCoursesResponseSchema = okAnswer({
  is_admin: z.boolean(),
  courses: z.array(userCourseSchema),
});
export type UserCoursesResponse = z.infer<typeof userCoursesResponseSchema>;

/** What both access checks answer: whether the signed-in user may open it, and whether as an administrator. */
const accessCheckFields = {
  has_access: z.boolean(),
  is_admin: z.boolean(),
};

export const checkAccessResponseSchema = okAnswer({
  ...accessCheckFields,
  course_id: z.string(),
});
export type CheckAccessResponse = z.infer<typeof checkAccessResponseSchema>;

export const checkLessonAccessResponseSchema = okAnswer({
  ...accessCheckFields,
  lesson_id: z.string(),
  /** The course the lesson belongs to, for the restricted view's checkout. */
  course: courseSchema.nullable(),
  /** The lesson exists but is not published yet: "Em breve", whatever the access. */
  coming_soon: z.boolean(),
});
export type CheckLessonAccessResponse = z.infer<typeof checkLessonAccessResponseSchema>;

// ---------- Lessons ----------

export const lessonSummarySchema = z.object({
  id: z.string(),
  course_id: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  duration_s: z.number().nullable(),
  has_video: z.boolean(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const lessonDetailSchema = lessonSummarySchema.extend({
  /**
   * Where the video plays: a signed, short-lived media URL (uploaded file, served with HTTP range requests), a
   * player URL to embed (YouTube/Vimeo), or an external file URL; null when the lesson has no video yet.
   */
  video_url: z.string().nullable(),
  video_type: z.enum(['file', 'embed', 'external']).nullable(),
  /** Drafts are visible to administrators only (preview). */
  published: z.boolean(),
  prev_id: z.string().nullable(),
  next_id: z.string().nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

export const courseLessonsResponseSchema = okAnswer({
  course: courseSchema,
  lessons: z.array(lessonSummarySchema),
  /** Lessons written but not published yet: their titles only, shown as "em breve". */
  upcoming: z.array(z.object({ id: z.string(), title: z.string(), position: z.number().int() })),
});
export type CourseLessonsResponse = z.infer<typeof courseLessonsResponseSchema>;

export const lessonResponseSchema = z.object({ success: z.literal(true), lesson: lessonDetailSchema });

export const lessonProgressSchema = z.object({
  currentTime: z.number().min(0).max(86_400),
  duration: z.number().min(0).max(86_400),
  completed: z.boolean().optional(),
});
export type LessonProgressInput = z.infer<typeof lessonProgressSchema>;

/**
 * The same progress sent by `navigator.sendBeacon` when a lesson tab closes (`pagehide`): a beacon cannot carry
 * the Authorization header, so the session's token travels in the body (as text/plain, which a beacon may send).
 */
export const lessonProgressBeaconSchema = lessonProgressSchema.extend({
  token: z.string().min(1).max(4096),
});

export const lessonProgressEntrySchema = z.object({
  currentTime: z.number(),
  duration: z.number(),
  completed: z.boolean(),
  updated_at: z.string(),
});
export type LessonProgressEntry = z.infer<typeof lessonProgressEntrySchema>;

export const progressResponseSchema = okAnswer({
  progress: z.record(z.string(), lessonProgressEntrySchema),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;
