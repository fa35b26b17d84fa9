import type { ApiInput, ApiRouteDef } from '@sinais/shared';
import { apiUrl } from './client';

/**
 * Sends a route's body with navigator.sendBeacon, which the browser delivers after the page is gone. A beacon
 * cannot carry the Authorization header, so routes called this way read the token from the body (text/plain, a
 * type a beacon may send). False when the browser has no beacon or refused it.
 */
export function sendApiBeacon<R extends ApiRouteDef>(
  route: R,
  input: ApiInput<R> & { body: unknown },
): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const blob = new Blob([JSON.stringify(input.body)], { type: 'text/plain' });
  return navigator.sendBeacon(apiUrl(route, input), blob);
}
