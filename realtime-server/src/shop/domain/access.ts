import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  parseVideoUrl,
  type CheckLessonAccessResponse,
  type LessonDetail,
  type UserCourse,
} from '@sinais/shared';
import type { CatalogueRepo, LessonRow } from '../data/catalogue.repo';
import { toLessonSummary } from '../data/catalogue.repo';
import type { CourseAccessRepo } from '../data/course-access.repo';
import type { SessionsRepo } from '../../auth';
import { AppError } from '../../errors';

export interface Viewer {
  id: string;
  is_admin: boolean;
}

/** What the learning side reads: the catalogue and the members' course accesses (ShopDeps has both). */
export interface Learning {
  catalogue: CatalogueRepo;
  accesses: Pick<CourseAccessRepo, 'hasActiveAccess' | 'accesses'>;
}

export async function hasCourseAccess(
  accesses: Pick<CourseAccessRepo, 'hasActiveAccess'>,
  viewer: Viewer | null,
  courseId: string,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.is_admin) return true;
  return accesses.hasActiveAccess(viewer.id, courseId);
}

export async function userCourses({ catalogue, accesses }: Learning, viewer: Viewer): Promise<UserCourse[]> {
  const courses = await catalogue.courses();
  const mine = await accesses.accesses(viewer.id);
  const out: UserCourse[] = [];
  for (const c of courses) {
    const a = mine.find((x) => x.course_id === c.id);
    if (a && a.status === 'active') {
      out.push({
        course_id: c.id,
        name: c.name,
        lessons: c.lessons,
        status: 'active',
        granted_at: new Date(a.granted_at).toISOString(),
        expires_at: a.expires_at ? new Date(a.expires_at).toISOString() : null,
        via: 'purchase',
      });
    } else if (viewer.is_admin) {
      out.push({
        course_id: c.id,
        name: c.name,
        lessons: c.lessons,
        status: 'active',
        granted_at: null,
        expires_at: null,
        via: 'admin',
      });
    }
  }
  return out;
}

export async function checkLessonAccess(
  { catalogue, accesses }: Learning,
  viewer: Viewer | null,
  lessonParam: string,
): Promise<CheckLessonAccessResponse> {
  const lesson = await catalogue.lesson(lessonParam);
  if (!lesson) {
    return {
      success: true,
      has_access: false,
      lesson_id: lessonParam,
      is_admin: viewer?.is_admin ?? false,
      course: null,
      coming_soon: false,
    };
  }
  const course = (await catalogue.course(lesson.course_id)) ?? null;
  return {
    success: true,
    has_access: await hasCourseAccess(accesses, viewer, lesson.course_id),
    lesson_id: lesson.id,
    is_admin: viewer?.is_admin ?? false,
    course,
    // A draft is previewed by administrators only; everyone else learns it is coming ("Em breve"), in its own
    // course, never another course's paywall. Its content stays hidden (GET /lessons/:id answers 404).
    coming_soon: !lesson.published && !viewer?.is_admin,
  };
}

/**
 * Media links: a <video> cannot send the bearer token, so the lesson call hands out a signed URL. It is short
 * (5 minutes), bound to the user, the device session and the course, and every request made with it
 * (each HTTP Range request of a playing video) is checked again against the database (`mediaAccessAllowed`):
 * leaving ("Sair" on that device, or any password change), a revoke or a refund stops the video at its next
 * range request. The player asks for a new link
 * when one expires.
 */
export const MEDIA_TTL_S = 5 * 60;

export interface MediaClaims {
  file: string;
  userId: string;
  sessionId: string;
  courseId: string;
}

const mediaMac = (secret: string, c: MediaClaims, exp: number) =>
  createHmac('sha256', secret)
    .update(`media:${c.file}:${c.userId}:${c.sessionId}:${c.courseId}:${exp}`)
    .digest();

export function signMediaPath(secret: string, c: MediaClaims, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + MEDIA_TTL_S;
  const sig = mediaMac(secret, c, exp).toString('base64url');
  const q = new URLSearchParams({
    u: c.userId,
    s: c.sessionId,
    c: c.courseId,
    exp: String(exp),
    sig,
  });
  return `/media/${encodeURIComponent(c.file)}?${q.toString()}`;
}

/** The claims of a well-signed, unexpired media link, or null. */
export function verifyMediaSignature(
  secret: string,
  file: string,
  q: { u?: unknown; s?: unknown; c?: unknown; exp?: unknown; sig?: unknown },
  now = Date.now(),
): MediaClaims | null {
  if (
    typeof q.u !== 'string' ||
    typeof q.s !== 'string' ||
    typeof q.c !== 'string' ||
    typeof q.exp !== 'string' ||
    typeof q.sig !== 'string'
  )
    return null;
  const exp = Number(q.exp);
  if (!Number.isInteger(exp) || exp * 1000 < now) return null;
  if (exp * 1000 > now + MEDIA_TTL_S * 1000 + 60_000) return null;
  const claims: MediaClaims = { file, userId: q.u, sessionId: q.s, courseId: q.c };
  const expected = mediaMac(secret, claims, exp);
  const given = Buffer.from(q.sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? claims : null;
}

/** Still allowed right now: the session the link was issued to is alive and the course access stands. */
export async function mediaAccessAllowed(
  accesses: Pick<CourseAccessRepo, 'hasActiveAccess'>,
  sessions: Pick<SessionsRepo, 'userOfLive'>,
  c: MediaClaims,
): Promise<boolean> {
  const user = await sessions.userOfLive(c.userId, c.sessionId);
  if (!user || user.status !== 'active') return false;
  return hasCourseAccess(accesses, { id: user.id, is_admin: user.is_admin }, c.courseId);
}

/** A lesson this viewer may watch: published (or previewed by an admin) in a course they have; else 404/403. */
export async function watchableLesson(
  { catalogue, accesses }: Learning,
  viewer: Viewer,
  lessonParam: string,
): Promise<LessonRow> {
  const lesson = await catalogue.lesson(lessonParam);
  if (!lesson || (!lesson.published && !viewer.is_admin))
    throw new AppError('lesson_not_found', 'Aula não encontrada.', 404);
  if (!(await hasCourseAccess(accesses, viewer, lesson.course_id))) {
    throw new AppError(
      'lesson_forbidden',
      'Esta aula faz parte de um curso pago. Adquira o curso para assistir.',
      403,
    );
  }
  return lesson;
}

export async function lessonDetail(
  { catalogue, accesses }: Learning,
  viewer: Viewer & { session_id: string },
  lessonParam: string,
  mediaSecret: string,
): Promise<LessonDetail> {
  const lesson = await watchableLesson({ catalogue, accesses }, viewer, lessonParam);
  const siblings: LessonRow[] = await catalogue.lessons(lesson.course_id, !lesson.published);
  const i = siblings.findIndex((l) => l.id === lesson.id);
  return {
    ...toLessonSummary(lesson),
    ...lessonVideo(lesson, mediaSecret, viewer),
    published: lesson.published,
    prev_id: siblings[i - 1]?.id ?? null,
    next_id: siblings[i + 1]?.id ?? null,
  };
}

/** Where a lesson's video plays: our signed media link, a YouTube/Vimeo player, or an external file. */
function lessonVideo(
  lesson: LessonRow,
  mediaSecret: string,
  viewer: { id: string; session_id: string },
): Pick<LessonDetail, 'video_url' | 'video_type'> {
  if (lesson.video_file) {
    const url = signMediaPath(mediaSecret, {
      file: lesson.video_file,
      userId: viewer.id,
      sessionId: viewer.session_id,
      courseId: lesson.course_id,
    });
    return { video_url: url, video_type: 'file' };
  }
  const source = lesson.video_url ? parseVideoUrl(lesson.video_url) : null;
  if (!source) return { video_url: null, video_type: null };
  return source.kind === 'file'
    ? { video_url: source.embedUrl, video_type: 'external' }
    : { video_url: source.embedUrl, video_type: 'embed' };
}
