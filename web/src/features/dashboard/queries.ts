import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CleanupStatusResponse } from '@sinais/shared';
import { api, useApiQuery } from '@/lib/api';
import { useConnectionStore } from '@/lib/live/connection-store';
import { BTC_FALLBACK, useMarketStore } from '@/lib/live/market-store';
import { refreshSignals } from '@/lib/socket';
import type { WarmupStatus } from './warmup';

const MARKET_POLL_MS = 30_000;
const BTC_POLL_MS = 30_000;
const CLEANUP_POLL_MS = 60_000;
const SIGNALS_POLL_MS = 120_000;
/** While the list is empty the notice follows the engine closely (the first window can be a minute long). */
const WARMUP_POLL_MS = 5000;

export type CleanupView = CleanupStatusResponse['data'];
export type CleanupCycle = CleanupView['morning_cleanup'];

/** The spec's REST refreshes of the dashboard (spec 000 §2.9), as queries of the API map. */
export function useMarketsQuery() {
  return useApiQuery(api.market.marketStatus, undefined, {
    select: (r) => r.data.markets,
    refetchInterval: MARKET_POLL_MS,
  });
}

export function useCleanupQuery() {
  return useApiQuery(api.market.cleanupStatus, undefined, {
    select: (r) => r.data,
    refetchInterval: CLEANUP_POLL_MS,
  });
}

/**
 * GET /api/btc-price every 30 s into the market store, which the socket's btc:updated also feeds; when it fails
 * and nothing is known yet, the store shows the spec's fallback.
 */
export function useBtcPoll() {
  const q = useApiQuery(api.market.btcPrice, undefined, { refetchInterval: BTC_POLL_MS });
  useEffect(() => {
    const b = q.data;
    if (!b) return;
    useMarketStore.getState().setBtc({
      price: b.price,
      change_24h: b.change_24h,
      strength: b.strength,
      volume_24h: null,
      simulated: b.simulated,
      time_scale: b.time_scale,
      updated_at: b.updated_at,
      fallback: false,
    });
  }, [q.data]);
  useEffect(() => {
    if (q.isError && !useMarketStore.getState().btc) useMarketStore.getState().setBtc(BTC_FALLBACK);
  }, [q.isError]);
}

/** The engine's progress for the first-run notice, only while the list is empty. */
export function useWarmupQuery(enabled: boolean) {
  return useApiQuery(api.market.monitoringStatus, undefined, {
    select: (r): WarmupStatus => r.data,
    refetchInterval: WARMUP_POLL_MS,
    enabled,
    retry: false,
  });
}

/**
 * The signal snapshot read again every 2 minutes, only while the socket is not delivering: the socket took the
 * first snapshot and applies every change; a reconnect loads a new one. Nothing is fetched on mount.
 */
export function useSignalsFallbackPoll() {
  useQuery({
    queryKey: ['signals', 'fallback-poll'],
    queryFn: async () => {
      if (useConnectionStore.getState().state !== 'online') await refreshSignals().catch(() => undefined);
      return Date.now();
    },
    initialData: 0,
    staleTime: SIGNALS_POLL_MS,
    refetchInterval: SIGNALS_POLL_MS,
    gcTime: 0,
  });
}
