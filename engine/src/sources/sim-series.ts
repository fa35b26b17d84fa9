import type { Candle } from '../domain/candle';
import { gaussian } from './prng';

/** OHLC and quote volume in columns: a Candle object per bar would cost ~10× the memory. */
export interface SeriesColumns {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  quoteVolume: Float64Array;
}

export interface SeriesVolume {
  /** Quote volume of an ordinary bar of this interval. */
  base: number;
  /** The interval's σ of log returns: a bar that moves more than σ trades more ("surprise"). */
  sigma: number;
}

/** Volume grows with the bar's surprise, as generated history does (sim.source). */
export const surpriseFactor = (ret: number, sigma: number) =>
  1 + 0.6 * Math.max(0, Math.abs(ret) / sigma - 1);

/**
 * One pair × timeframe of the simulator: a fixed-length ring of bars whose last one is forming. The live
 * price moves the forming bar; when the simulated clock passes its end it closes and a new bar opens, the
 * oldest dropping off, so the candles advance like an exchange's.
 */
/**
 * A pair's past bars along the returns `rets`, ending exactly at `anchor` (the live price): wicks and volumes
 * drawn from `rand`, volume surprising on big moves.
 */
export function simulatedBars(
  rand: () => number,
  rets: readonly number[],
  o: { anchor: number; sigma: number; volBase: number },
): { cols: SeriesColumns; lastBase: number } {
  const { anchor, sigma, volBase } = o;
  const n = rets.length;
  const total = rets.reduce((a, b) => a + b, 0);
  let price = anchor / Math.exp(total);
  const cols: SeriesColumns = {
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    quoteVolume: new Float64Array(n),
  };
  const wick = sigma * 0.45;
  let lastBase = volBase;
  for (let i = 0; i < n; i++) {
    const open = price;
    const r = rets[i]!;
    const close = open * Math.exp(r);
    cols.open[i] = open;
    cols.close[i] = close;
    cols.high[i] = Math.max(open, close) * Math.exp(Math.abs(gaussian(rand)) * wick);
    cols.low[i] = Math.min(open, close) / Math.exp(Math.abs(gaussian(rand)) * wick);
    lastBase = volBase * Math.exp(gaussian(rand) * 0.3);
    cols.quoteVolume[i] = lastBase * surpriseFactor(r, sigma);
    price = close;
  }
  // Exactly the anchor, not the product of the returns (rounding): the forming bar is the live price.
  cols.close[n - 1] = anchor;
  cols.high[n - 1] = Math.max(cols.high[n - 1]!, anchor);
  cols.low[n - 1] = Math.min(cols.low[n - 1]!, anchor);
  return { cols, lastBase };
}

export class SimSeries {
  private start = 0;
  private firstOpen: number;
  private formingBase: number;

  constructor(
    readonly interval: number,
    private readonly cols: SeriesColumns,
    /** Open time of the oldest bar (the generated history's first). */
    firstOpen: number,
    private readonly volume: SeriesVolume,
    private readonly rand: () => number,
    /** The forming bar's volume before its surprise. */
    formingBase: number,
  ) {
    this.firstOpen = firstOpen;
    this.formingBase = formingBase;
  }

  get length(): number {
    return this.cols.close.length;
  }

  /** When the forming bar closes (exclusive). */
  get formingEnd(): number {
    return this.firstOpen + this.length * this.interval;
  }

  /** The forming bar follows the live price. */
  update(price: number): void {
    const i = this.slot(this.length - 1);
    const c = this.cols;
    c.close[i] = price;
    if (price > c.high[i]!) c.high[i] = price;
    if (price < c.low[i]!) c.low[i] = price;
  }

  /** The clock reached `at`: every bar it passed the end of closes, the next opening at `price`. */
  roll(at: number, price: number): void {
    while (at >= this.formingEnd) {
      const c = this.cols;
      const last = this.slot(this.length - 1);
      c.quoteVolume[last] = this.formingVolume();
      const next = this.start;
      this.start = (this.start + 1) % this.length;
      this.firstOpen += this.interval;
      c.open[next] = c.close[last]!;
      c.high[next] = Math.max(c.close[last]!, price);
      c.low[next] = Math.min(c.close[last]!, price);
      c.close[next] = price;
      this.formingBase = this.volume.base * Math.exp(gaussian(this.rand) * 0.3);
    }
  }

  /** The last `limit` bars, oldest first, the last one forming. */
  candles(limit: number): Candle[] {
    const n = this.length;
    const c = this.cols;
    const out: Candle[] = [];
    for (let k = Math.max(0, n - limit); k < n; k++) {
      const i = this.slot(k);
      const openTime = this.firstOpen + k * this.interval;
      const quoteVolume = k === n - 1 ? this.formingVolume() : c.quoteVolume[i]!;
      out.push({
        openTime,
        open: c.open[i]!,
        high: c.high[i]!,
        low: c.low[i]!,
        close: c.close[i]!,
        volume: quoteVolume / c.close[i]!,
        closeTime: openTime + this.interval - 1,
        quoteVolume,
      });
    }
    return out;
  }

  private formingVolume(): number {
    const i = this.slot(this.length - 1);
    const c = this.cols;
    return this.formingBase * surpriseFactor(Math.log(c.close[i]! / c.open[i]!), this.volume.sigma);
  }

  private slot(k: number): number {
    return (this.start + k) % this.length;
  }
}
