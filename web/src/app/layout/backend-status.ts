import type { BackendState } from '@/components/logo';
import { useDeferredApiQuery } from '@/lib/api/deferred';

export const HEALTH_INTERVAL_MS = 30_000;

/** Maps the answer of GET /api/status to the dot on the logo. */
export function backendStateFrom(httpStatus: number, body: unknown): BackendState {
  const status = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
  if (status === 'degraded' && (httpStatus === 503 || (httpStatus >= 200 && httpStatus < 300)))
    return 'degraded';
  if (httpStatus >= 200 && httpStatus < 300) return 'online';
  return 'offline';
}

/** GET /api/status every 30 s while `enabled` (the shell enables it only on /dashboard). */
export function useBackendStatus(enabled: boolean): BackendState {
  const q = useDeferredApiQuery('GET /api/status', (api) => api.market.status, {
    enabled,
    refetchInterval: HEALTH_INTERVAL_MS,
    staleTime: 0,
    retry: false,
  });
  if (!enabled) return 'unknown';
  // A 503 carries the status body too (degraded); a network failure is status 0.
  if (q.isError) return backendStateFrom(q.error.status, q.error.body);
  return q.data ? backendStateFrom(200, q.data) : 'unknown';
}
