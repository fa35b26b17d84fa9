import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EngineHealth } from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { bindLiveHandlers } from '@/lib/live/dispatcher';
import { useEngineHealthStore, type EngineHealthView } from '@/lib/live/engine-health-store';
import { startRealtime } from '@/lib/socket';

export type { EngineHealthView };

const POLL_MS = 5000;
const TICK_MS = 500;
const QUERY_KEY = ['engine-health'] as const;

async function loadHealth(): Promise<EngineHealth> {
  const store = useEngineHealthStore.getState();
  try {
    const h = (await callApi(api.operations.engineHealth)).data;
    store.setRead(h);
    return h;
  } catch (err) {
    store.setFailure(err instanceof HttpError ? err.status : 0);
    throw err;
  }
}

// Heartbeats pushed over the socket reach the store by name; a beat after silence also asks the server at once
// for what a heartbeat does not carry (paused, bus).
bindLiveHandlers(['engine:heartbeat'], () => useEngineHealthStore.getState());
useEngineHealthStore.subscribe((s, prev) => {
  const down = (v: EngineHealthView) => v.state === 'offline' || v.state === 'never';
  if (down(prev.view) && !down(s.view)) void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
});

let watchers = 0;
let ticker: ReturnType<typeof setInterval> | null = null;

/** One clock for every screen: while any screen shows the engine, the store re-applies the rule every 500 ms. */
function watch(): () => void {
  watchers++;
  ticker ??= setInterval(() => useEngineHealthStore.getState().tick(), TICK_MS);
  return () => {
    if (--watchers === 0 && ticker) {
      clearInterval(ticker);
      ticker = null;
    }
  };
}

/**
 * The engine's state for every admin screen (banner and panels alike), from the server's one rule (3 missed
 * heartbeats = OFFLINE). The active engine's heartbeats are pushed over the socket and count at once; one shared
 * read every 5 s brings what a heartbeat does not carry (paused, bus) and covers a socket that is down.
 */
export function useEngineHealth(): EngineHealthView {
  useQuery({ queryKey: QUERY_KEY, queryFn: loadHealth, refetchInterval: POLL_MS, retry: false }, queryClient);
  useEffect(() => {
    startRealtime();
    return watch();
  }, []);
  return useEngineHealthStore((s) => s.view);
}

/** Whether the engine runs (online or paused) by that one state; null while it is not known yet. */
export function engineIsUp(view: EngineHealthView): boolean | null {
  if (view.state === 'loading') return null;
  return view.state === 'online' || view.state === 'paused';
}
