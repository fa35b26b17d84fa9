import type { Queryable } from '@sinais/shared/server';

/** Places (keyed hashes of IPs) each account signed in from; forgotten after 180 days unused. */
export function createLoginSourcesRepo(db: Queryable) {
  return {
    async isKnown(userId: string, source: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM login_sources WHERE user_id = $1 AND source = $2 AND last_seen_at > now() - interval '180 days'`,
        [userId, source],
      );
      return rows.length > 0;
    },
    async remember(userId: string, source: string): Promise<void> {
      await db.query(
        `INSERT INTO login_sources (user_id, source) VALUES ($1, $2)
         ON CONFLICT (user_id, source) DO UPDATE SET last_seen_at = now()`,
        [userId, source],
      );
    },
  };
}
export type LoginSourcesRepo = ReturnType<typeof createLoginSourcesRepo>;
