import type { Direction } from '@sinais/shared';

/** A BTC leg carried by a hedged trade: −beta × the trade's size, long BTC for a short hedged with beta > 0. */
export interface HedgeLeg {
  beta: number;
  /** BTC prices when the trade entered and when it ended. */
  btcEntry: number;
  btcExit: number;
}

/** Signed BTC notional per unit of the trade's notional: −β for a long trade, +β for a short one. */
export const hedgeNotional = (direction: Direction, beta: number) => (direction === 'COMPRA' ? -beta : beta);

/**
 * The hedge leg's P&L in % of the trade's own notional (so it adds to the trade's P&L): the BTC move on the
 * signed notional, minus a taker fee on both ends of |notional|, the same booking as any trade.
 */
export function hedgeLegPnlPct(direction: Direction, leg: HedgeLeg, feeRate: number): number {
  const h = hedgeNotional(direction, leg.beta);
  const ratio = leg.btcExit / leg.btcEntry;
  return (h * (ratio - 1) - Math.abs(h) * feeRate * (1 + ratio)) * 100;
}
