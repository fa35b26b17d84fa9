import { safeReturnUrl } from './session-rules';

/**
 * What pages pass to /login (and to /dashboard after a refused admin check) in navigation state.
 * `returnUrl` is the canonical field; `from` and `redirectTo` are accepted for callers written against older code.
 */
export interface RedirectState {
  returnUrl?: string;
  message?: string;
  tone?: 'info' | 'error' | 'success';
  /** Pre-fills the e-mail field of the login form (after registration). */
  email?: string;
}

export function loginRedirectState(returnUrl: string | null, message?: string): RedirectState {
  return { ...(returnUrl ? { returnUrl } : {}), ...(message ? { message } : {}) };
}

export interface ParsedRedirectState {
  returnUrl: string | null;
  message: string | null;
  tone: RedirectState['tone'];
  email: string | null;
}

export function readRedirectState(state: unknown): ParsedRedirectState {
  if (!state || typeof state !== 'object')
    return { returnUrl: null, message: null, tone: undefined, email: null };
  const s = state as Record<string, unknown>;
  const returnUrl = safeReturnUrl(s.returnUrl) ?? safeReturnUrl(s.from) ?? safeReturnUrl(s.redirectTo);
  const message = typeof s.message === 'string' && s.message.trim() ? s.message : null;
  const tone = s.tone === 'error' || s.tone === 'success' || s.tone === 'info' ? s.tone : undefined;
  const email = typeof s.email === 'string' ? s.email : null;
  return { returnUrl, message, tone, email };
}
