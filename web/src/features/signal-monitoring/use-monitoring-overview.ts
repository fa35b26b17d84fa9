import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EngineControl } from '@sinais/shared';
import { api, apiQueryKey, setApiData, useApiQuery } from '@/lib/api';
import { pollEvery } from '@/lib/polling';
import { loadError, type PageState } from './load-error';
import { useMonitoringStore, withControl } from './monitoring-store';

const REFRESH_MS = 30_000;
const START_DELAY_MS = 2000;
/** Live events only mark the data stale; one reload then brings list and counts from the same response. */
const RELOAD_DEBOUNCE_MS = 400;
const route = api.admin.monitoringOverview;

/**
 * The monitoring overview as the server answers it (polled as the socket's fallback, reloaded after live events),
 * the page's access state derived from the query, and the command's result applied to the cached answer.
 */
export function useMonitoringOverview(signedIn: boolean, onLoadError: (message: string) => void) {
  const queryClient = useQueryClient();
  const changes = useMonitoringStore((s) => s.changes);
  const [polling, setPolling] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const query = useApiQuery(route, undefined, { ...pollEvery(REFRESH_MS, polling), enabled: signedIn });
  const { data, error, errorUpdatedAt, refetch } = query;

  // The page's own monitoring loop starts 2 s after the page opens (spec 003 §4): a read then, then every 30 s.
  useEffect(() => {
    const t = setTimeout(() => {
      setPolling(true);
      if (signedIn) void refetch({ cancelRefetch: false });
    }, START_DELAY_MS);
    return () => clearTimeout(t);
  }, [signedIn, refetch]);
  useEffect(() => {
    if (changes === 0) return;
    const t = setTimeout(() => void refetch(), RELOAD_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [changes, refetch]);
  useEffect(() => {
    if (!error) return;
    const e = loadError(error);
    if (e.state === 'error') onLoadError(e.message);
  }, [error, errorUpdatedAt, onLoadError]);

  const failure = error ? loadError(error) : null;
  const state: PageState = !signedIn
    ? 'anonymous'
    : failure && failure.state !== 'error'
      ? failure.state
      : data
        ? 'content'
        : failure
          ? retrying
            ? 'loading'
            : 'error'
          : 'checking';

  const retry = useCallback(async () => {
    setRetrying(true);
    await refetch();
    setRetrying(false);
  }, [refetch]);

  // Any read in flight predates the command: dropped, and the command's state shown at once.
  const applyControl = useCallback(
    async (control: EngineControl) => {
      await queryClient.cancelQueries({ queryKey: apiQueryKey(route) });
      const current = queryClient.getQueryData<typeof data>(apiQueryKey(route));
      if (current)
        setApiData(queryClient, route, undefined, { ...current, data: withControl(current.data, control) });
    },
    [queryClient],
  );

  return {
    overview: data?.data ?? null,
    state,
    message: failure?.message ?? '',
    retry,
    reload: refetch,
    applyControl,
  };
}
