import { describe, expect, it } from 'vitest';
import { hedgeLegPnlPct } from '../../trading/hedge-leg';
import type { ResearchTrade } from '../research-trade';
import { dayOf, DAY_MS, FIRST_DAY } from './calendar-days';
import { bookDaily } from './daily-book';
import { basketStats, maxDrawdown, periodStats } from './period-stats';
import { PriceBook } from './price-book';
import { syntheticSegment, syntheticTrade } from './synthetic-market';

const D0 = FIRST_DAY + 10;
const prices: Record<number, number> = {
  [D0 - 1]: 100,
  [D0]: 110,
  [D0 + 1]: 105,
  [D0 + 2]: 120,
  [D0 + 3]: 120,
};
const book = new PriceBook([
  syntheticSegment({ SOLUSDT: (d) => prices[d] ?? 100, BTCUSDT: (d) => (d >= D0 ? 200 : 100) }, D0 - 5, 10),
]);

const trade = (over: Partial<ResearchTrade>) =>
  syntheticTrade({
    signalTime: D0 * DAY_MS - 1,
    entryTime: D0 * DAY_MS + 3_600_000 - 1,
    exitTime: (D0 + 2) * DAY_MS + 12 * 3_600_000 - 1,
    exit: 120,
    ...over,
  });

const at = (pnl: Float64Array, day: number) => pnl[day - FIRST_DAY]!;

describe('portfolio accounting (additive, marked at the daily close)', () => {
  it('books a sized long by hand: entry fee, the moves to each daily close, the last move and the exit fee', () => {
    const b = bookDaily([{ trade: trade({}), size: 0.5, hedge: null }], book, 0.001);
    expect(at(b.pnl, D0)).toBeCloseTo(0.5 * 0.1 - 0.5 * 0.001, 12); // 100 → 110, entry fee
    expect(at(b.pnl, D0 + 1)).toBeCloseTo(0.5 * -0.05, 12); // 110 → 105
    expect(at(b.pnl, D0 + 2)).toBeCloseTo(0.5 * 0.15 - 0.5 * 0.001 * 1.2, 12); // 105 → exit 120, exit fee
    const total = b.pnl.reduce((a, x) => a + x, 0);
    expect(total).toBeCloseTo(0.5 * (0.2 - 0.001 * (1 + 1.2)), 12); // size × the trade's own net
    expect([D0 - 1, D0, D0 + 1, D0 + 2, D0 + 3].map((d) => b.exposure[d - FIRST_DAY])).toEqual([
      0, 0.5, 0.5, 0.5, 0,
    ]);
  });

  it('mirrors a short and adds the hedge leg with fees on both ends', () => {
    const hedge = {
      beta: 1.5,
      btcEntry: book.btcAt(trade({}).entryTime),
      btcExit: book.btcAt(trade({}).exitTime),
    };
    expect(hedge).toEqual({ beta: 1.5, btcEntry: 200, btcExit: 200 });
    const moved = { ...hedge, btcEntry: 100, btcExit: 110 };
    // A long hedged with β 1.5 is short 1.5 BTC per unit: −15 % on a 10 % BTC rise, minus 1.5 × (0.04 % + 0.044 %).
    expect(hedgeLegPnlPct('COMPRA', moved, 0.0004)).toBeCloseTo(-15 - 1.5 * 0.04 * 2.1, 9);
    expect(hedgeLegPnlPct('VENDA', moved, 0.0004)).toBeCloseTo(15 - 1.5 * 0.04 * 2.1, 9);
    const b = bookDaily([{ trade: trade({ direction: 'VENDA' }), size: 0.5, hedge }], book, 0.001);
    const total = b.pnl.reduce((a, x) => a + x, 0);
    // Short pair: −20 % and fees; the BTC leg (long 0.75) is flat but pays its two fees.
    expect(total).toBeCloseTo(0.5 * (-0.2 - 0.001 * 2.2) - 0.75 * 0.001 * 2, 12);
    expect(b.exposure[D0 - FIRST_DAY]).toBeCloseTo(0.5 + 0.75, 12);
  });

  it('measures the largest fall of the additive curve from its running peak', () => {
    expect(maxDrawdown([0.1, -0.05, 0.2, -0.15, -0.1, 0.05])).toBeCloseTo(0.25, 12);
    expect(maxDrawdown([-0.1, 0.05])).toBeCloseTo(0.1, 12); // the curve starts at 0: an early loss is a drawdown
    expect(maxDrawdown([0.1, 0.2])).toBe(0);
  });

  it('holds the reference basket at the matched exposure, paying one entry and one exit fee per stretch', () => {
    const ret = new Float64Array([0.01, -0.02, 0.03, 0.04]);
    const s = basketStats(ret, 0.5, [0, 1, 2], 0.001);
    expect(s.return).toBeCloseTo(0.5 * (0.01 - 0.02 + 0.03) - 2 * 0.5 * 0.001, 12);
    expect(s.maxDrawdown).toBeCloseTo(0.01, 12);
    expect(s.meanExposure).toBe(0.5);
    // A gap splits the period: the basket exits before it and re-enters after (four fees).
    expect(basketStats(ret, 0.5, [0, 1, 3], 0.001).return).toBeCloseTo(
      0.5 * (0.01 - 0.02 + 0.04) - 4 * 0.5 * 0.001,
      12,
    );
  });

  it('matches the basket to the portfolio: the equal-weight mean return of the tradable pairs that day', () => {
    // SOL 100 → 110 (+10 %), BTC 100 → 200 (+100 %) on D0.
    expect(book.basketReturn[D0 - FIRST_DAY]).toBeCloseTo((0.1 + 1) / 2, 12);
    const b = bookDaily([{ trade: trade({}), size: 0.5, hedge: null }], book, 0.001);
    const days = [D0, D0 + 1, D0 + 2, D0 + 3].map((d) => d - FIRST_DAY);
    const own = periodStats(b.pnl, b.exposure, days);
    expect(own.meanExposure).toBeCloseTo(0.375, 12);
    expect(dayOf(trade({}).entryTime)).toBe(D0);
  });
});
