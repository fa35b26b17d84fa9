import { http } from './http';
import type { RedirectState } from './navigation-state';
import { useSessionStore, type SessionEndReason } from './session';

export const LOGOUT_PATH = '/api/auth/logout';
export const LOGOUT_ALL_PATH = '/api/auth/logout-all';

/** What /login says after "Sair" (this device) or "Sair de todos os dispositivos". */
export const SIGNED_OUT: Record<'device' | 'all', RedirectState> = {
  device: { message: 'Você saiu.', tone: 'success' },
  all: { message: 'Você saiu de todos os dispositivos.', tone: 'success' },
};

/** What /login says when a guard sends there someone who just left; null for any other end of the session. */
export function signedOutState(reason: SessionEndReason | null): RedirectState | null {
  return reason === 'logout' ? SIGNED_OUT.device : reason === 'logout_all' ? SIGNED_OUT.all : null;
}

/**
 * The user leaves: the session ends here at once, and the server ends it too — this device's session only
 * (POST /api/auth/logout; the member's other devices stay signed in), or every one of the account's
 * (POST /api/auth/logout-all) — so a copy of the token stops working.
 */
export function signOut(scope: 'device' | 'all' = 'device'): Promise<void> {
  const token = useSessionStore.getState().token;
  useSessionStore.getState().logout(scope === 'all' ? 'logout_all' : 'logout');
  if (!token) return Promise.resolve();
  return http(scope === 'all' ? LOGOUT_ALL_PATH : LOGOUT_PATH, { method: 'POST', token }).then(
    () => undefined,
    () => undefined,
  );
}
