import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  parseVideoUrl,
  type CheckLessonAccessResponse,
  type LessonDetail,
  type UserCourse,
} from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';
import type { CatalogueRepo, LessonRow } from '../../db/catalogue.repo';
import { toLessonSummary } from '../../db/catalogue.repo';
import { purchasesRepo } from '../../db/purchases.repo';
import { AppError } from '../../http/errors';

export interface Viewer {
  id: string;
  is_admin: boolean;
}

export async function hasCourseAccess(
  db: Queryable,
  viewer: Viewer | null,
  courseId: string,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.is_admin) return true;
  return purchasesRepo.hasActiveAccess(db, viewer.id, courseId);
}

export async function userCourses(
  db: Queryable,
  catalogue: CatalogueRepo,
  viewer: Viewer,
): Promise<UserCourse[]> {
  const courses = await catalogue.courses();
  const accesses = await purchasesRepo.accesses(db, viewer.id);
  const out: UserCourse[] = [];
  for (const c of courses) {
    const a = accesses.find((x) => x.course_id === c.id);
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
  db: Queryable,
  catalogue: CatalogueRepo,
  viewer: Viewer | null,
  lessonParam: string,
): Promise<CheckLessonAccessResponse> {
  const found = await catalogue.lesson(lessonParam);
  // A draft is visible to administrators only (preview); for everyone else it does not exist yet.
  const lesson = found && (found.published || viewer?.is_admin) ? found : undefined;
  if (!lesson) {
    return {
      success: true,
      has_access: false,
      lesson_id: lessonParam,
      is_admin: viewer?.is_admin ?? false,
      course: null,
    };
  }
  const course = (await catalogue.course(lesson.course_id)) ?? null;
  return {
    success: true,
    has_access: await hasCourseAccess(db, viewer, lesson.course_id),
    lesson_id: lesson.id,
    is_admin: viewer?.is_admin ?? false,
    course,
  };
}

// Media links: a <video> cannot send the bearer token, so the lesson call hands out a short-lived signed URL.
const MEDIA_TTL_S = 6 * 3600;

export function signMediaPath(secret: string, file: string, userId: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + MEDIA_TTL_S;
  const sig = createHmac('sha256', secret).update(`media:${file}:${userId}:${exp}`).digest('base64url');
  return `/media/${encodeURIComponent(file)}?u=${encodeURIComponent(userId)}&exp=${exp}&sig=${sig}`;
}

export function verifyMediaSignature(
  secret: string,
  file: string,
  q: { u?: unknown; exp?: unknown; sig?: unknown },
  now = Date.now(),
): boolean {
  if (typeof q.u !== 'string' || typeof q.exp !== 'string' || typeof q.sig !== 'string') return false;
  const exp = Number(q.exp);
  if (!Number.isFinite(exp) || exp * 1000 < now) return false;
  const expected = createHmac('sha256', secret).update(`media:${file}:${q.u}:${exp}`).digest();
  const given = Buffer.from(q.sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function lessonDetail(
  db: Queryable,
  catalogue: CatalogueRepo,
  viewer: Viewer,
  lessonParam: string,
  mediaSecret: string,
): Promise<LessonDetail> {
  const lesson = await catalogue.lesson(lessonParam);
  if (!lesson || (!lesson.published && !viewer.is_admin))
    throw new AppError('lesson_not_found', 'Aula não encontrada.', 404);
  if (!(await hasCourseAccess(db, viewer, lesson.course_id))) {
    throw new AppError(
      'lesson_forbidden',
      'Esta aula faz parte de um curso pago. Adquira o curso para assistir.',
      403,
    );
  }
  const siblings: LessonRow[] = await catalogue.lessons(lesson.course_id, !lesson.published);
  const i = siblings.findIndex((l) => l.id === lesson.id);
  return {
    ...toLessonSummary(lesson),
    ...lessonVideo(lesson, mediaSecret, viewer.id),
    published: lesson.published,
    prev_id: siblings[i - 1]?.id ?? null,
    next_id: siblings[i + 1]?.id ?? null,
  };
}

/** Where a lesson's video plays: our signed media link, a YouTube/Vimeo player, or an external file. */
function lessonVideo(
  lesson: LessonRow,
  mediaSecret: string,
  userId: string,
): Pick<LessonDetail, 'video_url' | 'video_type'> {
  if (lesson.video_file) {
    return { video_url: signMediaPath(mediaSecret, lesson.video_file, userId), video_type: 'file' };
  }
  const source = lesson.video_url ? parseVideoUrl(lesson.video_url) : null;
  if (!source) return { video_url: null, video_type: null };
  return source.kind === 'file'
    ? { video_url: source.embedUrl, video_type: 'external' }
    : { video_url: source.embedUrl, video_type: 'embed' };
}
