import type { Direction } from '@sinais/shared';
import type { Candle } from '../domain/candle';
import { checkExit } from '../lifecycle/exit-rules';
import { bookTrade, fundingPayment, type BookedResult } from './booking';
import type { FundingSeries } from './funding';

export type TradeOutcome = 'TARGET_HIT' | 'STOP_HIT' | 'EXPIRED' | 'OPEN';

export interface WalkedTrade extends BookedResult {
  outcome: TradeOutcome;
  exit: number;
  exitTime: number;
}

/**
 * Follows a trade entered at the close of bar `entryIndex`: every later bar is checked for the stop and
 * the target (both in one bar: the stop, the conservative reading), until `expiresAt`. A trade whose data
 * ends first stays OPEN, marked at the last close. Used by the backtest and by the random baseline.
 */
export function walkTrade(input: {
  bars: readonly Candle[];
  entryIndex: number;
  direction: Direction;
  entry: number;
  target: number;
  stop: number;
  expiresAt: number;
  feeRate: number;
  funding: FundingSeries | null;
}): WalkedTrade {
  const { bars, direction, target, stop, entry } = input;
  let outcome: TradeOutcome = 'OPEN';
  let exit = bars[input.entryIndex]!.close;
  let exitTime = bars[input.entryIndex]!.closeTime;
  for (let j = input.entryIndex + 1; j < bars.length; j++) {
    const c = bars[j]!;
    const hit = checkExit(direction, target, stop, c.low, c.high, c.open);
    exit = c.close;
    exitTime = c.closeTime;
    if (hit) {
      outcome = hit.outcome;
      exit = hit.price;
      break;
    }
    if (c.closeTime >= input.expiresAt) {
      outcome = 'EXPIRED';
      break;
    }
  }
  const entryTime = bars[input.entryIndex]!.closeTime;
  const fundingPct = input.funding
    ? input.funding.between(entryTime, exitTime).reduce((a, r) => a + fundingPayment(direction, r), 0)
    : null;
  return {
    outcome,
    exit,
    exitTime,
    ...bookTrade({ direction, entry, exit, feeRate: input.feeRate, fundingPct }),
  };
}
