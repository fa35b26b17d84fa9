import type { Direction } from '@sinais/shared';
import type { Candle } from '../domain/candle';
import { bookTrade, fundingPayment, type BookedResult } from './booking';
import type { FundingSeries } from './funding';
import { exitStep, type OpenTrade } from './exit-step';
import { closesStep, type TrailRule } from './trailing-stop';

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
 * first stays OPEN, marked at the last close. Used by the backtest, the research and the random baseline; each
 * bar goes through the one exit kernel (`exitStep`) the live monitor also calls.
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
  const { bars, direction, entry, trail } = input;
  const trade: OpenTrade = {
    direction,
    target: input.target,
    stop: input.stop,
    best: entry,
    expiresAt: input.expiresAt,
    trailDistance: trail ? trail.distance : null,
  };
  const stopMoves: StopMove[] = [];
  let outcome: TradeOutcome = 'OPEN';
  let exit = bars[input.entryIndex]!.close;
  let exitTime = bars[input.entryIndex]!.closeTime;
  for (let j = input.entryIndex + 1; j < bars.length; j++) {
    const c = bars[j]!;
    exit = c.close;
    exitTime = c.closeTime;
    const step = exitStep(trade, {
      open: c.open,
      high: c.high,
      low: c.low,
      close: c.close,
      time: c.closeTime,
      stepClosed: trail ? closesStep(c.closeTime, trail.stepMs) : false,
    });
    if (step.kind === 'exit') {
      outcome = step.outcome;
      exit = step.price;
      break;
    }
    trade.best = step.best;
    if (step.moved) {
      trade.stop = step.stop;
      if (input.recordMoves) stopMoves.push({ time: c.closeTime, stop: step.stop });
    }
  }
  const stop = trade.stop;
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
