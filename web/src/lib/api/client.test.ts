import { describe, expect, expectTypeOf, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { api } from '@sinais/shared';
import { HttpError } from '../http';
import { useSessionStore } from '../session';
import { jsonReply as reply, mockFetch, sentAuthorization } from '../testing/fetch-mock';
import { apiUrl, callApi, INVALID_RESPONSE_MESSAGE } from './client';
import { apiQueryKey, invalidateApi } from './hooks';

const user = { id: '1', email: 'a@b.com', name: 'a', is_admin: true, role: 'admin' as const };

const summary = {
  success: true,
  total_users: 3,
  total_purchases: 2,
  total_revenue: 197,
  active_accesses: 1,
  pending_purchases: 0,
  duplicate_purchases: 0,
};

describe('callApi', () => {
  const fetchMock = mockFetch(user);

  it('fills path params and encodes the query', () => {
    expect(apiUrl(api.crm.approvePurchase, { params: { id: 'a b/c' } })).toBe(
      '/api/crm/purchases/a%20b%2Fc/approve',
    );
    expect(apiUrl(api.crm.users, { query: { page: 2, q: 'josé', status: undefined } })).toBe(
      '/api/crm/users?page=2&q=jos%C3%A9',
    );
    expect(apiUrl(api.crm.summary)).toBe('/api/crm/summary');
  });

  it('sends the method, the JSON body and the bearer token, and parses the answer', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(200, { success: true, message: 'Compra aprovada e acesso liberado.', extra: 'dropped' }),
    );
    const out = await callApi(api.crm.approvePurchase, {
      params: { id: 'p1' },
      body: { confirm_duplicate: true },
    });
    expect(out).toEqual({ success: true, message: 'Compra aprovada e acesso liberado.' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/crm/purchases/p1/approve');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"confirm_duplicate":true}');
    expect(sentAuthorization(fetchMock)).toBe('Bearer tok');
  });

  it('sends no token to a public route', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, courses: {} }));
    await callApi(api.courses.courses);
    expect(sentAuthorization(fetchMock)).toBeUndefined();
  });

  it("turns an error into HttpError with the server's Portuguese message", async () => {
    fetchMock.mockResolvedValueOnce(reply(404, { error: 'not_found', message: 'Compra não encontrada.' }));
    const err = await callApi(api.crm.rejectPurchase, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 404, code: 'not_found', serverMessage: 'Compra não encontrada.' });
  });

  it('rejects an answer that does not match the route schema', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { ...summary, total_users: 'três' }));
    await expect(callApi(api.crm.summary)).rejects.toMatchObject({
      message: INVALID_RESPONSE_MESSAGE,
      code: 'invalid_response',
    });
  });

  it('keeps the session-expiry rule of http(): a token 401 signs out', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(401, { error: 'invalid_token', message: 'Token inválido ou expirado.' }),
    );
    await expect(callApi(api.crm.summary)).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('types derived from the map', () => {
  it('infers input and output', () => {
    type Summary = Awaited<ReturnType<typeof callApi<typeof api.crm.summary>>>;
    expectTypeOf<Summary['total_users']>().toEqualTypeOf<number>();
    // @ts-expect-error a route with params cannot be called without them
    void (() => callApi(api.crm.approvePurchase));
    // @ts-expect-error the body is checked against the route's request schema
    void (() => callApi(api.sales.event, { body: { type: 'nope' } }));
  });
});

describe('query keys', () => {
  it('invalidates every input of a route with its prefix key', async () => {
    const client = new QueryClient();
    client.setQueryData(apiQueryKey(api.crm.users, { query: { page: 1 } }), 'a');
    client.setQueryData(apiQueryKey(api.crm.users, { query: { page: 2 } }), 'b');
    client.setQueryData(apiQueryKey(api.crm.summary), 'c');
    await invalidateApi(client, api.crm.users);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
    expect(stale).toEqual([
      apiQueryKey(api.crm.users, { query: { page: 1 } }),
      apiQueryKey(api.crm.users, { query: { page: 2 } }),
    ]);
  });
});
