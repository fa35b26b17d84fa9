import { SIGNAL_EVENT_TYPES, type Envelope, type SignalChange, type SignalEventType } from '@sinais/shared';

export type SignalEnvelope = Envelope<SignalEventType, SignalChange>;
type Handler = (env: Envelope) => void;

const SIGNAL_TYPES = new Set<string>(SIGNAL_EVENT_TYPES);
const handlers = new Map<string, Set<Handler>>();
const resetListeners = new Set<() => void>();

export const isSignalEventType = (type: string): type is SignalEventType => SIGNAL_TYPES.has(type);

/**
 * The browser's one event dispatcher. Feature stores register their actions by event name; returns the
 * unsubscribe. Signal events reach them only from the socket module's SignalStream: once each, in seq order,
 * and replayed after a reconnect, so an admin screen sees the decisions it missed without waiting for a poll.
 * Other events (analysis, logs, TOP pairs, simulation, monitoring) are delivered as they arrive.
 */
export function onLiveEvent(types: readonly string[], handler: Handler): () => void {
  for (const t of types) {
    let set = handlers.get(t);
    if (!set) handlers.set(t, (set = new Set()));
    set.add(handler);
  }
  return () => {
    for (const t of types) handlers.get(t)?.delete(handler);
  };
}

/** The stream could not replay a gap (too old): subscribers reload their lists from REST. */
export function onSignalReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

function deliver(type: string, env: Envelope): void {
  for (const h of handlers.get(type) ?? []) {
    try {
      h(env);
    } catch {
      /* one failing store never stops the others */
    }
  }
}

/** Called by the socket module's SignalStream for each signal event, in seq order. */
export function deliverSignalEvent(env: SignalEnvelope): void {
  deliver(env.type, env);
}

/** Called by the socket module for every non-signal event; signal events never take this path. */
export function deliverOtherEvent(type: string, env: unknown): void {
  if (isSignalEventType(type) || !env || typeof env !== 'object') return;
  deliver(type, env as Envelope);
}

export function signalStreamReset(): void {
  for (const l of resetListeners) {
    try {
      l();
    } catch {
      /* a listener never breaks the others */
    }
  }
}
