import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { experimentalOptInSchema, type ExperimentalOptIn } from '@sinais/shared';
import { api, callApi } from './api';
import { seesExperimental, useExperimentalStore } from './live/experimental-store';
import { useSignalsStore } from './live/signals-store';
import { queryClient } from './query-client';
import { useSessionStore } from './session';
import { onUserEvent, refreshSignals } from './socket';

export const EXPERIMENTAL_OPT_IN_KEY = ['signals', 'experimental-opt-in'] as const;

/**
 * Applies the member's option in this tab: turned off, the experimental signals leave the store at once (the
 * server already took the socket out of their room); turned on, a snapshot with the token brings the current ones
 * (the socket is already in the room, so new ones arrive live).
 */
async function applyInTab(userId: string, enabled: boolean): Promise<void> {
  const before = seesExperimental();
  useExperimentalStore.getState().set(userId, enabled);
  const after = seesExperimental();
  if (before === after) return;
  if (!after) useSignalsStore.getState().dropExperimental();
  else await refreshSignals().catch(() => undefined);
}

// Changed in another tab or on another device: this tab follows at once.
onUserEvent((env) => {
  const userId = useSessionStore.getState().user?.id;
  const change = env.type === 'experimental:changed' ? experimentalOptInSchema.safeParse(env.data) : null;
  if (!userId || !change?.success) return;
  queryClient.setQueryData([...EXPERIMENTAL_OPT_IN_KEY, userId], change.data);
  void applyInTab(userId, change.data.enabled);
});

/** The stored "Ver sinais experimentais" of the signed-in member; this browser's copy follows it. */
export function useExperimentalOptIn() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const q = useQuery({
    queryKey: [...EXPERIMENTAL_OPT_IN_KEY, userId],
    queryFn: ({ signal }) => callApi(api.signals.experimentalOptIn, undefined, { signal }),
    enabled: userId !== null,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (q.data && userId) void applyInTab(userId, q.data.enabled);
  }, [q.data, userId]);
  return q;
}

/** Saves the option on the server, then applies it in this tab. */
export async function saveExperimentalOptIn(enabled: boolean): Promise<ExperimentalOptIn> {
  const saved = await callApi(api.signals.setExperimentalOptIn, { body: { enabled } });
  const userId = useSessionStore.getState().user?.id;
  if (userId) {
    queryClient.setQueryData([...EXPERIMENTAL_OPT_IN_KEY, userId], saved);
    await applyInTab(userId, saved.enabled);
  }
  return saved;
}
