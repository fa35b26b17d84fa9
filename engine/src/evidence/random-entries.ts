import type { Candle } from '../domain/candle';
import { hashSeed, prng } from '../sources/prng';
import { walkTrade } from '../trading/trade-path';
import { feesPct, FEE_RATE, HIGH_FEE_RATE, type BookedRuleTrade } from './booked-trade';
import type { Segment } from './segment';

/** Net P&L of `k` random replacements of one trade, at both fee levels. */
export interface Draws {
  net: Float64Array;
  netHighFee: Float64Array;
}

/**
 * The null hypothesis "the timing is worth nothing": a trade is replaced by one entered at a random hourly
 * close of the same symbol in the same fold, same direction, same target, stop and trailing distances (in %
 * of the entry), same hold limit and costs. (The live gate uses one period: its window.) Draws are per trade and seeded by the trade, so the baseline of
 * any group of trades (a block, a fold, the pooled record) is the mean of its trades' draws.
 */
export class RandomEntries {
  private readonly bars = new Map<string, Candle[]>();
  private readonly ranges = new Map<string, [number, number]>();

  /** `periods`: where the random entries of a trade of period k are drawn (the folds, or the gate's window). */
  constructor(segments: readonly Segment[], periods: ReadonlyArray<{ from: number; to: number }>) {
    for (const seg of segments)
      for (const s of seg.symbols.values()) {
        if (s['1h'].length === 0) continue;
        periods.forEach((f, k) => {
          const bars = s['1h'];
          const lo = bars.findIndex((b) => b.closeTime >= f.from);
          if (lo < 0 || bars[lo]!.closeTime >= f.to) return;
          let hi = lo;
          while (hi + 1 < bars.length - 1 && bars[hi + 1]!.closeTime < f.to) hi++;
          this.bars.set(`${s.symbol}|${k}`, bars);
          this.ranges.set(`${s.symbol}|${k}`, [lo, hi]);
        });
      }
  }

  draw(
    t: Pick<
      BookedRuleTrade,
      | 'symbol'
      | 'fold'
      | 'direction'
      | 'signalTime'
      | 'targetFrac'
      | 'stopFrac'
      | 'trailFrac'
      | 'stepMs'
      | 'holdMs'
    >,
    k: number,
    seed: number,
  ): Draws {
    const key = `${t.symbol}|${t.fold}`;
    const bars = this.bars.get(key)!;
    const [lo, hi] = this.ranges.get(key)!;
    const rand = prng(hashSeed(seed, `${t.symbol}|${t.direction}|${t.signalTime}`));
    const net = new Float64Array(k);
    const netHighFee = new Float64Array(k);
    for (let n = 0; n < k; n++) {
      const i = lo + Math.floor(rand() * (hi - lo + 1));
      const entry = bars[i]!.close;
      const walked = walkTrade({
        bars,
        entryIndex: i,
        direction: t.direction,
        entry,
        target: entry * (1 + t.targetFrac),
        stop: entry * (1 + t.stopFrac),
        expiresAt: bars[i]!.closeTime + t.holdMs,
        feeRate: FEE_RATE,
        funding: null,
        trail: t.trailFrac === null ? null : { distance: entry * t.trailFrac, stepMs: t.stepMs },
      });
      net[n] = walked.pnlPct;
      netHighFee[n] = walked.grossPnlPct - feesPct(HIGH_FEE_RATE, entry, walked.exit);
    }
    return { net, netHighFee };
  }
}
