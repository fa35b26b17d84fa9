import { useQuery } from '@tanstack/react-query';
import { getParsed } from '@/lib/query-client';
import { fetchCleanup, fetchMarkets, refreshBtc } from './api';
import { warmupStatusSchema } from './warmup';

const MARKET_POLL_MS = 30_000;
const BTC_POLL_MS = 30_000;
const CLEANUP_POLL_MS = 60_000;
/** While the list is empty the notice follows the engine closely (the first window can be a minute long). */
const WARMUP_POLL_MS = 5000;

/** The spec's REST refreshes of the dashboard (spec 000 §2.9), as TanStack queries. */
export function useMarketsQuery() {
  return useQuery({ queryKey: ['market-status'], queryFn: fetchMarkets, refetchInterval: MARKET_POLL_MS });
}

export function useCleanupQuery() {
  return useQuery({ queryKey: ['cleanup-status'], queryFn: fetchCleanup, refetchInterval: CLEANUP_POLL_MS });
}

/** BTC lands in the market store, which the socket's btc:updated also feeds. */
export function useBtcPoll() {
  return useQuery({
    queryKey: ['btc-price'],
    queryFn: async () => {
      await refreshBtc();
      return true;
    },
    refetchInterval: BTC_POLL_MS,
  });
}

/** The engine's progress for the first-run notice, only while the list is empty. */
export function useWarmupQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['monitoring-status', 'warmup'],
    queryFn: () => getParsed('/api/unified/monitoring/status', warmupStatusSchema),
    select: (r) => r.data,
    refetchInterval: WARMUP_POLL_MS,
    enabled,
    retry: false,
  });
}
