import type { Queryable } from '@sinais/shared/server';

export interface StoredPushSubscription {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
}

/** Members' Web Push subscriptions (push_subscriptions). */
export function createPushSubscriptionsRepo(db: Queryable) {
  return {
    /** Saves a browser's subscription; an endpoint that moves to another account follows the latest login. */
    async save(userId: string, s: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
      await db.query(
        `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE
           SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = now()`,
        [s.endpoint, userId, s.p256dh, s.auth],
      );
    },
    async remove(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2 RETURNING endpoint',
        [endpoint, userId],
      );
      return rows.length > 0;
    },
    /** The push service said the endpoint is gone (404/410). */
    async removeGone(endpoint: string): Promise<void> {
      await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
    },
    async countFor(userId: string): Promise<number> {
      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.n ?? 0;
    },
  };
}
export type PushSubscriptionsRepo = ReturnType<typeof createPushSubscriptionsRepo>;
