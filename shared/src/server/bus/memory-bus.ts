import { matches, type Bus, type BusHandler } from './bus';
import type { EventType } from '../../events';

/**
 * In-process bus for the embedded single-process mode. Delivery is async, like Redis, so code behaves alike.
 * Envelopes were validated where they were built (`makeEnvelope`) and never leave the process: not re-parsed.
 */
export function createMemoryBus(onHandlerError: (err: unknown) => void = () => undefined): Bus {
  const subs = new Set<{ handler: BusHandler; types?: readonly EventType[] }>();
  return {
    kind: 'memory',
    async publish(env) {
      queueMicrotask(() => {
        for (const s of subs) {
          if (!matches(s.types, env.type)) continue;
          try {
            s.handler(env);
          } catch (err) {
            onHandlerError(err);
          }
        }
      });
    },
    subscribe(handler, types) {
      const sub = { handler, types };
      subs.add(sub);
      return () => subs.delete(sub);
    },
    isHealthy: () => true,
    async close() {
      subs.clear();
    },
  };
}
