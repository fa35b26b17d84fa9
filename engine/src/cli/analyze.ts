import { bandPosition, bollinger } from '../indicators/bollinger';
import { macd } from '../indicators/macd';
import { rsi } from '../indicators/rsi';
import { supportResistance } from '../indicators/support-resistance';
import { volumeRatio } from '../indicators/volume-ratio';
import { loadKlineFile } from '../sources/kline-file';
import type { Timeframe } from '@sinais/shared';
import { INTERVAL_MS, TIMEFRAMES, type Candle, type CandlesByTimeframe } from '../domain/candle';
import { aggregateCandles } from '../sources/aggregate-candles';
import { evaluatePair } from '../strategies/evaluate';
import type { StrategyResult } from '../strategies/strategy';

const num = (x: number | undefined) => (x !== undefined && Number.isFinite(x) ? x : null);

/** `analyze --file F`: the indicators at the last candle and each strategy's verdict, over the whole file. */
export function analyzeFile(file: string): unknown {
  const { candles, timeframe, symbol } = loadKlineFile(file);
  const closes = candles.map((c) => c.close);
  const last = candles.length - 1;
  const r = rsi(closes);
  const m = macd(closes);
  const bb = bollinger(closes);
  const vr = volumeRatio(candles.map((c) => c.volume));
  return {
    candles: candles.length,
    timeframe,
    last: {
      openTime: candles[last]!.openTime,
      close: closes[last],
      rsi: num(r[last]),
      macd: { macd: num(m.macd[last]), signal: num(m.signal[last]), histogram: num(m.histogram[last]) },
      bollinger: {
        upper: num(bb.upper[last]),
        middle: num(bb.middle[last]),
        lower: num(bb.lower[last]),
        position: num(bandPosition(closes[last]!, bb.upper[last]!, bb.lower[last]!)),
      },
      volumeRatio: num(vr[last]),
      srDistance: supportResistance(candles).distancePct,
    },
    strategies: strategiesOn(symbol, timeframe, candles).map((res) => ({
      name: res.name,
      timeframe: res.timeframe,
      score: res.score,
      direction: res.direction,
      reasons: res.reasons,
    })),
  };
}

/**
 * Each strategy on its own timeframe: the higher timeframes are aggregated from the file as the backtest does
 * (a strategy on a finer timeframe than the file's is not run). BTC's regime is known only in a BTC file.
 */
function strategiesOn(symbol: string, timeframe: Timeframe, candles: Candle[]): StrategyResult[] {
  const series: CandlesByTimeframe = { [timeframe]: candles };
  for (const tf of TIMEFRAMES)
    if (INTERVAL_MS[tf] > INTERVAL_MS[timeframe]) series[tf] = aggregateCandles(candles, tf);
  const btc = symbol === 'BTCUSDT' ? series : undefined;
  return evaluatePair(series, 75, undefined, { btc }).results;
}
