import { encodeQuery, fillPath, type ApiInput, type ApiOutput, type ApiRouteDef } from '@sinais/shared';
import { http, HttpError } from '../http';

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the route's default (a token is sent unless the route is public). */
  auth?: boolean;
  /** Sends this token instead of the session's (the token check sends the one it verifies). */
  token?: string | null;
  headers?: Record<string, string>;
  /** Let the call outlive the page (a click that navigates away). */
  keepalive?: boolean;
}

/** The answer did not match the route's schema: the server and the map disagree. */
export const INVALID_RESPONSE_MESSAGE = 'Resposta inesperada do servidor.';

/** `callApi(route)` when the route takes no required input, `callApi(route, input)` otherwise. */
export type CallArgs<R extends ApiRouteDef> =
  object extends ApiInput<R>
    ? [input?: ApiInput<R>, options?: CallOptions]
    : [input: ApiInput<R>, options?: CallOptions];

/** The URL a route is called at: path params filled, query encoded. */
export function apiUrl<R extends ApiRouteDef>(route: R, input?: ApiInput<R>): string {
  const i = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return fillPath(route.path, i.params) + encodeQuery(i.query);
}

/**
 * Calls a route of the API map: fills the path, encodes the query, sends the body as JSON through `http()` (so
 * the bearer token and the session-expiry rule stay in one place) and parses the answer with the route's schema.
 * Failures are `HttpError`s carrying the server's Portuguese message.
 */
export async function callApi<R extends ApiRouteDef>(
  route: R,
  ...[input, options = {}]: CallArgs<R>
): Promise<ApiOutput<R>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  const data = await http<unknown>(apiUrl(route, input), {
    method: route.method,
    ...(body !== undefined ? { body } : {}),
    auth: options.auth ?? route.access !== 'public',
    ...(options.token !== undefined ? { token: options.token } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
  return parseAnswer(route, data);
}

export function parseAnswer<R extends ApiRouteDef>(route: R, data: unknown): ApiOutput<R> {
  const parsed = route.response.safeParse(data);
  if (!parsed.success) throw new HttpError(200, INVALID_RESPONSE_MESSAGE, 'invalid_response', data);
  return parsed.data as ApiOutput<R>;
}
