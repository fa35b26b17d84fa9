import { http } from './http';
import { useSessionStore } from './session';

export const LOGOUT_PATH = '/api/auth/logout';

/**
 * The user leaves: the session ends here at once, and the server revokes the token (every token of the
 * account: POST /api/auth/logout raises its token version), so a copy of it stops working too.
 */
export function signOut(): Promise<void> {
  const token = useSessionStore.getState().token;
  useSessionStore.getState().logout('logout');
  if (!token) return Promise.resolve();
  return http(LOGOUT_PATH, { method: 'POST', token }).then(
    () => undefined,
    () => undefined,
  );
}
