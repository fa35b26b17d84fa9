import { z } from 'zod';
import { klineRowsSchema, rowsToCandles, type ExchangeCandle } from './kline-rows';

const binanceErrorSchema = z.object({ code: z.number().int(), msg: z.string() });

/** Binance's "Invalid symbol." */
const INVALID_SYMBOL = -1121;

/** The exchange does not list the pair. */
export class UnknownSymbolError extends Error {}

/** Any other refusal; `retryAfterMs` from Retry-After on 429/418 (calling on is what gets an IP banned). */
export class KlinesHttpError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMs: number | null,
  ) {
    super(`Binance /fapi/v1/klines respondeu ${status}`);
  }
}

export interface KlinesRequest {
  restUrl: string;
  symbol: string;
  /** Binance interval names: 1h, 4h, 1d … */
  interval: string;
  intervalMs: number;
  limit: number;
  timeoutMs: number;
}

/**
 * GET /fapi/v1/klines, validated row by row (zod, the engine's schema). The last row may still be forming.
 * Throws UnknownSymbolError for a pair the exchange does not list, and an Error naming the status otherwise.
 */
export async function fetchBinanceKlines(req: KlinesRequest): Promise<ExchangeCandle[]> {
  const url = new URL('/fapi/v1/klines', req.restUrl);
  url.search = new URLSearchParams({
    symbol: req.symbol,
    interval: req.interval,
    limit: String(req.limit),
  }).toString();
  const res = await fetch(url, { signal: AbortSignal.timeout(req.timeoutMs) });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = binanceErrorSchema.safeParse(body);
    if (err.success && err.data.code === INVALID_SYMBOL) throw new UnknownSymbolError(req.symbol);
    const retryAfter = Number(res.headers.get('retry-after'));
    throw new KlinesHttpError(
      res.status,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
    );
  }
  return rowsToCandles(klineRowsSchema.parse(body), req.intervalMs);
}
