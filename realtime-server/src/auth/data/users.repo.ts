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

const COLUMNS =
  'id, email, username, name, password_hash, is_admin, status, token_version, created_at, last_login_at';

export type UserSessionState = Pick<UserRow, 'id' | 'is_admin' | 'status' | 'token_version'>;

export function createUsersRepo(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [
        email,
      ]);
      return rows[0];
    },
    async findById(id: string): Promise<UserRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const rows = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0];
    },
    /** What decides whether the live sessions of these users still stand, in one query for all of them. */
    async sessionStates(ids: readonly string[]): Promise<UserSessionState[]> {
      const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      if (valid.length === 0) return [];
      return db.query<UserSessionState>(
        'SELECT id, is_admin, status, token_version FROM users WHERE id = ANY($1::uuid[])',
        [valid],
      );
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
    /** New password; bumping token_version revokes every token issued before. */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.query(
        'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1',
        [id, passwordHash],
      );
    },
    /** Logout: every token issued so far stops working (sessions are checked against token_version). */
    async revokeTokens(id: string): Promise<void> {
      await db.query('UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = $1', [
        id,
      ]);
    },
    async setAdmin(id: string, isAdmin: boolean): Promise<void> {
      await db.query('UPDATE users SET is_admin = $2, updated_at = now() WHERE id = $1', [id, isAdmin]);
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
