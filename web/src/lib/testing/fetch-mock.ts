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

/**
 * A fetch stand-in that answers by path (the query string left out): `mockImplementation(replyByPath({...}))`.
 * A path without an answer gets a 404, so a screen that calls something unexpected shows it as a failure.
 */
export function replyByPath(
  answers: Record<string, () => Response | Promise<Response>>,
): (input: RequestInfo | URL) => Promise<Response> {
  return async (input) => {
    const path = String(input).split('?')[0]!;
    const answer = answers[path];
    return answer ? answer() : jsonReply(404, { error: 'not_found', message: `Sem resposta para ${path}` });
  };
}

/**
 * An answer the test releases when it chooses (`answer(reply)`): for a screen that must cope with the server's
 * reply landing after the user already acted. `reply` goes where replyByPath (or mockImplementation) wants one.
 */
export function heldReply() {
  let release: (r: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { reply: () => pending, answer: (r: Response) => release(r) };
}
