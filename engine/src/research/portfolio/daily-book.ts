import type { HedgeLeg } from '../../trading/hedge-leg';
import { hedgeNotional } from '../../trading/hedge-leg';
import type { ResearchTrade } from '../research-trade';
import { dayOf, DAY_COUNT, FIRST_DAY } from './calendar-days';
import type { PriceBook } from './price-book';

/** One trade as the portfolio holds it: its fraction of capital and, when hedged, its BTC leg. */
export interface SizedTrade {
  trade: ResearchTrade;
  size: number;
  hedge: HedgeLeg | null;
}

/** Daily P&L (fraction of capital, additive) and exposure (sum of |open notionals|) per calendar day. */
export interface DailyBook {
  pnl: Float64Array;
  exposure: Float64Array;
}

export const emptyBook = (): DailyBook => ({
  pnl: new Float64Array(DAY_COUNT),
  exposure: new Float64Array(DAY_COUNT),
});

const add = (xs: Float64Array, i: number, x: number) => {
  xs[i] = xs[i]! + x;
};

/**
 * Books one leg of `notional` (signed fraction of capital: + long, − short): the entry fee on the entry day,
 * the move to each daily close while open, the last move to the exit and the exit fee on the exit day. The
 * days sum to notional × (move − fees), the trade's own booking; a day without a close carries to the next.
 */
function bookLeg(
  book: DailyBook,
  leg: { notional: number; entry: number; exit: number; entryTime: number; exitTime: number },
  closeOn: (day: number) => number | undefined,
  feeRate: number,
): void {
  const n = Math.abs(leg.notional);
  const d0 = dayOf(leg.entryTime) - FIRST_DAY;
  const d1 = dayOf(leg.exitTime) - FIRST_DAY;
  add(book.pnl, d0, -n * feeRate);
  let prev = leg.entry;
  for (let d = d0; d < d1; d++) {
    const c = closeOn(FIRST_DAY + d);
    if (c === undefined) continue;
    add(book.pnl, d, (leg.notional * (c - prev)) / leg.entry);
    prev = c;
  }
  add(book.pnl, d1, (leg.notional * (leg.exit - prev)) / leg.entry - (n * feeRate * leg.exit) / leg.entry);
  for (let d = d0; d <= d1; d++) add(book.exposure, d, n);
}

/** Books every trade (and hedge leg) into one daily book at `feeRate` per side. */
export function bookDaily(trades: readonly SizedTrade[], prices: PriceBook, feeRate: number): DailyBook {
  const book = emptyBook();
  for (const { trade: t, size, hedge } of trades) {
    const side = t.direction === 'COMPRA' ? 1 : -1;
    const times = { entryTime: t.entryTime, exitTime: t.exitTime };
    bookLeg(
      book,
      { notional: side * size, entry: t.entry, exit: t.exit, ...times },
      (d) => prices.closeOn(t.symbol, d),
      feeRate,
    );
    if (hedge)
      bookLeg(
        book,
        {
          notional: size * hedgeNotional(t.direction, hedge.beta),
          entry: hedge.btcEntry,
          exit: hedge.btcExit,
          ...times,
        },
        (d) => prices.closeOn('BTCUSDT', d),
        feeRate,
      );
  }
  return book;
}
