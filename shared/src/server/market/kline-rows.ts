import { z } from 'zod';

/** One kline, numbers parsed. `closeTime` = openTime + interval − 1 (Binance convention). */
export interface ExchangeCandle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  closeTime: number;
  quoteVolume: number;
}

const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/)]).transform(Number);
const time = z.number().int().nonnegative();

/**
 * One row of GET /fapi/v1/klines: [openTime, open, high, low, close, volume, closeTime, quoteVolume, trades,
 * takerBuyBase, takerBuyQuote, ignore]. Shorter rows (6 to 11 items) are accepted because exported data sets
 * drop the tail; missing closeTime/quoteVolume are left for the caller to derive.
 */
export const klineRowSchema = z
  .tuple([time, num, num, num, num, num], z.unknown())
  .refine((r) => r.length <= 12, 'linha com mais de 12 campos')
  .transform((r) => r);

export const klineRowsSchema = z.array(klineRowSchema);

/** Parses rows into candles; `intervalMs` fills closeTime when a row lacks it. */
export function rowsToCandles(rows: z.infer<typeof klineRowsSchema>, intervalMs: number): ExchangeCandle[] {
  return rows.map((r) => {
    const [openTime, open, high, low, close, volume] = r;
    const closeTime = typeof r[6] === 'number' ? r[6] : openTime + intervalMs - 1;
    const qv = r[7] !== undefined ? Number(r[7]) : NaN;
    return {
      openTime,
      open,
      high,
      low,
      close,
      volume,
      closeTime,
      quoteVolume: Number.isFinite(qv) ? qv : volume * close,
    };
  });
}

export function parseKlineRows(raw: unknown, intervalMs: number): ExchangeCandle[] {
  return rowsToCandles(klineRowsSchema.parse(raw), intervalMs);
}
