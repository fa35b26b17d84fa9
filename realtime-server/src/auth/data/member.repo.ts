import type { Queryable } from '@sinais/shared/server';

/** Profile and alert preferences (user_profiles) and the last time each member was seen (user_activity). */
export function createMemberRepo(db: Queryable) {
  return {
    async getProfileRow(
      userId: string,
    ): Promise<{ profile: unknown; preferences: unknown; updated_at: Date } | null> {
      const rows = await db.query<{ profile: unknown; preferences: unknown; updated_at: Date }>(
        'SELECT profile, preferences, updated_at FROM user_profiles WHERE user_id = $1',
        [userId],
      );
      return rows[0] ?? null;
    },
    async saveProfile(userId: string, profile: unknown): Promise<void> {
      await db.query(
        `INSERT INTO user_profiles (user_id, profile) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET profile = EXCLUDED.profile, updated_at = now()`,
        [userId, JSON.stringify(profile)],
      );
    },
    async savePreferences(userId: string, preferences: unknown): Promise<void> {
      await db.query(
        `INSERT INTO user_profiles (user_id, preferences) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET preferences = EXCLUDED.preferences, updated_at = now()`,
        [userId, JSON.stringify(preferences)],
      );
    },
    async touch(userId: string): Promise<void> {
      await db.query(
        `INSERT INTO user_activity (user_id, last_seen_at) VALUES ($1, now())
         ON CONFLICT (user_id) DO UPDATE SET last_seen_at = now()`,
        [userId],
      );
    },
    async seenSince(since: Date): Promise<string[]> {
      const rows = await db.query<{ user_id: string }>(
        'SELECT user_id FROM user_activity WHERE last_seen_at >= $1',
        [since.toISOString()],
      );
      return rows.map((r) => String(r.user_id));
    },
  };
}
export type MemberRepo = ReturnType<typeof createMemberRepo>;
