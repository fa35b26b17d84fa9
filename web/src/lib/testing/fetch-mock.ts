import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '../session';
import type { SessionUser } from '../session-rules';

/** A JSON answer of the server as fetch gives it back (an empty body when `body` is undefined). */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces fetch for each test of the enclosing describe and restores it after. With `signedInAs`, every test
 * also starts with that user signed in (token "tok") and ends signed out.
 */
export function mockFetch(signedInAs?: SessionUser) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    if (signedInAs) useSessionStore.getState().login('tok', signedInAs);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    if (signedInAs) useSessionStore.getState().logout();
  });
  return fetchMock;
}

/** The Authorization header sent by the first fetch call. */
export const sentAuthorization = (fetchMock: ReturnType<typeof mockFetch>): string | undefined =>
  (fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization;
