import { createSubscribers, type Bus } from './bus';

/**
 * In-process bus for the embedded single-process mode. Delivery is async, like Redis, so code behaves alike.
 * Envelopes were validated where they were built (`makeEnvelope`) and never leave the process: not re-parsed.
 */
export function createMemoryBus(onHandlerError?: (err: unknown) => void): Bus {
  const subs = createSubscribers(onHandlerError);
  return {
    kind: 'memory',
    async publish(env) {
      queueMicrotask(() => subs.deliver(env));
    },
    subscribe: subs.subscribe,
    isHealthy: () => true,
    async close() {
      subs.clear();
    },
  };
}
