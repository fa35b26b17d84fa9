import type { Queryable } from '@sinais/shared/server';
import type { PublicUser } from '@sinais/shared';

export interface UserRow {
  id: string;
  email: string;
  username: string;
  name: string;
  password_hash: string;
  is_admin: boolean;
  status: string;
  token_version: number;
  created_at: Date;
  last_login_at: Date | null;
}

export function toPublicUser(u: Pick<UserRow, 'id' | 'email' | 'name' | 'is_admin'>): PublicUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name || u.email.split('@')[0] || u.email,
    is_admin: u.is_admin,
    role: u.is_admin ? 'admin' : 'member',
  };
}

export const USER_COLUMNS = [
  'id',
  'email',
  'username',
  'name',
  'password_hash',
  'is_admin',
  'status',
  'token_version',
  'created_at',
  'last_login_at',
] as const;
const COLUMNS = USER_COLUMNS.join(', ');

export type UserSessionState = Pick<UserRow, 'id' | 'is_admin' | 'status' | 'token_version'> & {
  /** Of the session ids asked about, those of this user that are still live. */
  live_sessions: string[];
};

const UUID = /^[0-9a-f-]{36}$/i;

/** Raising the token version ends every token issued before; the device sessions end with it. */
const END_ALL_SESSIONS = `, ended AS (
  UPDATE user_sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL RETURNING id
) SELECT count(*)::int AS n FROM ended`;

export function createUsersRepo(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
        email,
      ]);
      return rows[0];
    },
    async findById(id: string): Promise<UserRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0];
    },
    /**
     * What decides whether the live sockets of these users still stand — role, status, token version and which
     * of their device sessions are live — in one query for all of them.
     */
    async sessionStates(ids: readonly string[], sessionIds: readonly string[]): Promise<UserSessionState[]> {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length === 0) return [];
      const rows = await db.query<Omit<UserSessionState, 'live_sessions'> & { session_id: string | null }>(
        `SELECT u.id, u.is_admin, u.status, u.token_version, s.id AS session_id
           FROM users u LEFT JOIN user_sessions s ON s.user_id = u.id AND s.id = ANY($2::uuid[])
                AND s.ended_at IS NULL AND s.token_version = u.token_version
          WHERE u.id = ANY($1::uuid[])`,
        [valid, sessionIds.filter((id) => UUID.test(id))],
      );
      const byUser = new Map<string, UserSessionState>();
      for (const { session_id, ...user } of rows) {
        const id = String(user.id);
        const state = byUser.get(id) ?? { ...user, id, live_sessions: [] };
        if (session_id) state.live_sessions.push(String(session_id));
        byUser.set(id, state);
      }
      return [...byUser.values()];
    },
    /** Returns undefined when the e-mail is taken. */
    async insert(input: {
      email: string;
      username: string;
      name: string;
      passwordHash: string;
      isAdmin?: boolean;
    }) {
      const rows = await db.query<UserRow>(
        `INSERT INTO users (email, username, name, password_hash, is_admin) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (lower(email)) DO NOTHING RETURNING ${COLUMNS}`,
        [input.email, input.username, input.name, input.passwordHash, input.isAdmin ?? false],
      );
      return rows[0];
    },
    async touchLogin(id: string): Promise<void> {
      await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [id]);
    },
    /** New password; every session of the account ends (token version raised, device sessions ended). */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.query(
        `WITH bumped AS (
           UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1
         )${END_ALL_SESSIONS}`,
        [id, passwordHash],
      );
    },
    /** "Sair de todos os dispositivos": every token issued so far stops working. */
    async endAllSessions(id: string): Promise<void> {
      await db.query(
        `WITH bumped AS (
           UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = $1
         )${END_ALL_SESSIONS}`,
        [id],
      );
    },
    async setAdmin(id: string, isAdmin: boolean): Promise<void> {
      await db.query('UPDATE users SET is_admin = $2, updated_at = now() WHERE id = $1', [id, isAdmin]);
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
