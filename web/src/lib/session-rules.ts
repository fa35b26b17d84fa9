import type { PublicUser } from '@sinais/shared';

/** localStorage keys. Both token keys of the spec are written and read (`authToken` first). */
export const STORAGE_KEYS = {
  token: 'authToken',
  tokenAlt: 'auth_token',
  user: 'user',
  savedAt: 'authSavedAt',
} as const;

export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 30 * 60 * 1000;
export const TOKEN_VERIFY_INTERVAL_MS = 30 * 60 * 1000;
/** Below this many seconds left a renewal is intended; the spec performs none. */
export const TOKEN_RENEWAL_THRESHOLD_S = 300;

export type SessionUser = PublicUser;

export interface StoredSession {
  token: string;
  user: SessionUser | null;
  savedAt: number;
}

/** The subset of Storage the session needs (lets tests pass a Map-backed fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function isSessionExpired(savedAt: number, now: number): boolean {
  return !Number.isFinite(savedAt) || now - savedAt > SESSION_MAX_AGE_MS;
}

export function isAdminUser(user: Pick<SessionUser, 'is_admin' | 'role'> | null | undefined): boolean {
  return !!user && (user.is_admin === true || user.role === 'admin');
}

/** Accepts whatever shape a server or an older client stored and returns a PublicUser, or null. */
export function normalizeUser(raw: unknown): SessionUser | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const email = typeof r.email === 'string' ? r.email : '';
  const id = r.id === undefined || r.id === null ? '' : String(r.id);
  if (!email && !id) return null;
  const name = typeof r.name === 'string' && r.name.trim() ? r.name.trim() : email.split('@')[0] || 'Usuário';
  const isAdmin = r.is_admin === true || r.role === 'admin';
  return { id, email, name, is_admin: isAdmin, role: isAdmin ? 'admin' : 'member' };
}

/** Session-ending rule of the spec: a 401/403 whose message mentions token, invalid, expired or authentication. */
const SESSION_ENDING_WORDS = /token|inv[aá]lid|expirad|expired|autentica|authentication/i;

export function endsSession(status: number, message: string | null | undefined): boolean {
  return (status === 401 || status === 403) && SESSION_ENDING_WORDS.test(message ?? '');
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads the stored session. A token without a timestamp (written by an older client) starts its 7 days now.
 * Returns null when there is no token.
 */
export function readStoredSession(storage: KeyValueStorage, now: number): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token) || storage.getItem(STORAGE_KEYS.tokenAlt);
  if (!token) return null;
  const savedRaw = Number(storage.getItem(STORAGE_KEYS.savedAt));
  const savedAt = Number.isFinite(savedRaw) && savedRaw > 0 ? savedRaw : now;
  return { token, user: normalizeUser(parseJson(storage.getItem(STORAGE_KEYS.user))), savedAt };
}

export function writeStoredSession(storage: KeyValueStorage, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.tokenAlt, session.token);
  storage.setItem(STORAGE_KEYS.savedAt, String(session.savedAt));
  if (session.user) storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  else storage.removeItem(STORAGE_KEYS.user);
}

export function clearStoredSession(storage: KeyValueStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}

/** Only same-origin paths are accepted as a return URL after login (no `//host` or `https:` redirects). */
export function safeReturnUrl(candidate: unknown): string | null {
  let path: unknown = candidate;
  if (candidate && typeof candidate === 'object') {
    const loc = candidate as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof loc.pathname === 'string')
      path = `${loc.pathname}${typeof loc.search === 'string' ? loc.search : ''}${typeof loc.hash === 'string' ? loc.hash : ''}`;
  }
  if (typeof path !== 'string') return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (/^\/(login|logout|sair)(\/|\?|$)/.test(path)) return null;
  return path;
}
