import { z } from 'zod';
import type { BasisPoint, DerivativesHistory } from '../domain/derivatives';
import { klinesWeight, type BinanceHttp } from './binance-http';
import { decimalText, ms } from './binance-schemas';

const HOUR = 3_600_000;
/** limit 499 is the cheapest page of the kline endpoints per row (weight 2 for up to 499 rows). */
const KLINE_PAGE = 499;

/** GET /fapi/v1/fundingRate items; markPrice may come empty on old settlements. */
export const fundingRateHistorySchema = z.array(
  z.object({
    symbol: z.string(),
    fundingRate: decimalText,
    fundingTime: ms,
    markPrice: z.union([decimalText, z.literal('')]).optional(),
  }),
);

/** GET /futures/data/openInterestHist items; `timestamp` is a string in the docs' example, a number in the clients. */
export const openInterestHistSchema = z.array(
  z.object({
    symbol: z.string(),
    sumOpenInterest: decimalText,
    sumOpenInterestValue: decimalText,
    timestamp: z.union([ms, z.string().regex(/^\d+$/).transform(Number)]),
  }),
);

/** markPriceKlines / indexPriceKlines rows: [openTime, open, high, low, close, ignore, closeTime, …ignored]. */
export const priceKlinesSchema = z.array(
  z.tuple([ms, decimalText, decimalText, decimalText, decimalText, z.unknown(), ms], z.unknown()),
);

/**
 * The history endpoints the derivatives collector reads (docs/engine.md §2.1), on the source's own client so
 * they share its weight budget, Retry-After and count limits. Every call is background work: it fills at most
 * half of any limit and leaves the rest to the analysis loop. Every answer passes zod first.
 */
export function createBinanceHistory(http: BinanceHttp): DerivativesHistory {
  const background = { background: true } as const;

  /** Close prices of the 1h candles that close inside [from, to], by close time. */
  async function closes(path: string, key: 'symbol' | 'pair', name: string, from: number, to: number) {
    const rows = await http.get(
      path,
      { [key]: name, interval: '1h', startTime: from - HOUR, endTime: to - HOUR, limit: KLINE_PAGE },
      priceKlinesSchema,
      { weight: klinesWeight(KLINE_PAGE), ...background },
    );
    return new Map(rows.map((r) => [r[0] + HOUR, r[4]]));
  }

  return {
    pageRows: { funding: 1000, openInterest: 500, basis: KLINE_PAGE },
    async funding(symbol, from, to) {
      const rows = await http.get(
        '/fapi/v1/fundingRate',
        { symbol, startTime: from, endTime: to, limit: 1000 },
        fundingRateHistorySchema,
        // No request weight is documented: the call counts against its own 500 / 5 min (RequestWindow).
        { weight: 1, ...background },
      );
      return rows
        .filter((r) => r.symbol === symbol && r.fundingTime >= from && r.fundingTime <= to)
        .map((r) => ({ time: r.fundingTime, rate: r.fundingRate, markPrice: r.markPrice || null }));
    },
    async openInterest(symbol, from, to) {
      const rows = await http.get(
        '/futures/data/openInterestHist',
        { symbol, period: '1h', startTime: from, endTime: to, limit: 500 },
        openInterestHistSchema,
        { weight: 0, ...background },
      );
      return rows
        .filter((r) => r.symbol === symbol && r.timestamp >= from && r.timestamp <= to)
        .map((r) => ({
          time: r.timestamp,
          openInterest: r.sumOpenInterest,
          openInterestValue: r.sumOpenInterestValue,
        }))
        .sort((a, b) => a.time - b.time);
    },
    async basis(symbol, from, to) {
      // USDⓈ-M perpetuals are their own pair (BTCUSDT's index is the pair BTCUSDT).
      const mark = await closes('/fapi/v1/markPriceKlines', 'symbol', symbol, from, to);
      const index = await closes('/fapi/v1/indexPriceKlines', 'pair', symbol, from, to);
      const out: BasisPoint[] = [];
      for (const [time, markPrice] of mark) {
        const indexPrice = index.get(time);
        if (indexPrice !== undefined && time >= from && time <= to) out.push({ time, markPrice, indexPrice });
      }
      return out.sort((a, b) => a.time - b.time);
    },
  };
}
