import type { Candle } from '../domain/candle';
import { atr } from './atr';
import { bandPosition, bollinger } from './bollinger';
import { ema } from './ema';
import { macd } from './macd';
import { rsi } from './rsi';
import { supportResistance, type SupportResistance } from './support-resistance';
import { volumeRatio } from './volume-ratio';

/** Everything the strategies read about one series, at its last candle (and a few bars back where needed). */
export interface IndicatorSet {
  candles: number;
  openTime: number;
  close: number;
  priceChangePct: number;
  rsi: number;
  rsiPrev: number;
  macd: number;
  macdSignal: number;
  macdHist: number;
  /** Histogram of the previous three bars, most recent first. */
  macdHistPrev: number[];
  bbUpper: number;
  bbMiddle: number;
  bbLower: number;
  bbPosition: number;
  /** (upper − lower)/middle now, and its median over the previous 50 bars (squeeze detection). */
  bandwidth: number;
  bandwidthMedian: number;
  volumeRatio: number;
  sr: SupportResistance;
  ema50: number;
  /** Highest high / lowest low of the 20 bars before the last one (breakout reference). */
  priorHigh20: number;
  priorLow20: number;
  /** ATR(14) at the last bar and the bar before (a move is measured against the volatility before it). */
  atr: number;
  atrPrev: number;
  /** Open, high and low of the last bar: its body and wicks are what the reversal strategies read. */
  open: number;
  high: number;
  low: number;
}

/** Minimum candles for every indicator to have a value (MACD needs 34; EMA50 needs 50). */
export const MIN_CANDLES = 60;

export function computeIndicators(candles: readonly Candle[]): IndicatorSet | null {
  const n = candles.length;
  if (n < MIN_CANDLES) return null;
  const closes = candles.map((c) => c.close);
  const r = rsi(closes, 14);
  const m = macd(closes, 12, 26, 9);
  const bb = bollinger(closes, 20, 2);
  const vr = volumeRatio(
    candles.map((c) => c.volume),
    20,
  );
  const e50 = ema(closes, 50);
  const a = atr(
    candles.map((c) => c.high),
    candles.map((c) => c.low),
    closes,
    14,
  );
  const last = n - 1;
  const widths: number[] = [];
  for (let i = Math.max(19, last - 50); i < last; i++)
    widths.push((bb.upper[i]! - bb.lower[i]!) / bb.middle[i]!);
  widths.sort((a, b) => a - b);
  let priorHigh = -Infinity;
  let priorLow = Infinity;
  for (let i = last - 20; i < last; i++) {
    priorHigh = Math.max(priorHigh, candles[i]!.high);
    priorLow = Math.min(priorLow, candles[i]!.low);
  }
  const close = closes[last]!;
  return {
    candles: n,
    openTime: candles[last]!.openTime,
    close,
    priceChangePct: ((close - closes[last - 1]!) / closes[last - 1]!) * 100,
    rsi: r[last]!,
    rsiPrev: r[last - 1]!,
    macd: m.macd[last]!,
    macdSignal: m.signal[last]!,
    macdHist: m.histogram[last]!,
    macdHistPrev: [m.histogram[last - 1]!, m.histogram[last - 2]!, m.histogram[last - 3]!],
    bbUpper: bb.upper[last]!,
    bbMiddle: bb.middle[last]!,
    bbLower: bb.lower[last]!,
    bbPosition: bandPosition(close, bb.upper[last]!, bb.lower[last]!),
    bandwidth: (bb.upper[last]! - bb.lower[last]!) / bb.middle[last]!,
    bandwidthMedian: widths[Math.floor(widths.length / 2)] ?? NaN,
    volumeRatio: vr[last]!,
    sr: supportResistance(candles),
    ema50: e50[last]!,
    priorHigh20: priorHigh,
    priorLow20: priorLow,
    atr: a[last]!,
    atrPrev: a[last - 1]!,
    open: candles[last]!.open,
    high: candles[last]!.high,
    low: candles[last]!.low,
  };
}
