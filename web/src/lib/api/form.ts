import type { ApiOutput, ApiRouteDef } from '@sinais/shared';
import { http } from '../http';
import { parseAnswer, type CallOptions } from './client';

/** A route that takes one file (multipart/form-data): the form goes as it is, the answer is parsed like callApi's. */
export async function sendForm<R extends ApiRouteDef>(
  route: R,
  form: FormData,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<ApiOutput<R>> {
  const data = await http<unknown>(route.path, {
    method: route.method,
    body: form,
    auth: route.access !== 'public',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return parseAnswer(route, data);
}
