import type { Direction } from '@sinais/shared';
import { checkExit } from '../lifecycle/exit-rules';
import { bestPrice, trailedStop } from './trailing-stop';

/** An open trade as the exit kernel carries it from one price bar to the next. */
export interface OpenTrade {
  direction: Direction;
  target: number;
  /** The stop now (the initial stop until a trailing step moves it). */
  stop: number;
  /** The best price seen since entry (the trailing stop follows it). */
  best: number;
  /** Market time after which the trade ends at the price of the moment. */
  expiresAt: number;
  /** Distance of the trailing stop from the best price (price units), null when the stop stays put. */
  trailDistance: number | null;
}

/**
 * The prices since the previous step: a candle in the backtest and the research, the ticks between two
 * evaluations live (`open` = the first of them, `close` = the last, `time` = when the step ends).
 */
export interface PriceBar {
  open: number;
  high: number;
  low: number;
  close: number;
  time: number;
  /** A bar of the signal's timeframe closed during this step: the trailing stop may move. */
  stepClosed: boolean;
}

export type ExitStep =
  | { kind: 'exit'; outcome: 'TARGET_HIT' | 'STOP_HIT' | 'EXPIRED'; price: number }
  | { kind: 'hold'; stop: number; best: number; moved: boolean };

/**
 * The one entry/exit kernel (docs/engine.md §6): what happens to an open trade on a new bar of prices. In this
 * order: the stop and the target with the stop as it stood (both touched: the stop, the conservative reading; a
 * bar opening beyond the stop fills at its open); then the expiry, at the bar's close; then, when a bar of the
 * signal's timeframe closed, the trailing stop moves to the best price minus its distance, never backwards, for
 * the bars after. The backtest, the research, the random baseline, the gate and the live monitor all call it.
 */
export function exitStep(trade: OpenTrade, bar: PriceBar): ExitStep {
  const hit = checkExit(trade.direction, trade.target, trade.stop, bar.low, bar.high, bar.open);
  if (hit) return { kind: 'exit', outcome: hit.outcome, price: hit.price };
  if (bar.time >= trade.expiresAt) return { kind: 'exit', outcome: 'EXPIRED', price: bar.close };
  if (trade.trailDistance === null) return { kind: 'hold', stop: trade.stop, best: trade.best, moved: false };
  const best = bestPrice(trade.direction, trade.best, bar.high, bar.low);
  const stop = bar.stepClosed
    ? trailedStop(trade.direction, trade.stop, best, trade.trailDistance)
    : trade.stop;
  return { kind: 'hold', stop, best, moved: stop !== trade.stop };
}
