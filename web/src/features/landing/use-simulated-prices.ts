import { useDeferredApiQuery } from '@/lib/api/deferred';

/**
 * Whether this instance's prices are simulated, from GET /api/market-source, read after the landing's first paint
 * (the API map loads with the call, not with the first bundle). False until known: the prerendered page states
 * the real-data promise, and the demonstration notice replaces it once the answer says so.
 */
export function useSimulatedPrices(): boolean {
  const q = useDeferredApiQuery('GET /api/market-source', (api) => api.market.marketSource, {
    staleTime: 60_000,
  });
  return q.data?.data.simulated === true;
}
