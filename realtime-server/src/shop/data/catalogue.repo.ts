import type { Course, LessonSummary } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

interface CourseRow {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  features: string[];
  active: boolean;
  test_only: boolean;
  content_version: number;
  workload_minutes: number | null;
}

export interface LessonRow {
  id: string;
  course_id: string;
  position: number;
  title: string;
  description: string;
  video_file: string | null;
  video_url: string | null;
  duration_s: number | null;
  published: boolean;
  updated_at: Date;
}

export const LESSON_COLS =
  'id, course_id, position, title, description, video_file, video_url, duration_s, published, updated_at';

export function toLessonSummary(l: LessonRow): LessonSummary {
  return {
    id: l.id,
    course_id: l.course_id,
    position: l.position,
    title: l.title,
    description: l.description,
    duration_s: l.duration_s,
    has_video: Boolean(l.video_file || l.video_url),
  };
}

export interface CatalogueOptions {
  /** The checkout test course is sold only outside production. */
  includeTestCourses: boolean;
}

/**
 * The course catalogue. Lessons change at runtime (the admin's lesson editor, on any gateway), so nothing is
 * cached across calls: the tables are a handful of rows and every read is one indexed query.
 */
export function createCatalogueRepo(db: Queryable, opts: CatalogueOptions = { includeTestCourses: true }) {
  const visible = (r: CourseRow) => r.active && (opts.includeTestCourses || !r.test_only);

  const toCourse = (r: CourseRow, published: LessonRow[]): Course => ({
    id: r.id,
    name: r.name,
    description: r.description,
    price: r.price_cents / 100,
    price_cents: r.price_cents,
    currency: 'BRL',
    features: Array.isArray(r.features) ? r.features : [],
    lessons: published.map((l) => l.id),
    available: published.length > 0,
    workload_minutes: r.workload_minutes ?? null,
  });

  const courseRows = (id?: string) =>
    db.query<CourseRow>(
      `SELECT id, name, description, price_cents, currency, features, active, test_only, content_version,
              workload_minutes
         FROM courses ${id ? 'WHERE id = $1' : ''} ORDER BY position, id`,
      id ? [id] : [],
    );

  const lessonRows = (courseId?: string) =>
    db.query<LessonRow>(
      `SELECT ${LESSON_COLS} FROM lessons ${courseId ? 'WHERE course_id = $1' : ''} ORDER BY course_id, position`,
      courseId ? [courseId] : [],
    );

  return {
    /** Courses on sale (or owned), each with its published lessons only. */
    async courses(): Promise<Course[]> {
      const [rows, lessons] = await Promise.all([courseRows(), lessonRows()]);
      return rows.filter(visible).map((r) =>
        toCourse(
          r,
          lessons.filter((l) => l.course_id === r.id && l.published),
        ),
      );
    },
    async course(id: string): Promise<Course | undefined> {
      const [r] = await courseRows(id);
      if (!r || !visible(r)) return undefined;
      return toCourse(
        r,
        (await lessonRows(id)).filter((l) => l.published),
      );
    },
    /** Published lessons in order; drafts too when asked (administrators). */
    async lessons(courseId: string, withDrafts = false): Promise<LessonRow[]> {
      return (await lessonRows(courseId)).filter((l) => withDrafts || l.published);
    },
    /** Accepts the full id ('despertar-crypto-03') or the spec's local number ('3', a Despertar Crypto lesson). */
    async lesson(idOrNumber: string): Promise<LessonRow | undefined> {
      const id = /^\d{1,3}$/.test(idOrNumber)
        ? `despertar-crypto-${idOrNumber.padStart(2, '0')}`
        : idOrNumber;
      if (!/^[a-z0-9-]{1,80}$/.test(id)) return undefined;
      const rows = await db.query<LessonRow>(`SELECT ${LESSON_COLS} FROM lessons WHERE id = $1`, [id]);
      return rows[0];
    },
    /** The course as the lesson editor sees it: every lesson, drafts included, and the version to save against. */
    async editable(courseId: string) {
      const [r] = await courseRows(courseId);
      if (!r) return undefined;
      const lessons = await lessonRows(courseId);
      return {
        course: toCourse(
          r,
          lessons.filter((l) => l.published),
        ),
        version: r.content_version,
        lessons,
      };
    },
  };
}
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
