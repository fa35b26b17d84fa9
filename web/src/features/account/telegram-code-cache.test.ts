import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLiveCode, readTelegramCode, writeTelegramCode } from './telegram-code-cache';

const CODE = { code: 'ABCD2345', expiresAt: '2026-11-29T10:15:00.000Z', link: null };
const BEFORE = Date.parse('2026-11-29T10:00:00Z');

describe('the Telegram link code kept in this browser (issue 30)', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is read back for its own account until it expires, and forgotten on request', () => {
    writeTelegramCode('u1', CODE);
    expect(readTelegramCode('u1', BEFORE)).toEqual(CODE);
    expect(readTelegramCode('u2', BEFORE)).toBeNull();
    expect(readTelegramCode('u1', Date.parse(CODE.expiresAt))).toBeNull();
    writeTelegramCode('u1', null);
    expect(readTelegramCode('u1', BEFORE)).toBeNull();
  });

  it('ignores anything else under its key', () => {
    localStorage.setItem('telegramLinkCode', '{"code":1}');
    expect(readTelegramCode('u1', BEFORE)).toBeNull();
    localStorage.setItem('telegramLinkCode', 'não é json');
    expect(readTelegramCode('u1', BEFORE)).toBeNull();
  });

  it('is live only while the server names the same expiry', () => {
    expect(isLiveCode(CODE, '2026-11-29T10:15:00Z')).toBe(true);
    expect(isLiveCode(CODE, '2026-11-29T10:16:00.000Z')).toBe(false);
    expect(isLiveCode(CODE, null)).toBe(false);
  });
});
