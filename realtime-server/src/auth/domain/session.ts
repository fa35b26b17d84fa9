import type { UsersRepo, UserRow } from '../data/users.repo';
import { verifyToken, type TokenClaims } from './tokens';

export interface Session {
  user: UserRow;
  claims: TokenClaims;
}

/** A token is a session only while its user exists, is active and has not changed password since. */
export async function resolveSession(
  users: UsersRepo,
  secret: string,
  token: string | null,
): Promise<Session | null> {
  if (!token) return null;
  const claims = verifyToken(secret, token);
  if (!claims) return null;
  const user = await users.findById(claims.sub);
  if (!user || user.status !== 'active' || user.token_version !== claims.tv) return null;
  return { user, claims };
}
