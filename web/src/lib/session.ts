import { create } from 'zustand';
import {
  clearStoredSession,
  isAdminUser,
  isSessionExpired,
  readStoredSession,
  writeStoredSession,
  type KeyValueStorage,
  type SessionUser,
} from './session-rules';

/** `logout`: "Sair" on this device; `logout_all`: "Sair de todos os dispositivos". */
/** `revoked`: the session was ended elsewhere (another device's "Encerrar", "Sair de todos", a new password). */
export type SessionEndReason = 'logout' | 'logout_all' | 'expired' | 'invalid' | 'revoked';
/** `pending` while the stored token is being confirmed with the server after a page load. */
export type Verification = 'pending' | 'done';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  savedAt: number | null;
  verification: Verification;
  endReason: SessionEndReason | null;
  /** Result of GET /api/auth/check-admin for the current token (cached briefly by the admin guard). */
  adminCheck: { token: string; isAdmin: boolean; at: number } | null;
  login: (token: string, user: SessionUser | null, now?: number) => void;
  logout: (reason?: SessionEndReason) => void;
  setUser: (user: SessionUser) => void;
  setVerification: (v: Verification) => void;
  setAdminCheck: (isAdmin: boolean, now?: number) => void;
  /** Re-reads storage (page load, another tab) and ends a session older than 7 days. */
  hydrate: (now?: number) => void;
  /** Ends the session when older than 7 days; returns true when it did. */
  checkExpiry: (now?: number) => boolean;
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Builds the store over a storage; the app uses localStorage, tests pass a fake. */
export function createSessionStore(storage: KeyValueStorage | null = browserStorage(), now = Date.now()) {
  const initial = storage ? readStoredSession(storage, now) : null;
  const initialExpired = initial ? isSessionExpired(initial.savedAt, now) : false;
  if (initial && initialExpired && storage) clearStoredSession(storage);
  const live = initial && !initialExpired ? initial : null;
  if (live && storage) writeStoredSession(storage, live); // fills a missing key or timestamp

  return create<SessionState>()((set, get) => ({
    token: live?.token ?? null,
    user: live?.user ?? null,
    savedAt: live?.savedAt ?? null,
    verification: live ? 'pending' : 'done',
    endReason: initialExpired ? 'expired' : null,
    adminCheck: null,
    login: (token, user, at = Date.now()) => {
      if (storage) writeStoredSession(storage, { token, user, savedAt: at });
      set({ token, user, savedAt: at, verification: 'done', endReason: null, adminCheck: null });
    },
    logout: (reason = 'logout') => {
      if (storage) clearStoredSession(storage);
      if (get().token === null && get().endReason !== null) return;
      set({
        token: null,
        user: null,
        savedAt: null,
        verification: 'done',
        endReason: reason,
        adminCheck: null,
      });
    },
    setUser: (user) => {
      const { token, savedAt } = get();
      if (!token) return;
      if (storage) writeStoredSession(storage, { token, user, savedAt: savedAt ?? Date.now() });
      set({ user });
    },
    setVerification: (verification) => set({ verification }),
    setAdminCheck: (isAdmin, at = Date.now()) => {
      const { token, user } = get();
      if (!token) return;
      set({ adminCheck: { token, isAdmin, at } });
      if (user && isAdminUser(user) !== isAdmin)
        get().setUser({ ...user, is_admin: isAdmin, role: isAdmin ? 'admin' : 'member' });
    },
    hydrate: (at = Date.now()) => {
      const stored = storage ? readStoredSession(storage, at) : null;
      if (!stored) {
        if (get().token) get().logout('logout');
        return;
      }
      if (stored.token !== get().token)
        set({
          token: stored.token,
          user: stored.user,
          savedAt: stored.savedAt,
          adminCheck: null,
          endReason: null,
        });
      get().checkExpiry(at);
    },
    checkExpiry: (at = Date.now()) => {
      const { token, savedAt } = get();
      if (!token || savedAt === null || !isSessionExpired(savedAt, at)) return false;
      get().logout('expired');
      return true;
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const useSessionStore: SessionStore = createSessionStore();

/** Logged-in state of the shell = a stored token is present. */
export const useIsLoggedIn = () => useSessionStore((s) => s.token !== null);
export const useIsAdmin = () => useSessionStore((s) => isAdminUser(s.user));

export { isAdminUser };
