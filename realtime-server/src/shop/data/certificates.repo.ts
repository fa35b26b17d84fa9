import type { Queryable } from '@sinais/shared/server';

export interface CertificateRow {
  code: string;
  user_id: string;
  course_id: string;
  holder_name: string;
  course_name: string;
  lessons_count: number;
  total_duration_s: number | null;
  workload_minutes: number | null;
  issued_at: Date;
}

const COLS =
  'c.code, c.user_id, c.course_id, c.holder_name, c.course_name, c.lessons_count, c.total_duration_s, c.issued_at';

export function createCertificatesRepo(db: Queryable) {
  const repo = {
    async find(userId: string, courseId: string): Promise<CertificateRow | undefined> {
      const rows = await db.query<CertificateRow>(
        `SELECT ${COLS}, COALESCE(c.workload_minutes, k.workload_minutes) AS workload_minutes
         FROM certificates c JOIN courses k ON k.id = c.course_id
        WHERE c.user_id = $1 AND c.course_id = $2`,
        [userId, courseId],
      );
      return rows[0];
    },

    /** A certificate by its printed code (anyone may check one). */
    async byCode(code: string): Promise<CertificateRow | undefined> {
      const rows = await db.query<CertificateRow>(
        `SELECT ${COLS}, COALESCE(c.workload_minutes, k.workload_minutes) AS workload_minutes
         FROM certificates c JOIN courses k ON k.id = c.course_id WHERE c.code = $1`,
        [code],
      );
      return rows[0];
    },

    /** Issues once per member and course; a concurrent second request gets the first one's certificate. */
    async issue(c: Omit<CertificateRow, 'issued_at'>): Promise<CertificateRow> {
      await db.query(
        `INSERT INTO certificates (code, user_id, course_id, holder_name, course_name, lessons_count, total_duration_s,
                                 workload_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id, course_id) DO NOTHING`,
        [
          c.code,
          c.user_id,
          c.course_id,
          c.holder_name,
          c.course_name,
          c.lessons_count,
          c.total_duration_s,
          c.workload_minutes,
        ],
      );
      return (await repo.find(c.user_id, c.course_id))!;
    },

    /** Lesson ids the member has completed. */
    async completedLessons(userId: string): Promise<Set<string>> {
      const rows = await db.query<{ lesson_id: string }>(
        `SELECT lesson_id FROM lesson_progress WHERE user_id = $1 AND completed`,
        [userId],
      );
      return new Set(rows.map((r) => r.lesson_id));
    },
  };
  return repo;
}
export type CertificatesRepo = ReturnType<typeof createCertificatesRepo>;
