import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, useApiQuery } from '@/lib/api';
import { pollEvery } from '@/lib/polling';
import { useSignalsStore } from '@/lib/live/signals-store';
import { fetchSignalLists, useCommandStore } from './command-data';
import { checkApis, loadBtc, type BtcState } from './command-sources';

const AUTO_REFRESH_MS = 30_000;
const BTC_REFRESH_MS = 120_000;

/**
 * The Command Center's server reads: every 30 s while auto-refresh is on (the fallback behind the live events),
 * Bitcoin every 2 min. Signal lists and the monitoring status are applied to the live stores in one place each.
 */
export function useCommandSources(autoRefresh: boolean) {
  const poll = pollEvery(AUTO_REFRESH_MS, autoRefresh);
  const lists = useQuery({
    queryKey: ['admin', 'command', 'signal-lists'],
    queryFn: fetchSignalLists,
    ...poll,
  });
  const monitoring = useApiQuery(api.market.monitoringStatus, undefined, poll);
  const apis = useQuery({ queryKey: ['admin', 'command', 'api-checks'], queryFn: checkApis, ...poll });
  const filters = useApiQuery(api.admin.qualityFilters, undefined, poll);
  const figures = useApiQuery(api.operations.commandCenterFigures, undefined, poll);
  const btc = useQuery({
    queryKey: ['admin', 'command', 'btc'],
    queryFn: loadBtc,
    ...pollEvery(BTC_REFRESH_MS),
  });

  const { data: listsData, dataUpdatedAt: listsReadAt } = lists;
  useEffect(() => {
    if (listsData) useSignalsStore.getState().mergeSignals(listsData.signals);
  }, [listsData, listsReadAt]);
  // Each read replaces the status (none when it failed); status events patch it in between.
  const monitoringStatus = monitoring.isError ? null : (monitoring.data?.data ?? null);
  const { dataUpdatedAt: monitoringReadAt, errorUpdatedAt: monitoringFailedAt, isPending } = monitoring;
  useEffect(() => {
    if (!isPending) useCommandStore.getState().setMonitoring(monitoringStatus);
  }, [monitoringStatus, monitoringReadAt, monitoringFailedAt, isPending]);

  const { refetch: refetchLists } = lists;
  const { refetch: refetchMonitoring } = monitoring;
  const { refetch: refetchApis } = apis;
  const { refetch: refetchFilters } = filters;
  const { refetch: refetchFigures } = figures;
  // A refresh while a read runs joins it instead of starting a second one.
  const refresh = useCallback(async () => {
    const join = { cancelRefetch: false };
    await Promise.all([
      refetchLists(join),
      refetchMonitoring(join),
      refetchApis(join),
      refetchFilters(join),
      refetchFigures(join),
    ]);
  }, [refetchLists, refetchMonitoring, refetchApis, refetchFilters, refetchFigures]);
  // Turning auto-refresh off or back on reads everything once more (on mount this joins the first read).
  useEffect(() => {
    void refresh();
  }, [autoRefresh, refresh]);

  return {
    source: lists.data?.source ?? 'empty',
    lastUpdate: lists.dataUpdatedAt || null,
    apis: apis.data ?? [],
    filters: filters.isError ? [] : (filters.data?.data ?? []),
    figures: figures.isError ? null : (figures.data?.data ?? null),
    btc: btc.data ?? ({ state: 'loading' } satisfies BtcState),
    loading: [lists, monitoring, apis, filters, figures].some((q) => q.isFetching),
    refresh,
  };
}
