import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminErrorMessage } from '@/components/admin/console';
import { api, apiQueryKey, callApi, useApiQuery } from '@/lib/api';
import { pollEvery } from '@/lib/polling';
import { useSignalsStore } from '@/lib/live/signals-store';
import type { PairAnalysis } from '@sinais/shared';
import { useAnalysisStore } from './analysis-store';

const STATUS_POLL_MS = 2000;
const CURRENT_POLL_MS = 5000;
const PENDING_POLL_MS = 10_000;
const PAGE_REFRESH_MS = 30_000;

/** The spec's status read: a cache-busting timestamp and no-cache headers on every poll. */
function fetchStatus({ signal }: { signal: AbortSignal }) {
  return callApi(
    api.operations.analysisStatus,
    { query: { t: String(Date.now()) } },
    { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' }, signal },
  );
}

/**
 * The page's server reads, polled as the fallback behind the analysis events. Each answer is applied to the
 * stores in one place, where it merges with the live events (an older answer never overwrites a newer event).
 * Returns the status read's error (until a status arrives after it), whether the first status came in, and the
 * current-analysis read's answer (undefined until it answered; the store takes it on the next effect).
 */
export function useAnalysisSources(): {
  error: string | null;
  loaded: boolean;
  currentRead: PairAnalysis | null | undefined;
} {
  const status = useQuery({
    queryKey: apiQueryKey(api.operations.analysisStatus),
    queryFn: fetchStatus,
    ...pollEvery(STATUS_POLL_MS),
  });
  const current = useApiQuery(api.operations.currentAnalysis, undefined, pollEvery(CURRENT_POLL_MS));
  const pending = useApiQuery(api.operations.analysisPending, undefined, pollEvery(PENDING_POLL_MS));
  const history = useApiQuery(api.operations.analysisHistory, undefined, pollEvery(PAGE_REFRESH_MS));
  const statusAt = useAnalysisStore((s) => s.statusAt);
  const eventLoaded = useAnalysisStore((s) => s.loaded);

  const { data: statusBody, dataUpdatedAt: statusReadAt } = status;
  useEffect(() => {
    if (!statusBody) return;
    const at = statusBody.updated_at ? Date.parse(statusBody.updated_at) : statusReadAt;
    useAnalysisStore.getState().setStatus(statusBody.data, at, statusBody.engine_online);
  }, [statusBody, statusReadAt]);
  const { data: currentBody, dataUpdatedAt: currentReadAt } = current;
  useEffect(() => {
    if (currentBody) useAnalysisStore.getState().setCurrent(currentBody.data);
  }, [currentBody, currentReadAt]);
  const { data: historyBody, dataUpdatedAt: historyReadAt } = history;
  useEffect(() => {
    if (historyBody) useAnalysisStore.getState().setHistory(historyBody.data.history);
  }, [historyBody, historyReadAt]);
  // Pending signals enter the one signals store (lib/live), which the signal events keep current.
  const { data: pendingBody, dataUpdatedAt: pendingReadAt } = pending;
  useEffect(() => {
    if (pendingBody) useSignalsStore.getState().mergeSignals(pendingBody.data.signals);
  }, [pendingBody, pendingReadAt]);

  const failed = status.isError && statusAt < status.errorUpdatedAt;
  return {
    error: failed ? adminErrorMessage(status.error) : null,
    loaded: eventLoaded || !status.isPending,
    currentRead: current.isPending ? undefined : (currentBody?.data ?? null),
  };
}
