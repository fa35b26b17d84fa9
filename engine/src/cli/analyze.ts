import { bandPosition, bollinger } from '../indicators/bollinger';
import { macd } from '../indicators/macd';
import { rsi } from '../indicators/rsi';
import { computeIndicators } from '../indicators/snapshot';
import { supportResistance } from '../indicators/support-resistance';
import { volumeRatio } from '../indicators/volume-ratio';
import { loadKlineFile } from '../sources/kline-file';
import { STRATEGIES } from '../strategies/index';

const num = (x: number | undefined) => (x !== undefined && Number.isFinite(x) ? x : null);

/** `analyze --file F`: the indicators at the last candle and each strategy's verdict, over the whole file. */
export function analyzeFile(file: string): unknown {
  const { candles, timeframe } = loadKlineFile(file);
  const closes = candles.map((c) => c.close);
  const last = candles.length - 1;
  const r = rsi(closes);
  const m = macd(closes);
  const bb = bollinger(closes);
  const vr = volumeRatio(candles.map((c) => c.volume));
  const ind = computeIndicators(candles)!;
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
    strategies: STRATEGIES.map((s) => {
      const res = s.evaluate({ timeframe, ind, higher: [], candles: { [timeframe]: candles } });
      return { name: res.name, score: res.score, direction: res.direction };
    }),
  };
}
