import { useEffect } from 'react';
import type { CleanupStatusResponse } from '@sinais/shared';
import { api, useApiQuery } from '@/lib/api';
import { useConnectionStore } from '@/lib/live/connection-store';
import { BTC_FALLBACK, useMarketStore } from '@/lib/live/market-store';
import { seesExperimental } from '@/lib/live/experimental-store';
import { useSignalsStore } from '@/lib/live/signals-store';
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
 * While the socket is offline, the signal snapshot is read again every 2 minutes (counted from the last one, the
 * socket's own included: it writes the same query) and applied to the store, which keeps any newer live change.
 * Online, the socket delivers every change and a reconnect replays what was missed: nothing is polled.
 */
export function useSignalsFallbackPoll() {
  const offline = useConnectionStore((s) => s.state === 'offline');
  const q = useApiQuery(api.signals.confirmed, undefined, {
    enabled: offline,
    staleTime: SIGNALS_POLL_MS,
    refetchInterval: SIGNALS_POLL_MS,
    auth: seesExperimental(),
  });
  useEffect(() => {
    const snapshot = q.data?.data;
    const store = useSignalsStore.getState();
    // Only an answer newer than the store's snapshot: the socket's own is already applied.
    if (snapshot && (snapshot.latest_seq ?? 0) > store.snapshotSeq)
      store.setSnapshot(snapshot.confirmed_signals, snapshot.latest_seq);
  }, [q.data]);
}
