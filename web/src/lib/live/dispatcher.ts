import type { Envelope, EventData, EventType, SocketEventType, TypedEnvelope } from '@sinais/shared';

/** An event a browser can receive, by its catalogue name. */
export type LiveEventType = SocketEventType;

/** A store's actions named after the events they take, each with that event's payload type. */
export type LiveHandlers<T extends LiveEventType> = { [K in T]: (env: Envelope<K, EventData<K>>) => void };

type Handler = (env: TypedEnvelope) => void;

const handlers = new Map<string, Set<Handler>>();
const resetListeners = new Set<() => void>();

/**
 * The browser's one event dispatcher: subscribe by event name, get that event's typed envelope (already parsed
 * with the catalogue's schema by the socket module). Returns the unsubscribe. Signal events come once each, in
 * seq order and replayed after a reconnect (the socket module's SignalStream), after the signals store took
 * them; other events (analysis, logs, TOP pairs, simulation, monitoring, the user's own) as they arrive.
 */
export function onLiveEvent<T extends LiveEventType>(
  types: readonly T[],
  handler: (env: TypedEnvelope<T>) => void,
): () => void {
  // The registry is keyed by name: `deliverLiveEvent` hands this handler only envelopes of its `types`.
  const h = handler as Handler;
  for (const t of types) {
    let set = handlers.get(t);
    if (!set) handlers.set(t, (set = new Set()));
    set.add(h);
  }
  return () => {
    for (const t of types) handlers.get(t)?.delete(h);
  };
}

function callHandler<T extends LiveEventType>(actions: LiveHandlers<T>, env: TypedEnvelope<T>): void {
  // `env.type` names the action that takes exactly this envelope; TypeScript cannot correlate the two by itself.
  (actions[env.type as T] as (e: TypedEnvelope<T>) => void)(env);
}

/**
 * Hands each event of `types` to the action of the same name (the catalogue's rule: event name = store action
 * name), read from `actions()` at delivery time so a store's current actions are used. Returns the unsubscribe.
 */
export function bindLiveHandlers<T extends LiveEventType>(
  types: readonly T[],
  actions: () => LiveHandlers<T>,
): () => void {
  return onLiveEvent(types, (env) => callHandler(actions(), env));
}

/** The stream could not replay a gap (too old): subscribers reload their lists from REST. */
export function onSignalReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/** Called by the socket module with every parsed event (signal events in seq order, from its SignalStream). */
export function deliverLiveEvent(env: TypedEnvelope<EventType>): void {
  for (const h of handlers.get(env.type) ?? []) {
    try {
      h(env);
    } catch {
      /* one failing store never stops the others */
    }
  }
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
