import type { Direction } from '@sinais/shared';
import type { Candle } from '../domain/candle';
import { checkExit } from '../lifecycle/exit-rules';
import { bookTrade, fundingPayment, type BookedResult } from './booking';
import type { FundingSeries } from './funding';
import { bestPrice, closesStep, trailedStop, type TrailRule } from './trailing-stop';

export type TradeOutcome = 'TARGET_HIT' | 'STOP_HIT' | 'EXPIRED' | 'OPEN';

export interface StopMove {
  time: number;
  stop: number;
}

export interface WalkedTrade extends BookedResult {
  outcome: TradeOutcome;
  exit: number;
  exitTime: number;
  /** The stop when the trade ended (the initial stop unless it trailed). */
  finalStop: number;
  stopMoves: StopMove[];
}

/**
 * Follows a trade entered at the close of bar `entryIndex`: every later bar is checked for the stop and
 * the target (both in one bar: the stop, the conservative reading), until `expiresAt`. With a trailing rule
 * the stop moves at the close of each bar of the rule's step, for the bars after. A trade whose data ends
 * first stays OPEN, marked at the last close. Used by the backtest, the research and the random baseline.
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
  trail?: TrailRule | null;
  /** Keep every stop move (the live monitor publishes each one; the random baseline does not need them). */
  recordMoves?: boolean;
}): WalkedTrade {
  const { bars, direction, target, entry, trail } = input;
  let stop = input.stop;
  let best = entry;
  const stopMoves: StopMove[] = [];
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
    if (trail) {
      best = bestPrice(direction, best, c.high, c.low);
      if (closesStep(c.closeTime, trail.stepMs)) {
        const next = trailedStop(direction, stop, best, trail.distance);
        if (next !== stop) {
          stop = next;
          if (input.recordMoves) stopMoves.push({ time: c.closeTime, stop });
        }
      }
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
    finalStop: stop,
    stopMoves,
    ...bookTrade({ direction, entry, exit, feeRate: input.feeRate, fundingPct }),
  };
}
