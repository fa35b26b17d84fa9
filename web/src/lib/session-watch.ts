import { HttpError } from './http';
import { useSessionStore, type SessionStore } from './session';
import {
  SESSION_CHECK_INTERVAL_MS,
  TOKEN_RENEWAL_THRESHOLD_S,
  TOKEN_VERIFY_INTERVAL_MS,
  normalizeUser,
} from './session-rules';

/** The first check after a page load must not hold the protected pages for long. */
const FIRST_VERIFY_TIMEOUT_MS = 5000;

export type VerifyOutcome = 'valid' | 'invalid' | 'unknown' | 'skipped';

/** POST /api/auth/verify-token; ends the session when the server refuses the token. */
export async function verifySession(
  store: SessionStore = useSessionStore,
  signal?: AbortSignal,
): Promise<VerifyOutcome> {
  const token = store.getState().token;
  if (!token) return 'skipped';
  try {
    // Loaded only with a session: a visitor's first page (the landing, /login) never downloads the API map.
    const { api, callApi } = await import('./api');
    const res = await callApi(
      api.auth.verifyToken,
      { body: { token } },
      { token, ...(signal ? { signal } : {}) },
    );
    if (store.getState().token !== token) return 'skipped';
    if (!res || res.valid !== true) {
      store.getState().logout('invalid');
      return 'invalid';
    }
    const user = normalizeUser(res.user);
    if (user) store.getState().setUser(user);
    if (typeof res.expires_in === 'number' && res.expires_in < TOKEN_RENEWAL_THRESHOLD_S) {
      // The spec intends a renewal here but performs none; the user logs in again after expiry.
    }
    return 'valid';
  } catch (err) {
    if (
      err instanceof HttpError &&
      (err.status === 401 || err.status === 403) &&
      store.getState().token === token
    ) {
      store.getState().logout(err.code === 'session_ended' ? 'revoked' : 'invalid');
      return 'invalid';
    }
    return 'unknown';
  }
}

/**
 * Starts the session timers: expiry check on load and every 30 min, token verification on load and every 30 min,
 * and storage sync between tabs. Returns the cleanup.
 */
export function startSessionWatch(store: SessionStore = useSessionStore): () => void {
  const controller = new AbortController();
  store.getState().checkExpiry();

  if (store.getState().token && store.getState().verification === 'pending') {
    const release = setTimeout(() => store.getState().setVerification('done'), FIRST_VERIFY_TIMEOUT_MS);
    void verifySession(store, controller.signal).finally(() => {
      clearTimeout(release);
      if (!controller.signal.aborted) store.getState().setVerification('done');
    });
  } else {
    store.getState().setVerification('done');
  }

  const expiryTimer = setInterval(() => store.getState().checkExpiry(), SESSION_CHECK_INTERVAL_MS);
  const verifyTimer = setInterval(() => void verifySession(store), TOKEN_VERIFY_INTERVAL_MS);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === 'authToken' || e.key === 'auth_token' || e.key === 'user')
      store.getState().hydrate();
  };
  window.addEventListener('storage', onStorage);

  return () => {
    controller.abort();
    clearInterval(expiryTimer);
    clearInterval(verifyTimer);
    window.removeEventListener('storage', onStorage);
  };
}
