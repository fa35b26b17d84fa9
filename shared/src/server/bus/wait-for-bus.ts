import type { Bus } from './bus';

/**
 * Resolves true once the bus can deliver, false after timeoutMs. The engine waits here before its first
 * publish (Redis connects asynchronously); a bus still down after the wait does not stop it, since the
 * store is the source of truth and publishes fail softly.
 */
export async function waitForBus(bus: Bus, timeoutMs: number, pollMs = 50): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!bus.isHealthy()) {
    if (Date.now() >= until) return false;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return true;
}
