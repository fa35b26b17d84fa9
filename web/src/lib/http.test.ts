import { describe, expect, it } from 'vitest';
import { HttpError, NETWORK_ERROR_MESSAGE, errorMessageFrom, http } from './http';
import { useSessionStore } from './session';
import { jsonReply as reply, mockFetch, sentAuthorization } from './testing/fetch-mock';

const user = { id: '1', email: 'a@b.com', name: 'a', is_admin: false, role: 'member' as const };

describe('errorMessageFrom', () => {
  it('prefers the Portuguese message of {error, message}', () => {
    expect(errorMessageFrom({ error: 'invalid_credentials', message: 'Credenciais inválidas' }, 401)).toEqual(
      {
        message: 'Credenciais inválidas',
        code: 'invalid_credentials',
        fromServer: true,
      },
    );
  });
  it('uses a human error field, never a bare code', () => {
    expect(errorMessageFrom({ error: 'Token não disponível' }, 401).message).toBe('Token não disponível');
    expect(errorMessageFrom({ error: 'bad_thing' }, 400)).toMatchObject({
      message: 'Erro HTTP: 400',
      fromServer: false,
    });
    expect(errorMessageFrom('<html>oops</html>', 502)).toMatchObject({
      message: 'Erro HTTP: 502',
      fromServer: false,
    });
  });
});

describe('http', () => {
  const fetchMock = mockFetch(user);

  it('sends JSON with the bearer token of the session', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { ok: 1 }));
    await expect(http('/api/x', { body: { a: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    expect(sentAuthorization(fetchMock)).toBe('Bearer tok');
    expect(init?.body).toBe('{"a":1}');
  });

  it('does not attach the token to public calls', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, {}));
    await http('/api/auth/login', { body: {}, auth: false });
    expect(sentAuthorization(fetchMock)).toBeUndefined();
  });

  it('maps errors to {status, message} and ends the session on a token 401', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(401, { error: 'invalid_token', message: 'Token inválido ou expirado.' }),
    );
    const err = await http('/api/y').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 401, message: 'Token inválido ou expirado.' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(useSessionStore.getState().endReason).toBe('invalid');
  });

  it('keeps the session on a 403 that is only about permissions', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(403, { error: 'forbidden', message: 'Acesso negado - privilégios de admin necessários' }),
    );
    await expect(http('/api/admin')).rejects.toMatchObject({ status: 403 });
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http('/api/z')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(useSessionStore.getState().token).toBe('tok');
  });
});
