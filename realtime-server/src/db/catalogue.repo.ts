import type { Course, LessonSummary } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

interface CourseRow {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  features: string[];
}

export interface LessonRow {
  id: string;
  course_id: string;
  position: number;
  title: string;
  description: string;
  video_file: string | null;
  duration_s: number | null;
}

export function toLessonSummary(l: LessonRow): LessonSummary {
  return {
    id: l.id,
    course_id: l.course_id,
    position: l.position,
    title: l.title,
    description: l.description,
    duration_s: l.duration_s,
    has_video: Boolean(l.video_file),
  };
}

/** The catalogue is small and changes only by migration: read once per process and kept. */
export function createCatalogueRepo(db: Queryable) {
  let cache: Promise<{ courses: Map<string, Course & { active: boolean }>; lessons: LessonRow[] }> | null =
    null;

  const load = () =>
    (cache ??= (async () => {
      const rows = await db.query<CourseRow & { active: boolean }>(
        'SELECT id, name, description, price_cents, currency, features, active FROM courses ORDER BY position, id',
      );
      const lessons = await db.query<LessonRow>(
        'SELECT id, course_id, position, title, description, video_file, duration_s FROM lessons ORDER BY course_id, position',
      );
      const courses = new Map<string, Course & { active: boolean }>();
      for (const r of rows) {
        courses.set(r.id, {
          id: r.id,
          name: r.name,
          description: r.description,
          price: r.price_cents / 100,
          price_cents: r.price_cents,
          currency: 'BRL',
          features: Array.isArray(r.features) ? r.features : [],
          lessons: lessons.filter((l) => l.course_id === r.id).map((l) => l.id),
          active: r.active,
        });
      }
      return { courses, lessons };
    })().catch((err: unknown) => {
      cache = null;
      throw err;
    }));

  return {
    async courses(): Promise<Course[]> {
      const { courses } = await load();
      return [...courses.values()].filter((c) => c.active).map(({ active: _a, ...c }) => c);
    },
    async course(id: string): Promise<Course | undefined> {
      const c = (await load()).courses.get(id);
      if (!c || !c.active) return undefined;
      const { active: _a, ...rest } = c;
      return rest;
    },
    async lessons(courseId: string): Promise<LessonRow[]> {
      return (await load()).lessons.filter((l) => l.course_id === courseId);
    },
    /** Accepts the full id ('despertar-crypto-03') or the spec's local number ('3', a Despertar Crypto lesson). */
    async lesson(idOrNumber: string): Promise<LessonRow | undefined> {
      const { lessons } = await load();
      const id = /^\d{1,3}$/.test(idOrNumber)
        ? `despertar-crypto-${idOrNumber.padStart(2, '0')}`
        : idOrNumber;
      return lessons.find((l) => l.id === id);
    },
  };
}
export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
