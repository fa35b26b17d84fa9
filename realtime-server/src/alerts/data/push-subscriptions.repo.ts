import type { Db } from '@sinais/shared/server';

/** Browsers one member may keep subscribed; each signal costs one push per subscription, so it is capped. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

export interface StoredPushSubscription {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
}

/** Members' Web Push subscriptions (push_subscriptions). */
export function createPushSubscriptionsRepo(db: Db) {
  return {
    /**
     * Saves a browser's subscription. An endpoint belongs to the account that registered it first until that
     * account removes it (or the push service says it is gone): another account gets `false` and nothing
     * changes, so whoever learns an endpoint cannot take a member's alerts or replace the keys. The owner may
     * renew its keys. Past the cap, the member's oldest subscriptions are dropped. The row belongs to the device
     * session that saved it last: ending that session deletes it (migration 063).
     */
    async save(
      userId: string,
      sessionId: string,
      s: { endpoint: string; p256dh: string; auth: string },
    ): Promise<boolean> {
      return db.tx(async (q) => {
        const saved = await q.query(
          `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, session_id) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (endpoint) DO UPDATE
             SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, session_id = EXCLUDED.session_id, created_at = now()
             WHERE push_subscriptions.user_id = EXCLUDED.user_id
           RETURNING endpoint`,
          [s.endpoint, userId, s.p256dh, s.auth, sessionId],
        );
        if (saved.length === 0) return false;
        await q.query(
          `DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint NOT IN (
             SELECT endpoint FROM push_subscriptions WHERE user_id = $1
              ORDER BY created_at DESC, endpoint LIMIT $2)`,
          [userId, MAX_PUSH_SUBSCRIPTIONS_PER_USER],
        );
        return true;
      });
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
  };
}
export type PushSubscriptionsRepo = ReturnType<typeof createPushSubscriptionsRepo>;
