import { useQuery } from '@tanstack/react-query';
import { marketCandlesResponseSchema, type Timeframe } from '@sinais/shared';
import { getParsed } from '@/lib/query-client';

const CANDLES_LIMIT = 120;
const CANDLES_REFRESH_MS = 60_000;

/** The pair's candles in the signal's timeframe (GET /api/market/candles), refreshed each minute. */
export function useSignalCandles(symbol: string, timeframe: Timeframe) {
  return useQuery({
    queryKey: ['market', 'candles', symbol, timeframe],
    queryFn: () =>
      getParsed(
        `/api/market/candles?${new URLSearchParams({ symbol, timeframe, limit: String(CANDLES_LIMIT) })}`,
        marketCandlesResponseSchema,
      ),
    select: (r) => r.data,
    refetchInterval: CANDLES_REFRESH_MS,
  });
}
