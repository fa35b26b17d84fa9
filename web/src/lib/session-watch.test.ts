import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session';
import { verifySession } from './session-watch';
import { memoryStorage } from './memory-storage';
import { jsonReply as json, mockFetch, sentAuthorization } from './testing/fetch-mock';

const user = { id: '1', email: 'a@b.com', name: 'a', is_admin: false, role: 'member' as const };

describe('verifySession (POST /api/auth/verify-token every 30 min)', () => {
  const fetchMock = mockFetch();

  function loggedIn() {
    const store = createSessionStore(memoryStorage(), 0);
    store.getState().login('tok', user, Date.now());
    return store;
  }

  it('keeps a valid session and refreshes the user', async () => {
    const store = loggedIn();
    fetchMock.mockResolvedValueOnce(
      json(200, { valid: true, user: { ...user, name: 'Ana' }, expires_in: 1000 }),
    );
    await expect(verifySession(store)).resolves.toBe('valid');
    expect(store.getState().user?.name).toBe('Ana');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(sentAuthorization(fetchMock)).toBe('Bearer tok');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok' });
  });

  it('ends the session when the server refuses the token', async () => {
    const store = loggedIn();
    fetchMock.mockResolvedValueOnce(
      json(401, { valid: false, error: 'invalid_token', message: 'Não autorizado' }),
    );
    await expect(verifySession(store)).resolves.toBe('invalid');
    expect(store.getState().token).toBeNull();
  });

  it('ends the session on valid:false', async () => {
    const store = loggedIn();
    fetchMock.mockResolvedValueOnce(json(200, { valid: false }));
    await expect(verifySession(store)).resolves.toBe('invalid');
    expect(store.getState().token).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    const store = loggedIn();
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(verifySession(store)).resolves.toBe('unknown');
    expect(store.getState().token).toBe('tok');
  });
});
