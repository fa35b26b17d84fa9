import type { Queryable } from '@sinais/shared/server';
import { USER_COLUMNS, type UserRow } from './users.repo';

export interface DeviceSessionRow {
  id: string;
  device: string;
  place: string;
  created_at: Date;
  last_seen_at: Date;
}

/** A session counts as live while not ended and begun under the account's current token version. */
const LIVE = 's.ended_at IS NULL AND s.token_version = u.token_version';
const UUID = /^[0-9a-f-]{36}$/i;

/** The signed-in devices of each account (user_sessions, migration 004). */
export function createSessionsRepo(db: Queryable) {
  return {
    async open(input: { userId: string; tokenVersion: number; device: string; place: string }) {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO user_sessions (user_id, token_version, device, place) VALUES ($1, $2, $3, $4) RETURNING id`,
        [input.userId, input.tokenVersion, input.device, input.place],
      );
      return String(rows[0]!.id);
    },
    /** The user behind a live session, in one query; undefined when the session ended or is not theirs. */
    async userOfLive(userId: string, sessionId: string): Promise<UserRow | undefined> {
      if (!UUID.test(userId) || !UUID.test(sessionId)) return undefined;
      const rows = await db.query<UserRow>(
        `SELECT ${USER_COLUMNS.map((c) => `u.${c}`).join(', ')} FROM user_sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = $2 AND s.user_id = $1 AND ${LIVE}`,
        [userId, sessionId],
      );
      return rows[0];
    },
    async touch(sessionId: string): Promise<void> {
      await db.query('UPDATE user_sessions SET last_seen_at = now() WHERE id = $1 AND ended_at IS NULL', [
        sessionId,
      ]);
    },
    /** Live sessions of the account, most recently active first. */
    async listLive(userId: string): Promise<DeviceSessionRow[]> {
      return db.query<DeviceSessionRow>(
        `SELECT s.id, s.device, s.place, s.created_at, s.last_seen_at
           FROM user_sessions s JOIN users u ON u.id = s.user_id
          WHERE s.user_id = $1 AND ${LIVE} AND s.created_at > now() - make_interval(secs => $2)
          ORDER BY s.last_seen_at DESC LIMIT 100`,
        [userId, SESSION_LIST_MAX_AGE_S],
      );
    },
    /** Ends one session of this user; false when there was no such live session. */
    async end(userId: string, sessionId: string): Promise<boolean> {
      if (!UUID.test(sessionId)) return false;
      const rows = await db.query<{ id: string }>(
        'UPDATE user_sessions SET ended_at = now() WHERE id = $2 AND user_id = $1 AND ended_at IS NULL RETURNING id',
        [userId, sessionId],
      );
      return rows.length > 0;
    },
    async endAll(userId: string): Promise<void> {
      await db.query('UPDATE user_sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL', [
        userId,
      ]);
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;

/** A token lives 7 days: an older session row can no longer be used, whatever its ended_at says. */
export const SESSION_LIST_MAX_AGE_S = 7 * 24 * 3600;
