import { describe, expect, it } from 'vitest';
import {
  SESSION_MAX_AGE_MS,
  STORAGE_KEYS,
  clearStoredSession,
  endsSession,
  isAdminUser,
  isSessionExpired,
  normalizeUser,
  readStoredSession,
  safeReturnUrl,
  writeStoredSession,
} from './session-rules';
import { memoryStorage } from './memory-storage';

const user = { id: '7', email: 'ana@exemplo.com', name: 'Ana', is_admin: false, role: 'member' as const };

describe('endsSession (spec 000 §8: 401/403 mentioning token, invalid, expired or authentication)', () => {
  it.each([
    [401, 'Token inválido ou expirado.', true],
    [401, 'Token de autenticação ausente.', true],
    [403, 'Invalid token', true],
    [401, 'jwt expired', true],
    [401, 'Sessão expirada', true],
    [403, 'Authentication required', true],
    [401, 'Falha na autenticação', true],
    [401, 'Assinatura INVÁLIDA', true],
    [403, 'Acesso negado - privilégios de admin necessários', false],
    [401, 'Não autorizado', false],
    [500, 'Token inválido', false],
    [400, 'Token ou ID de usuário inválido/ausente na URL.', false],
    [404, 'expired', false],
    [401, '', false],
  ])('%i "%s" ends the session: %s', (status, message, ends) => {
    expect(endsSession(status, message)).toBe(ends);
  });

  it('tolerates a missing message', () => {
    expect(endsSession(401, undefined)).toBe(false);
    expect(endsSession(401, null)).toBe(false);
  });
});

describe('session age', () => {
  const t0 = Date.UTC(2026, 0, 1);
  it('is valid up to 7 days and expired after', () => {
    expect(isSessionExpired(t0, t0)).toBe(false);
    expect(isSessionExpired(t0, t0 + SESSION_MAX_AGE_MS)).toBe(false);
    expect(isSessionExpired(t0, t0 + SESSION_MAX_AGE_MS + 1)).toBe(true);
    expect(isSessionExpired(Number.NaN, t0)).toBe(true);
  });
});

describe('normalizeUser and isAdminUser', () => {
  it('falls back to the part of the e-mail before @ for the name', () => {
    expect(normalizeUser({ id: 3, email: 'joao.silva@exemplo.com' })).toEqual({
      id: '3',
      email: 'joao.silva@exemplo.com',
      name: 'joao.silva',
      is_admin: false,
      role: 'member',
    });
  });
  it('treats is_admin or role admin as admin', () => {
    expect(isAdminUser(normalizeUser({ id: '1', email: 'a@b.c', role: 'admin' }))).toBe(true);
    expect(isAdminUser(normalizeUser({ id: '1', email: 'a@b.c', is_admin: true }))).toBe(true);
    expect(isAdminUser(normalizeUser({ id: '1', email: 'a@b.c', is_admin: 'true' }))).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });
  it('rejects garbage', () => {
    expect(normalizeUser(null)).toBeNull();
    expect(normalizeUser('x')).toBeNull();
    expect(normalizeUser({})).toBeNull();
  });
});

describe('stored session', () => {
  it('writes the token under both keys with user and timestamp, and clears them all', () => {
    const s = memoryStorage();
    writeStoredSession(s, { token: 'abc', user, savedAt: 1000 });
    expect(s.getItem('authToken')).toBe('abc');
    expect(s.getItem('auth_token')).toBe('abc');
    expect(s.getItem(STORAGE_KEYS.savedAt)).toBe('1000');
    expect(JSON.parse(s.getItem('user')!)).toEqual(user);
    expect(readStoredSession(s, 5000)).toEqual({ token: 'abc', user, savedAt: 1000 });
    clearStoredSession(s);
    expect(s.data.size).toBe(0);
    expect(readStoredSession(s, 5000)).toBeNull();
  });
  it('reads a token stored under auth_token only, starting its age now when no timestamp exists', () => {
    const s = memoryStorage({ auth_token: 'legacy', user: '{not json' });
    expect(readStoredSession(s, 42)).toEqual({ token: 'legacy', user: null, savedAt: 42 });
  });
});

describe('safeReturnUrl', () => {
  it('accepts same-origin paths and locations', () => {
    expect(safeReturnUrl('/crm')).toBe('/crm');
    expect(safeReturnUrl('/aula/despertar-crypto-01?t=3')).toBe('/aula/despertar-crypto-01?t=3');
    expect(safeReturnUrl({ pathname: '/vitrine-alunos', search: '?x=1', hash: '' })).toBe(
      '/vitrine-alunos?x=1',
    );
  });
  it('refuses other origins and the auth pages', () => {
    expect(safeReturnUrl('https://evil.example')).toBeNull();
    expect(safeReturnUrl('//evil.example/x')).toBeNull();
    expect(safeReturnUrl('/\\evil.example')).toBeNull();
    expect(safeReturnUrl('/login')).toBeNull();
    expect(safeReturnUrl('/sair')).toBeNull();
    expect(safeReturnUrl(42)).toBeNull();
  });
});
