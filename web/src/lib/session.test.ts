import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session';
import { SESSION_MAX_AGE_MS } from './session-rules';
import { memoryStorage } from './memory-storage';

const user = { id: '7', email: 'ana@exemplo.com', name: 'Ana', is_admin: false, role: 'member' as const };
const DAY = 24 * 60 * 60 * 1000;

describe('useSessionStore behaviour', () => {
  it('starts logged out with empty storage', () => {
    const store = createSessionStore(memoryStorage(), 0);
    expect(store.getState().token).toBeNull();
    expect(store.getState().verification).toBe('done');
  });

  it('login saves token (both keys), user and timestamp; logout removes them', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, 0);
    store.getState().login('tok', user, 1000);
    expect(store.getState()).toMatchObject({ token: 'tok', user, savedAt: 1000, verification: 'done' });
    expect(storage.getItem('authToken')).toBe('tok');
    expect(storage.getItem('auth_token')).toBe('tok');
    store.getState().logout();
    expect(store.getState().token).toBeNull();
    expect(store.getState().endReason).toBe('logout');
    expect(storage.getItem('authToken')).toBeNull();
    expect(storage.getItem('auth_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
  });

  it('restores a stored session on load, pending verification', () => {
    const storage = memoryStorage({
      authToken: 'tok',
      user: JSON.stringify(user),
      authSavedAt: String(10 * DAY),
    });
    const store = createSessionStore(storage, 11 * DAY);
    expect(store.getState()).toMatchObject({ token: 'tok', user, verification: 'pending' });
  });

  it('drops a session older than 7 days on load', () => {
    const storage = memoryStorage({ authToken: 'tok', authSavedAt: '1000' });
    const store = createSessionStore(storage, 1000 + SESSION_MAX_AGE_MS + 1);
    expect(store.getState().token).toBeNull();
    expect(store.getState().endReason).toBe('expired');
    expect(storage.getItem('authToken')).toBeNull();
  });

  it('ends the session at the periodic check once 7 days have passed', () => {
    const store = createSessionStore(memoryStorage(), 0);
    store.getState().login('tok', user, 0);
    expect(store.getState().checkExpiry(6 * DAY)).toBe(false);
    expect(store.getState().token).toBe('tok');
    expect(store.getState().checkExpiry(7 * DAY + 1)).toBe(true);
    expect(store.getState()).toMatchObject({ token: null, endReason: 'expired' });
  });

  it('hydrate follows a login or logout made in another tab', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, 0);
    storage.setItem('auth_token', 'other-tab');
    store.getState().hydrate(5);
    expect(store.getState().token).toBe('other-tab');
    storage.removeItem('auth_token');
    store.getState().hydrate(6);
    expect(store.getState().token).toBeNull();
  });

  it('the server admin check corrects the stored user flag', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, 0);
    store.getState().login('tok', user, 0);
    store.getState().setAdminCheck(true, 10);
    expect(store.getState().adminCheck).toEqual({ token: 'tok', isAdmin: true, at: 10 });
    expect(store.getState().user).toMatchObject({ is_admin: true, role: 'admin' });
    expect(JSON.parse(storage.getItem('user')!)).toMatchObject({ is_admin: true });
  });
});
