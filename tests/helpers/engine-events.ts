import { parseEnvelope, type EventType, type TypedEnvelope } from '@sinais/shared';
import type { Bus } from '@sinais/shared/server';

/** Records every envelope seen on a bus, re-validated against the shared catalogue. */
export function recordEvents(bus: Bus) {
  const events: TypedEnvelope[] = [];
  const invalid: unknown[] = [];
  const unsubscribe = bus.subscribe((env) => {
    try {
      events.push(parseEnvelope(JSON.parse(JSON.stringify(env))));
    } catch (err) {
      invalid.push(err);
    }
  });
  return {
    events,
    invalid,
    unsubscribe,
    of<T extends EventType>(type: T): Array<TypedEnvelope<T>> {
      return events.filter((e) => e.type === type) as Array<TypedEnvelope<T>>;
    },
  };
}

export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
  stepMs = 100,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`tempo esgotado esperando: ${what}`);
}
