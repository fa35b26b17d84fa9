import type { Db } from '@sinais/shared/server';

/** One pair × timeframe of chart candles, already encoded as the stored JSON rows. */
export interface CandleSeriesRow {
  symbol: string;
  timeframe: string;
  source: string;
  rows: unknown[];
}

/** market_candles: the gateway's chart source, one row per pair and timeframe. */
export function createMarketCandlesStore(db: Db) {
  return {
    async upsert(series: readonly CandleSeriesRow[]): Promise<void> {
      if (series.length === 0) return;
      const params: unknown[] = [];
      const values: string[] = [];
      for (const s of series) {
        params.push(s.symbol, s.timeframe, s.source, JSON.stringify(s.rows));
        const n = params.length;
        values.push(`($${n - 3}, $${n - 2}, $${n - 1}, $${n}::json, now())`);
      }
      await db.query(
        `INSERT INTO market_candles (symbol, timeframe, source, candles, updated_at) VALUES ${values.join(', ')}
     ON CONFLICT (symbol, timeframe) DO UPDATE
       SET source = EXCLUDED.source, candles = EXCLUDED.candles, updated_at = EXCLUDED.updated_at`,
        params,
      );
    },
    /** Only the embedded store needs it (no autovacuum worker there). */
    vacuum(): Promise<void> {
      return db.exec('VACUUM market_candles');
    },
  };
}

export type MarketCandlesStore = ReturnType<typeof createMarketCandlesStore>;
