import { z } from 'zod';
import type { Queryable } from '@sinais/shared/server';

/** A stored candle (market_candles, migration 018): [openTime ms, open, high, low, close, quoteVolume]. */
const storedRowsSchema = z.array(
  z.tuple([z.number().int().nonnegative(), z.number(), z.number(), z.number(), z.number(), z.number()]),
);
const sourceSchema = z.enum(['binance', 'sim', 'replay']);

export interface StoredCandles {
  source: z.infer<typeof sourceSchema>;
  updatedAt: Date;
  rows: z.infer<typeof storedRowsSchema>;
}

/** The candles the engine stored for a pair × timeframe; a row that fails validation counts as absent. */
export function createMarketCandlesRepo(db: Queryable) {
  return {
    async get(symbol: string, timeframe: string): Promise<StoredCandles | null> {
      const found = await db.query<{ source: string; candles: unknown; updated_at: Date | string }>(
        'SELECT source, candles, updated_at FROM market_candles WHERE symbol = $1 AND timeframe = $2',
        [symbol, timeframe],
      );
      const row = found[0];
      if (!row) return null;
      const rows = storedRowsSchema.safeParse(
        typeof row.candles === 'string' ? JSON.parse(row.candles) : row.candles,
      );
      const source = sourceSchema.safeParse(row.source);
      if (!rows.success || !source.success) return null;
      return { source: source.data, updatedAt: new Date(row.updated_at), rows: rows.data };
    },
  };
}
export type MarketCandlesRepo = ReturnType<typeof createMarketCandlesRepo>;
