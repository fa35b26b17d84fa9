import type { SessionsRepo } from '../data/sessions.repo';
import type { UserRow } from '../data/users.repo';
import { verifyToken, type TokenClaims } from './tokens';

export interface Session {
  user: UserRow;
  claims: TokenClaims;
}

/**
 * A token is a session only while its device session is live (not ended by "Sair" or "Encerrar"), its user
 * exists and is active, and the account's token version has not moved since (a password change ends all).
 */
export async function resolveSession(
  sessions: Pick<SessionsRepo, 'userOfLive'>,
  secret: string,
  token: string | null,
): Promise<Session | null> {
  if (!token) return null;
  const claims = verifyToken(secret, token);
  if (!claims) return null;
  const user = await sessions.userOfLive(claims.sub, claims.sid);
  if (!user || user.status !== 'active' || user.token_version !== claims.tv) return null;
  return { user, claims };
}

/**
 * Why a token no longer opens a session: `ended` when it is genuine and unexpired but its session was ended
 * elsewhere (another device's "Encerrar", "Sair de todos", a new password, a suspended account); `invalid`
 * otherwise (expired, forged, unknown).
 */
export function whyNoSession(secret: string, token: string): 'ended' | 'invalid' {
  return verifyToken(secret, token) ? 'ended' : 'invalid';
}
