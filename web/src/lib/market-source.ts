import { api, useApiQuery } from '@/lib/api';

/**
 * Whether this instance's prices are simulated (GET /api/market-source): true or false once the engine has said,
 * null while unknown. Signals carry their own `simulated` flag; this is for what is said before any signal.
 */
export function useSimulatedPrices(): boolean | null {
  const q = useApiQuery(api.market.marketSource, undefined, {
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  return q.data?.data.simulated ?? null;
}
