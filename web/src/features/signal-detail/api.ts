import type { Timeframe } from '@sinais/shared';
import { api, useApiQuery } from '@/lib/api';

const CANDLES_LIMIT = 120;
const CANDLES_REFRESH_MS = 60_000;

/** The pair's candles in the signal's timeframe (GET /api/market/candles), refreshed each minute. */
export function useSignalCandles(symbol: string, timeframe: Timeframe) {
  return useApiQuery(
    api.market.candles,
    { query: { symbol, timeframe, limit: CANDLES_LIMIT } },
    { select: (r) => r.data, refetchInterval: CANDLES_REFRESH_MS },
  );
}
