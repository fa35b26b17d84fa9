import type { KlineFile } from '../sources/kline-file';
import { createSimSource } from '../sources/sim.source';

/** Test fixture: the simulator's 1h and 4h candles of `symbols`, `bars` of each, as the backtest reads files. */
export async function simKlineFiles(p: {
  seed: number;
  bars: number;
  symbols: string[];
}): Promise<KlineFile[]> {
  const src = createSimSource({
    seed: p.seed,
    speed: 1,
    pairs: 220,
    tickIntervalMs: 1000,
    historyBars: p.bars,
    now: Date.UTC(2026, 0, 5),
  });
  const out: KlineFile[] = [];
  for (const symbol of p.symbols)
    for (const tf of ['1h', '4h'] as const)
      out.push({
        file: `${symbol}_${tf}.json`,
        symbol,
        timeframe: tf,
        candles: await src.klines(symbol, tf, p.bars),
      });
  return out;
}
