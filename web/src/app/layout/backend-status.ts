import { useEffect, useState } from 'react';
import type { BackendState } from '@/components/logo';

export const HEALTH_INTERVAL_MS = 30_000;

/** Maps the answer of GET /api/status to the dot on the logo. */
export function backendStateFrom(httpStatus: number, body: unknown): BackendState {
  const status = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
  if (status === 'degraded' && (httpStatus === 503 || (httpStatus >= 200 && httpStatus < 300)))
    return 'degraded';
  if (httpStatus >= 200 && httpStatus < 300) return 'online';
  return 'offline';
}

/** Polls /api/status every 30 s while `enabled` (the shell enables it only on /dashboard). */
export function useBackendStatus(enabled: boolean): BackendState {
  const [state, setState] = useState<BackendState>('unknown');
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const check = async () => {
      try {
        const res = await fetch('/api/status', {
          cache: 'no-store',
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        const body: unknown = await res.json().catch(() => null);
        setState(backendStateFrom(res.status, body));
      } catch {
        if (!controller.signal.aborted) setState('offline');
      }
    };
    void check();
    const timer = setInterval(() => void check(), HEALTH_INTERVAL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [enabled]);
  return state;
}
