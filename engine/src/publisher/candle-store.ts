import type { Db } from '@sinais/shared/server';
import { TIMEFRAMES, type CandlesByTimeframe } from '../domain/candle';
import type { MarketSource } from '../sources/market-source';
import { MAX_CHART_CANDLES } from '@sinais/shared';

/** How often the pairs with open signals get their candles rewritten on a simulated market. */
const OPEN_REFRESH_MS = 15_000;

/** The newest candles of one pair, by timeframe, into market_candles (the gateway's chart source). */
export async function storeCandles(
  db: Db,
  source: MarketSource['kind'],
  symbol: string,
  byTf: CandlesByTimeframe,
): Promise<void> {
  const params: unknown[] = [];
  const values: string[] = [];
  for (const tf of TIMEFRAMES) {
    const candles = byTf[tf];
    if (!candles || candles.length === 0) continue;
    const rows = candles
      .slice(-MAX_CHART_CANDLES)
      .map((c) => [c.openTime, c.open, c.high, c.low, c.close, c.quoteVolume]);
    params.push(symbol, tf, source, JSON.stringify(rows));
    const n = params.length;
    values.push(`($${n - 3}, $${n - 2}, $${n - 1}, $${n}::json, now())`);
  }
  if (values.length === 0) return;
  await db.query(
    `INSERT INTO market_candles (symbol, timeframe, source, candles, updated_at) VALUES ${values.join(', ')}
     ON CONFLICT (symbol, timeframe) DO UPDATE
       SET source = EXCLUDED.source, candles = EXCLUDED.candles, updated_at = EXCLUDED.updated_at`,
    params,
  );
}

/**
 * On a simulated market only the engine holds the candles, and the walk reaches a pair once a cycle: the pairs
 * with an open signal (the ones whose chart members open) are rewritten every 15 s so their chart keeps up with
 * the fast clock. On Binance the gateway reads the exchange itself.
 */
export function refreshOpenSignalCandles(
  db: Db,
  source: MarketSource,
  onError: (err: unknown) => void,
): () => void {
  if (source.kind === 'binance') return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      const rows = await db.query<{ symbol: string }>(
        `SELECT DISTINCT symbol FROM signals WHERE status = 'PENDING' OR (status = 'CONFIRMED' AND outcome = 'OPEN')`,
      );
      for (const { symbol } of rows) {
        const byTf: CandlesByTimeframe = {};
        for (const tf of TIMEFRAMES) byTf[tf] = await source.klines(symbol, tf, MAX_CHART_CANDLES);
        await storeCandles(db, source.kind, symbol, byTf);
      }
    })()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, OPEN_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
