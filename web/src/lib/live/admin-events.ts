import type { Envelope } from '@sinais/shared';

type Handler = (env: Envelope) => void;

const handlers = new Map<string, Set<Handler>>();

/**
 * Admin-room events (analysis, logs, monitoring, TOP pairs, signal decisions) as the socket module receives
 * them, unchanged. Feature stores register their actions by event name; returns the unsubscribe.
 */
export function onAdminEvent(types: readonly string[], handler: Handler): () => void {
  for (const t of types) {
    let set = handlers.get(t);
    if (!set) handlers.set(t, (set = new Set()));
    set.add(handler);
  }
  return () => {
    for (const t of types) handlers.get(t)?.delete(handler);
  };
}

/** Called by the socket module for every event it receives. */
export function dispatchAdminEvent(type: string, env: unknown): void {
  const set = handlers.get(type);
  if (!set || !env || typeof env !== 'object') return;
  for (const h of set) {
    try {
      h(env as Envelope);
    } catch {
      /* one failing store never stops the others */
    }
  }
}
