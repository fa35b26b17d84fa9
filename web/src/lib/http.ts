import { endsSession } from './session-rules';
import { useSessionStore } from './session';

/** Every failed call becomes this: `status` 0 means the server could not be reached. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** The Portuguese message the server sent, or null when it sent none (then `message` is generic). */
  readonly serverMessage: string | null;
  readonly body: unknown;
  constructor(
    status: number,
    message: string,
    code: string | null = null,
    body: unknown = null,
    serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.serverMessage = serverMessage;
  }
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Erro de conexão com o servidor';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Attach the session's bearer token (default true). Set false for public calls such as login. */
  auth?: boolean;
  /** Overrides the session token (the token check sends the one being verified). */
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (a click that navigates away). */
  keepalive?: boolean;
}

const BASE_URL = '';

/** Turns an error body ({error, message} or anything else) into a message. */
export function errorMessageFrom(
  body: unknown,
  status: number,
): { message: string; code: string | null; fromServer: boolean } {
  const generic = `Erro HTTP: ${status}`;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const code = typeof b.error === 'string' ? b.error : null;
    if (typeof b.message === 'string' && b.message.trim())
      return { message: b.message, code, fromServer: true };
    if (typeof b.detail === 'string' && b.detail.trim()) return { message: b.detail, code, fromServer: true };
    // Some routes answer {error: 'Texto para pessoas'}: a code never contains spaces.
    if (code && /\s/.test(code)) return { message: code, code, fromServer: true };
    return { message: generic, code, fromServer: false };
  }
  if (typeof body === 'string' && body.trim() && body.length < 300 && !body.trimStart().startsWith('<'))
    return { message: body.trim(), code: null, fromServer: true };
  return { message: generic, code: null, fromServer: false };
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one place the web calls `fetch`: sends the bearer token, JSON (or a FormData as multipart), and turns every
 * failure into an HttpError — the session ends here when the server says the token is no longer valid. Resolves
 * with the successful Response (a download reads it as a file); `http()` reads it as JSON.
 */
export async function httpResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.token !== undefined ? options.token : auth ? useSessionStore.getState().token : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(`${BASE_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new HttpError(0, NETWORK_ERROR_MESSAGE);
  }
  if (res.ok) return res;

  const data = await readBody(res).catch(() => null);
  const { message, code, fromServer } = errorMessageFrom(data, res.status);
  if (token && res.status === 401 && code === 'session_ended') useSessionStore.getState().logout('revoked');
  else if (token && endsSession(res.status, message)) useSessionStore.getState().logout('invalid');
  throw new HttpError(res.status, message, code, data, fromServer ? message : null);
}

export async function http<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await httpResponse(path, options);
  return (await readBody(res).catch(() => null)) as T;
}
