import type { AccessStatus } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

export interface AccessRow {
  user_id: string;
  course_id: string;
  purchase_id: string | null;
  status: AccessStatus;
  granted_at: Date;
  expires_at: Date | null;
}

/** Course accesses: granted by an approved purchase (or an admin), revoked when none is left. */
export function createCourseAccessRepo(db: Queryable) {
  return {
    /** Grants (or re-activates) access; returns true only when this call changed it to active. */
    async grantAccess(userId: string, courseId: string, purchaseId: string | null): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO course_accesses (user_id, course_id, purchase_id, status) VALUES ($1, $2, $3, 'active')
       ON CONFLICT (user_id, course_id) DO UPDATE
         SET status = 'active', purchase_id = EXCLUDED.purchase_id, granted_at = now(), revoked_at = NULL, updated_at = now()
         WHERE course_accesses.status <> 'active'
       RETURNING id`,
        [userId, courseId, purchaseId],
      );
      return rows.length > 0;
    },

    /**
     * Access follows the buyer's approved purchases: while one is left, the access stays and points to it;
     * with none left, it is revoked. Returns true only when this call revoked it.
     */
    async revokeAccess(userId: string, courseId: string): Promise<boolean> {
      const still = await db.query<{ id: string }>(
        `SELECT id FROM purchases WHERE user_id = $1 AND course_id = $2 AND status = 'approved'
        ORDER BY approved_at NULLS LAST, created_at LIMIT 1`,
        [userId, courseId],
      );
      if (still[0]) {
        await db.query(
          `UPDATE course_accesses SET purchase_id = $3, updated_at = now()
          WHERE user_id = $1 AND course_id = $2 AND purchase_id IS DISTINCT FROM $3`,
          [userId, courseId, still[0].id],
        );
        return false;
      }
      const rows = await db.query(
        `UPDATE course_accesses SET status = 'revoked', revoked_at = now(), updated_at = now()
        WHERE user_id = $1 AND course_id = $2 AND status = 'active'
       RETURNING id`,
        [userId, courseId],
      );
      return rows.length > 0;
    },

    /** An administrator's revocation: ends the access whatever pays for it. */
    async revokeAccessByAdmin(userId: string, courseId: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE course_accesses SET status = 'revoked', revoked_at = now(), updated_at = now()
        WHERE user_id = $1 AND course_id = $2 AND status = 'active' RETURNING id`,
        [userId, courseId],
      );
      return rows.length > 0;
    },

    async accesses(userId: string): Promise<AccessRow[]> {
      return db.query<AccessRow>(
        `SELECT user_id, course_id, purchase_id,
              CASE WHEN status = 'active' AND expires_at IS NOT NULL AND expires_at <= now() THEN 'expired' ELSE status END AS status,
              granted_at, expires_at
         FROM course_accesses WHERE user_id = $1`,
        [userId],
      );
    },

    async hasActiveAccess(userId: string, courseId: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM course_accesses WHERE user_id = $1 AND course_id = $2 AND status = 'active'
          AND (expires_at IS NULL OR expires_at > now())`,
        [userId, courseId],
      );
      return rows.length > 0;
    },
  };
}
export type CourseAccessRepo = ReturnType<typeof createCourseAccessRepo>;
