import {
  candlesFromPrices,
  pairAnalysisSchema,
  TIMEFRAME_SECONDS,
  type ChartCandle,
  type Timeframe,
} from '@sinais/shared';
import type { EngineStateRepo } from '../data/engine-state.repo';

/** Analyses read per requested candle: several analyses fall in one candle of the signal's timeframe. */
const POINTS_PER_CANDLE = 8;
const MAX_POINTS = 1600;

export interface CandleSources {
  state: EngineStateRepo;
  priceHistory: (symbol: string, limit: number) => Promise<Array<{ time: string; price: number }>>;
}

/**
 * The candles the gateway has for a pair. The engine keeps no candle history: it sends the exchange's 1h
 * candles of the pair it analysed last (current_analysis), and stores the price of every analysis. Those
 * exchange candles are used when they match; otherwise candles are built from the analysis prices.
 */
export async function marketCandles(
  src: CandleSources,
  symbol: string,
  interval: Timeframe,
  limit: number,
): Promise<{ source: 'exchange' | 'sampled'; candles: ChartCandle[] }> {
  if (interval === '1h') {
    const current = await src.state.get('current_analysis', pairAnalysisSchema);
    const candles = current?.value.symbol === symbol ? (current.value.candles ?? []) : [];
    if (candles.length > 0) return { source: 'exchange', candles: candles.slice(-limit) };
  }
  const points = await src.priceHistory(symbol, Math.min(MAX_POINTS, limit * POINTS_PER_CANDLE));
  const timed = points.map((p) => ({ t: Date.parse(p.time), price: p.price }));
  return { source: 'sampled', candles: candlesFromPrices(timed, TIMEFRAME_SECONDS[interval], limit) };
}
