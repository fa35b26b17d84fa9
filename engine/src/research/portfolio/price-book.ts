import type { Candle } from '../../domain/candle';
import { lastClosedIndex } from '../../strategies/rules/series-rule';
import type { Segment } from '../training-data';
import { dayOf, DAY_COUNT, FIRST_DAY } from './calendar-days';

/**
 * The prices the portfolio reads: each pair's daily close by UTC day (the daily marks), BTC at any instant
 * (its hourly close where hourly bars exist, else the last 4h close up to the instant: the hedge legs), and
 * the equal-weight daily return of the pairs tradable each day (the reference basket).
 */
export class PriceBook {
  private readonly closes = new Map<string, Map<number, number>>();
  private readonly btc1h: Candle[] = [];
  private readonly btc4h: Candle[] = [];
  /** Per calendar index, the mean simple return of the tradable pairs that day (0 when none). */
  readonly basketReturn = new Float64Array(DAY_COUNT);

  constructor(segments: readonly Segment[]) {
    const sum = new Float64Array(DAY_COUNT);
    const count = new Float64Array(DAY_COUNT);
    for (const seg of segments)
      for (const s of seg.symbols.values()) {
        const byDay = this.closes.get(s.symbol) ?? new Map<number, number>();
        for (const c of s['1d']) byDay.set(dayOf(c.openTime), c.close);
        this.closes.set(s.symbol, byDay);
        if (s.symbol === 'BTCUSDT') {
          this.btc1h.push(...s['1h']);
          this.btc4h.push(...s['4h']);
        }
        const hours = s['1h'];
        if (hours.length === 0) continue;
        // Tradable: the days its hourly bars cover (BTC and ETH lose theirs in mid-2021 in the first set).
        for (let day = dayOf(hours[0]!.openTime); day <= dayOf(hours.at(-1)!.openTime); day++) {
          const now = byDay.get(day);
          const before = byDay.get(day - 1);
          const d = day - FIRST_DAY;
          if (now === undefined || before === undefined || d < 0 || d >= DAY_COUNT) continue;
          sum[d] = sum[d]! + now / before - 1;
          count[d] = count[d]! + 1;
        }
      }
    for (let d = 0; d < DAY_COUNT; d++) this.basketReturn[d] = count[d]! > 0 ? sum[d]! / count[d]! : 0;
  }

  /** A symbol's daily close on a UTC day (undefined when it has no candle that day). */
  closeOn(symbol: string, day: number): number | undefined {
    return this.closes.get(symbol)?.get(day);
  }

  /** BTC at an instant: the hourly close ending then, else the last 4h close at or before it. */
  btcAt(t: number): number {
    const h = lastClosedIndex(this.btc1h, t);
    if (h >= 0 && this.btc1h[h]!.closeTime === t) return this.btc1h[h]!.close;
    const f = lastClosedIndex(this.btc4h, t);
    if (f < 0) throw new Error(`sem preço do BTC em ${new Date(t).toISOString()}`);
    return this.btc4h[f]!.close;
  }
}
