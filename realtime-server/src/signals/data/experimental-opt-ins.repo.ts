import type { ExperimentalOptIn } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/** "Ver sinais experimentais" per member (table experimental_opt_ins, migration 021; no row = off). */
export function createExperimentalOptInsRepo(db: Queryable) {
  return {
    async get(userId: string): Promise<ExperimentalOptIn> {
      const rows = await db.query<{ enabled: boolean; updated_at: Date }>(
        'SELECT enabled, updated_at FROM experimental_opt_ins WHERE user_id = $1',
        [userId],
      );
      const row = rows[0];
      return row
        ? { enabled: row.enabled, updated_at: iso(row.updated_at) }
        : { enabled: false, updated_at: null };
    },
    async isEnabled(userId: string): Promise<boolean> {
      return (await this.get(userId)).enabled;
    },
    /** Admins always see experimental signals; a member only with the option on. */
    async sees(user: { id: string; is_admin: boolean }): Promise<boolean> {
      return user.is_admin || (await this.isEnabled(user.id));
    },
    /** The users among these who opted in (one query for a whole gateway's sockets). */
    async enabledAmong(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db.query<{ user_id: string }>(
        'SELECT user_id FROM experimental_opt_ins WHERE enabled AND user_id = ANY($1::uuid[])',
        [userIds],
      );
      return new Set(rows.map((r) => String(r.user_id)));
    },
    async set(userId: string, enabled: boolean): Promise<ExperimentalOptIn> {
      const rows = await db.query<{ enabled: boolean; updated_at: Date }>(
        `INSERT INTO experimental_opt_ins (user_id, enabled, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()
         RETURNING enabled, updated_at`,
        [userId, enabled],
      );
      return { enabled: rows[0]!.enabled, updated_at: iso(rows[0]!.updated_at) };
    },
  };
}
export type ExperimentalOptInsRepo = ReturnType<typeof createExperimentalOptInsRepo>;
