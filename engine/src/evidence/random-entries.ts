import type { Candle } from '../domain/candle';
import { hashSeed, prng } from '../sources/prng';
import type { FundingSeries } from '../trading/funding';
import { walkTrade } from '../trading/trade-path';
import { feesPct, FEE_RATE, HIGH_FEE_RATE, type BookedRuleTrade } from './booked-trade';
import type { Segment } from './segment';
import { mean } from './significance';

/** Net P&L of `k` random replacements of one trade, at both fee levels. */
export interface Draws {
  net: Float64Array;
  netHighFee: Float64Array;
}

/** The bars a symbol's random entries are drawn from. */
export interface EntrySeries {
  symbol: string;
  bars: Candle[];
}

/** What a replacement pays: the fee per side and, when known, the symbol's funding history. */
export interface EntryCosts {
  feeRate: number;
  funding: ReadonlyMap<string, FundingSeries> | null;
}

/** The shape of a trade its replacements copy (a BookedRuleTrade has it; see toBookedTrade). */
export type TradeShape = Pick<
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
>;

/**
 * THE random baseline (the research, the live gate and `evaluate`), the null hypothesis "the timing is worth
 * nothing": a trade is replaced by one entered at a random bar close of the same symbol in the same period,
 * same direction, same target, stop and trailing distances (in % of the entry), same hold limit and costs.
 * Draws are per trade and seeded by the trade, so the baseline of any group of trades (a block, a fold, a
 * strategy, the pooled record) is the mean of its trades' draws (resampleMeans).
 */
export class RandomEntries {
  private readonly bars = new Map<string, Candle[]>();
  private readonly ranges = new Map<string, [number, number]>();

  /** The research's folds or the gate's window over the hourly bars of the segments. */
  static hourly(segments: readonly Segment[], periods: ReadonlyArray<{ from: number; to: number }>) {
    const series = segments.flatMap((seg) =>
      [...seg.symbols.values()].map((s) => ({ symbol: s.symbol, bars: s['1h'] })),
    );
    return new RandomEntries(series, periods);
  }

  /** `periods`: where the random entries of a trade of period k are drawn (the folds, or one window). */
  constructor(
    series: readonly EntrySeries[],
    periods: ReadonlyArray<{ from: number; to: number }>,
    private readonly costs: EntryCosts = { feeRate: FEE_RATE, funding: null },
  ) {
    for (const { symbol, bars } of series) {
      if (bars.length === 0) continue;
      periods.forEach((f, k) => {
        const lo = bars.findIndex((b) => b.closeTime >= f.from);
        if (lo < 0 || bars[lo]!.closeTime >= f.to) return;
        let hi = lo;
        while (hi + 1 < bars.length - 1 && bars[hi + 1]!.closeTime < f.to) hi++;
        this.bars.set(`${symbol}|${k}`, bars);
        this.ranges.set(`${symbol}|${k}`, [lo, hi]);
      });
    }
  }

  draw(t: TradeShape, k: number, seed: number): Draws {
    const key = `${t.symbol}|${t.fold}`;
    const bars = this.bars.get(key)!;
    const [lo, hi] = this.ranges.get(key)!;
    const rand = prng(hashSeed(seed, `${t.symbol}|${t.direction}|${t.signalTime}`));
    const funding = this.costs.funding?.get(t.symbol) ?? null;
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
        feeRate: this.costs.feeRate,
        funding,
        trail: t.trailFrac === null ? null : { distance: entry * t.trailFrac, stepMs: t.stepMs },
      });
      net[n] = walked.pnlPct;
      netHighFee[n] = walked.grossPnlPct - feesPct(HIGH_FEE_RATE, entry, walked.exit);
    }
    return { net, netHighFee };
  }
}

/** A group's baseline: for each resample k, the mean of its trades' k-th draws; ascending (empty: no trades). */
export function resampleMeans(draws: readonly Float64Array[], k: number): number[] {
  const means: number[] = [];
  for (let n = 0; n < k && draws.length > 0; n++) means.push(mean(draws.map((d) => d[n]!)));
  return means.sort((a, b) => a - b);
}
