import { AUTH_MESSAGES } from '@sinais/shared/auth-messages';
import type { RedirectState } from './navigation-state';
import { useSessionStore, type SessionEndReason } from './session';

/** What /login says after "Sair" (this device) or "Sair de todos os dispositivos". */
export const SIGNED_OUT: Record<'device' | 'all', RedirectState> = {
  device: { message: 'Você saiu.', tone: 'success' },
  all: { message: 'Você saiu de todos os dispositivos.', tone: 'success' },
};

/** A session ended from another device: /login says what happened, not "Sessão expirada". */
export const SESSION_ENDED_ELSEWHERE: RedirectState = { message: AUTH_MESSAGES.sessionEnded, tone: 'info' };

/**
 * What /login says when a guard sends there someone who just left, or whose session was ended on another device;
 * null for any other end of the session.
 */
export function signedOutState(reason: SessionEndReason | null): RedirectState | null {
  if (reason === 'revoked') return SESSION_ENDED_ELSEWHERE;
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
  // The API map loads lazily: this module is in every first visit, and a session that signs out has it already.
  return import('./api')
    .then(({ api, callApi }) =>
      callApi(scope === 'all' ? api.auth.logoutAll : api.auth.logout, undefined, { token }),
    )
    .then(
      () => undefined,
      () => undefined,
    );
}
