import type { Timeframe } from '@sinais/shared';
import { INTERVAL_MS, type Candle, type CandlesByTimeframe } from '../domain/candle';
import type { MarketSource } from '../sources/market-source';

/**
 * BTCUSDT's closed candles for the strategies' BTC regime filter, re-read only when a newer candle of a
 * timeframe must have closed since the last read: a pair analysed right after a daily close sees the BTC
 * candle of that same close, as the backtest does.
 */
export class BtcContext {
  private readonly cache = new Map<Timeframe, Candle[]>();

  constructor(
    private readonly source: Pick<MarketSource, 'klines' | 'now'>,
    private readonly timeframes: readonly Timeframe[],
    private readonly limit: number,
  ) {}

  async get(): Promise<CandlesByTimeframe> {
    const out: CandlesByTimeframe = {};
    for (const tf of this.timeframes) {
      const cached = this.cache.get(tf);
      const last = cached?.at(-1);
      const stale = !last || this.source.now() >= last.closeTime + 1 + INTERVAL_MS[tf];
      if (stale) this.cache.set(tf, await this.source.klines('BTCUSDT', tf, this.limit));
      out[tf] = this.cache.get(tf);
    }
    return out;
  }
}
