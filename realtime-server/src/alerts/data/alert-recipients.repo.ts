import type { Queryable } from '@sinais/shared/server';
import type { StoredPushSubscription } from './push-subscriptions.repo';

export type AlertChannel = 'webpush' | 'telegram';

/** Who may receive a signal alert (active accounts only, with their stored preferences), and the send claims. */
export function createAlertRecipientsRepo(db: Queryable) {
  return {
    async pushSubscriptions(): Promise<(StoredPushSubscription & { preferences: unknown })[]> {
      return db.query(
        `SELECT s.endpoint, s.user_id, s.p256dh, s.auth, p.preferences
           FROM push_subscriptions s
           JOIN users u ON u.id = s.user_id AND u.status = 'active'
           LEFT JOIN user_profiles p ON p.user_id = s.user_id`,
      );
    },
    async telegramChats(): Promise<{ chat_id: string; user_id: string; preferences: unknown }[]> {
      return db.query(
        `SELECT l.chat_id, l.user_id, p.preferences
           FROM telegram_links l
           JOIN users u ON u.id = l.user_id AND u.status = 'active'
           LEFT JOIN user_profiles p ON p.user_id = l.user_id`,
      );
    },
    /** Claims (signal, channel, target) for this gateway; returns the targets no other gateway claimed first. */
    async claim(signalId: string, channel: AlertChannel, targets: string[]): Promise<Set<string>> {
      if (targets.length === 0) return new Set();
      const rows = await db.query<{ target: string }>(
        `INSERT INTO signal_alert_deliveries (signal_id, channel, target)
         SELECT $1, $2, t FROM unnest($3::text[]) AS t
         ON CONFLICT DO NOTHING RETURNING target`,
        [signalId, channel, targets],
      );
      return new Set(rows.map((r) => r.target));
    },
    /** Claims only matter while a signal can still be relayed (replays older than the alert window are skipped). */
    async pruneClaims(olderThanS: number): Promise<void> {
      await db.query(
        `DELETE FROM signal_alert_deliveries WHERE created_at < now() - make_interval(secs => $1)`,
        [olderThanS],
      );
    },
  };
}
export type AlertRecipientsRepo = ReturnType<typeof createAlertRecipientsRepo>;
