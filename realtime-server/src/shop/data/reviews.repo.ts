import type { ReviewStatus } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

export interface ReviewRow {
  id: string;
  user_id: string;
  course_id: string;
  rating: number;
  body: string;
  display_name: string;
  location: string | null;
  consent_to_publish: boolean;
  status: ReviewStatus;
  created_at: Date;
  updated_at: Date;
  decided_at: Date | null;
}

export interface AdminReviewRow extends ReviewRow {
  course_name: string;
  buyer_name: string;
  buyer_email: string;
}

/** One student the pages count: an account whose access to the course is paid by an approved purchase. */
export interface StudentRow {
  course_id: string;
  course_name: string;
  user_id: string;
  name: string;
  email: string;
  approved_at: Date | null;
}

const R_COLS = `r.id, r.user_id, r.course_id, r.rating, r.body, r.display_name, r.location, r.consent_to_publish,
  r.status, r.created_at, r.updated_at, r.decided_at`;

/**
 * Who counts as a student, in one place: an active access paid by an approved purchase, of a course on sale
 * (not the checkout's test course), by an account that is not an admin's.
 */
const PAID_STUDENTS = `
  FROM course_accesses a
  JOIN purchases p ON p.id = a.purchase_id AND p.status = 'approved'
  JOIN users u ON u.id = a.user_id AND NOT u.is_admin
  JOIN courses c ON c.id = a.course_id AND NOT c.test_only
 WHERE a.status = 'active' AND (a.expires_at IS NULL OR a.expires_at > now())`;

/** Course reviews by their buyers, and the paid accesses the student counts come from. */
export function createReviewsRepo(db: Queryable) {
  return {
    async students(): Promise<StudentRow[]> {
      return db.query<StudentRow>(
        `SELECT a.course_id, c.name AS course_name, u.id AS user_id, u.name, u.email, p.approved_at
         ${PAID_STUDENTS}
         ORDER BY c.name, p.approved_at`,
      );
    },

    async isPaidStudent(userId: string, courseId: string): Promise<boolean> {
      const rows = await db.query(`SELECT 1 ${PAID_STUDENTS} AND a.user_id = $1 AND a.course_id = $2`, [
        userId,
        courseId,
      ]);
      return rows.length > 0;
    },

    async mine(userId: string, courseId: string): Promise<ReviewRow | undefined> {
      const rows = await db.query<ReviewRow>(
        `SELECT ${R_COLS} FROM course_reviews r WHERE r.user_id = $1 AND r.course_id = $2`,
        [userId, courseId],
      );
      return rows[0];
    },

    /** Writes the buyer's review; any change takes it back to 'pending' (off the pages until an admin looks). */
    async save(r: {
      userId: string;
      courseId: string;
      rating: number;
      body: string;
      displayName: string;
      location: string | null;
      consent: boolean;
    }): Promise<ReviewRow> {
      const rows = await db.query<ReviewRow>(
        `INSERT INTO course_reviews AS r (user_id, course_id, rating, body, display_name, location, consent_to_publish)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, course_id) DO UPDATE SET rating = $3, body = $4, display_name = $5, location = $6,
           consent_to_publish = $7, status = 'pending', updated_at = now(), decided_at = NULL, decided_by = NULL
         RETURNING ${R_COLS}`,
        [r.userId, r.courseId, r.rating, r.body, r.displayName, r.location, r.consent],
      );
      return rows[0]!;
    },

    async published(): Promise<ReviewRow[]> {
      return db.query<ReviewRow>(
        `SELECT ${R_COLS} FROM course_reviews r WHERE r.status = 'published' ORDER BY r.decided_at DESC`,
      );
    },

    async all(): Promise<AdminReviewRow[]> {
      return db.query<AdminReviewRow>(
        `SELECT ${R_COLS}, c.name AS course_name, u.name AS buyer_name, u.email AS buyer_email
           FROM course_reviews r JOIN courses c ON c.id = r.course_id JOIN users u ON u.id = r.user_id
          ORDER BY (r.status = 'pending') DESC, r.updated_at DESC`,
      );
    },

    /** Publishing needs the buyer's consent (the table refuses it otherwise too); null when unknown or refused. */
    async decide(id: string, status: 'published' | 'rejected', adminId: string): Promise<string | null> {
      const rows = await db.query<{ id: string }>(
        `UPDATE course_reviews SET status = $2, decided_at = now(), decided_by = $3
          WHERE id = $1 AND ($2 = 'rejected' OR consent_to_publish) RETURNING id`,
        [id, status, adminId],
      );
      return rows[0]?.id ?? null;
    },

    async exists(id: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM course_reviews WHERE id = $1', [id])).length > 0;
    },
  };
}
export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
