import type { Candle } from '../domain/candle';

/**
 * The only way the backtest reads candles: a cursor that exposes the candles CLOSED at or before the
 * decision time, never later ones. Time only moves forward, and every view is checked, so a look-ahead bug
 * throws instead of silently flattering the results.
 */
export class CandleView {
  private end = 0;
  private lastTime = -Infinity;

  constructor(
    private readonly candles: readonly Candle[],
    private readonly lookback: number,
  ) {}

  /** Candles with closeTime ≤ t (at most `lookback` of them, the most recent). */
  at(t: number): Candle[] {
    if (t < this.lastTime) throw new Error('CandleView: o tempo de decisão não pode voltar');
    this.lastTime = t;
    while (this.end < this.candles.length && this.candles[this.end]!.closeTime <= t) this.end++;
    const view = this.candles.slice(Math.max(0, this.end - this.lookback), this.end);
    const last = view[view.length - 1];
    if (last && last.closeTime > t) throw new Error('CandleView: candle do futuro na visão');
    return view;
  }
}
