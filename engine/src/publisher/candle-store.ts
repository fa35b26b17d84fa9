import type { Db } from '@sinais/shared/server';
import { createMarketCandlesStore, type CandleSeriesRow } from '../data/market-candles.store';
import { createSignalsStore } from '../data/signals.store';
import { TIMEFRAMES, type CandlesByTimeframe } from '../domain/candle';
import type { MarketSource } from '../sources/market-source';
import { MAX_CHART_CANDLES } from '@sinais/shared';

/** How often the pairs with open signals get their candles rewritten on a simulated market. */
const OPEN_REFRESH_MS = 15_000;
/**
 * The embedded store has no autovacuum worker: every rewrite of a row leaves its old JSON behind (~10 MB a cycle
 * of 150 pairs). A VACUUM this often keeps the table at about twice its live size.
 */
const EMBEDDED_VACUUM_MS = 5 * 60_000;

/** 8 significant digits are more than any exchange quotes; the JSON (and the rows rewritten) stay small. */
const price = (x: number) => Number(x.toPrecision(8));

/** The newest candles of one pair, by timeframe, into market_candles (the gateway's chart source). */
export async function storeCandles(
  db: Db,
  source: MarketSource['kind'],
  symbol: string,
  byTf: CandlesByTimeframe,
): Promise<void> {
  const series: CandleSeriesRow[] = [];
  for (const tf of TIMEFRAMES) {
    const candles = byTf[tf];
    if (!candles || candles.length === 0) continue;
    const rows = candles
      .slice(-MAX_CHART_CANDLES)
      .map((c) => [
        c.openTime,
        price(c.open),
        price(c.high),
        price(c.low),
        price(c.close),
        Math.round(c.quoteVolume),
      ]);
    series.push({ symbol, timeframe: tf, source, rows });
  }
  await createMarketCandlesStore(db).upsert(series);
}

/**
 * Upkeep of market_candles while the engine is active: on a simulated market only the engine holds the candles
 * and the walk reaches a pair once a cycle, so the pairs with an open signal (the ones whose chart members open)
 * are rewritten every 15 s to keep up with the fast clock (on Binance the gateway reads the exchange itself); on
 * the embedded store the table is vacuumed. Returns stop().
 */
export function maintainCandles(db: Db, source: MarketSource, onError: (err: unknown) => void): () => void {
  const timers: NodeJS.Timeout[] = [];
  if (db.kind === 'embedded') {
    const vacuum = setInterval(
      () => void createMarketCandlesStore(db).vacuum().catch(onError),
      EMBEDDED_VACUUM_MS,
    );
    vacuum.unref();
    timers.push(vacuum);
  }
  if (source.kind !== 'binance') timers.push(refreshOpenSignals(db, source, onError));
  return () => {
    for (const t of timers) clearInterval(t);
  };
}

function refreshOpenSignals(db: Db, source: MarketSource, onError: (err: unknown) => void): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      for (const symbol of await createSignalsStore(db).openSymbols()) {
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
  return timer;
}
