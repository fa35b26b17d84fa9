import type { EventType, TypedEnvelope } from '../../events';

export type BusHandler = (env: TypedEnvelope) => void;

/** Publish/subscribe of validated envelopes. Redis pub/sub is at-most-once: the store is the source of truth. */
export interface Bus {
  readonly kind: 'redis' | 'memory';
  publish(env: TypedEnvelope): Promise<void>;
  /** Subscribes to some types (or all); returns an unsubscribe function. */
  subscribe(handler: BusHandler, types?: readonly EventType[]): () => void;
  /** Whether the bus can currently deliver (false while Redis is unreachable). */
  isHealthy(): boolean;
  close(): Promise<void>;
}

export function matches(types: readonly EventType[] | undefined, type: EventType): boolean {
  return !types || types.includes(type);
}

/**
 * The handlers subscribed to one bus, whatever carries its messages: `deliver` calls each handler that wants the
 * envelope's type, and one handler that throws is reported alone without stopping the others.
 */
export function createSubscribers(onHandlerError: (err: unknown) => void = () => undefined) {
  const subs = new Set<{ handler: BusHandler; types?: readonly EventType[] }>();
  return {
    subscribe(handler: BusHandler, types?: readonly EventType[]): () => void {
      const sub = { handler, types };
      subs.add(sub);
      return () => subs.delete(sub);
    },
    deliver(env: TypedEnvelope): void {
      for (const s of subs) {
        if (!matches(s.types, env.type)) continue;
        try {
          s.handler(env);
        } catch (err) {
          onHandlerError(err);
        }
      }
    },
    clear: () => subs.clear(),
  };
}
