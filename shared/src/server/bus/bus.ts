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
