/**
 * TanStack Query options for a screen that re-reads the server every `intervalMs` (the fallback behind live events,
 * or a figure no event carries): also in a background tab, never from a stale cache, and a failure shows at once
 * (the next poll is the retry).
 */
export function pollEvery(intervalMs: number, enabled = true) {
  return {
    refetchInterval: enabled ? intervalMs : false,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  } as const;
}
