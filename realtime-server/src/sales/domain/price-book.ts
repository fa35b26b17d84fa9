import type { Bus } from '@sinais/shared/server';

export interface PriceQuote {
  price: number;
  at: number;
  simulated: boolean;
}

/** Prices older than this are not "live" any more; the simulation then labels its stand-in. */
export const PRICE_STALE_MS = 5 * 60_000;

/**
 * The latest price of every symbol from the engine's 'market:ticked' events. The engine does not snapshot
 * prices in engine_state, so each gateway keeps them from the bus.
 */
export function createPriceBook(bus: Bus) {
  const prices = new Map<string, PriceQuote>();
  let revision = 0;
  const unsubscribe = bus.subscribe((env) => {
    if (env.type !== 'market:ticked') return;
    const d = env.data;
    const at = env.ts || Date.now();
    for (const [symbol, price] of Object.entries(d.prices))
      prices.set(symbol, { price, at, simulated: d.simulated });
    revision++;
  });
  return {
    get(symbol: string, now = Date.now()): PriceQuote | null {
      const q = prices.get(symbol);
      return q && now - q.at <= PRICE_STALE_MS ? q : null;
    },
    revision: () => revision,
    stop: unsubscribe,
  };
}
export type PriceBook = ReturnType<typeof createPriceBook>;
