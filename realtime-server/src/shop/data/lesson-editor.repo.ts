import type { Queryable } from '@sinais/shared/server';

export interface LessonWrite {
  id: string;
  title: string;
  description: string;
  published: boolean;
  videoFile: string | null;
  videoUrl: string | null;
  durationS: number | null;
}

/** Writes of the admin's lesson editor; every method runs inside the caller's transaction. */
export function createLessonEditorRepo(db: Queryable) {
  return {
    /** Claims the next content version; false when someone saved since `version` was read. */
    async bumpVersion(courseId: string, version: number): Promise<number | null> {
      const rows = await db.query<{ content_version: number }>(
        `UPDATE courses SET content_version = content_version + 1, updated_at = now()
        WHERE id = $1 AND content_version = $2 RETURNING content_version`,
        [courseId, version],
      );
      return rows[0]?.content_version ?? null;
    },

    async setWorkload(courseId: string, minutes: number | null): Promise<void> {
      await db.query('UPDATE courses SET workload_minutes = $2 WHERE id = $1', [courseId, minutes]);
    },

    async lessonCourses(ids: string[]): Promise<Array<{ id: string; course_id: string }>> {
      if (!ids.length) return [];
      return db.query(`SELECT id, course_id FROM lessons WHERE id = ANY($1::text[])`, [ids]);
    },

    /** Replaces the course's lesson list: order, content and drafts; lessons left out are deleted. */
    async replace(courseId: string, lessons: LessonWrite[]): Promise<void> {
      const keep = lessons.map((l) => l.id);
      await db.query(`DELETE FROM lessons WHERE course_id = $1 AND NOT (id = ANY($2::text[]))`, [
        courseId,
        keep,
      ]);
      // Positions are unique per course: move the survivors out of the way before writing the new order.
      await db.query(`UPDATE lessons SET position = -position WHERE course_id = $1`, [courseId]);
      for (const [i, l] of lessons.entries()) {
        await db.query(
          `INSERT INTO lessons (id, course_id, position, title, description, published, video_file, video_url, duration_s, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
         ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, title = EXCLUDED.title,
           description = EXCLUDED.description, published = EXCLUDED.published, video_file = EXCLUDED.video_file,
           video_url = EXCLUDED.video_url, duration_s = EXCLUDED.duration_s,
           updated_at = CASE WHEN (lessons.title, lessons.description, lessons.published, lessons.video_file,
                                   lessons.video_url, lessons.duration_s)
                                IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.description, EXCLUDED.published,
                                   EXCLUDED.video_file, EXCLUDED.video_url, EXCLUDED.duration_s)
                             THEN now() ELSE lessons.updated_at END`,
          [l.id, courseId, i + 1, l.title, l.description, l.published, l.videoFile, l.videoUrl, l.durationS],
        );
      }
    },
  };
}
export type LessonEditorRepo = ReturnType<typeof createLessonEditorRepo>;
