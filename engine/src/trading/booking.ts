import type { Direction } from '@sinais/shared';

/** P&L in % of a position opened at `entry` and valued at `price`. */
export function pnlPct(direction: Direction, entry: number, price: number): number {
  return direction === 'COMPRA' ? ((price - entry) / entry) * 100 : ((entry - price) / entry) * 100;
}

export interface BookedResult {
  grossPnlPct: number;
  /** Both taker fees in % of the entry notional: rate × (entry + exit) / entry. */
  feesPct: number;
  /** Funding received (+) or paid (−), null when not known (then not included). */
  fundingPct: number | null;
  /** Net: gross − fees + funding. */
  pnlPct: number;
}

/** Books a round trip: the single place a stored, published or shown P&L is computed. */
export function bookTrade(input: {
  direction: Direction;
  entry: number;
  exit: number;
  feeRate: number;
  fundingPct: number | null;
}): BookedResult {
  const grossPnlPct = pnlPct(input.direction, input.entry, input.exit);
  const feesPct = input.feeRate * 100 * (1 + input.exit / input.entry);
  const net = grossPnlPct - feesPct + (input.fundingPct ?? 0);
  return {
    grossPnlPct: round(grossPnlPct),
    feesPct: round(feesPct),
    fundingPct: input.fundingPct === null ? null : round(input.fundingPct),
    pnlPct: round(net),
  };
}

/** One funding settlement for a position: longs pay a positive rate, shorts receive it (in %). */
export function fundingPayment(direction: Direction, rate: number): number {
  return (direction === 'COMPRA' ? -rate : rate) * 100;
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;
