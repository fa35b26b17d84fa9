import type { ApiInput, ApiRouteDef } from '@sinais/shared';
import { httpResponse } from '../http';
import { apiUrl } from './client';

/**
 * Downloads a file route (a CSV export) as the browser's own download, named as the server's Content-Disposition
 * says (or `fallbackName`). Failures are the client's HttpErrors, with the server's Portuguese message.
 */
export async function downloadApi<R extends ApiRouteDef>(
  route: R,
  input: ApiInput<R>,
  fallbackName: string,
): Promise<void> {
  const res = await httpResponse(apiUrl(route, input), {
    method: route.method,
    auth: route.access !== 'public',
  });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
