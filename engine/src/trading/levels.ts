import type { Direction, Timeframe } from '@sinais/shared';
import { INTERVAL_MS } from '../domain/candle';
import type { ExitPlan } from '../strategies/strategy';

export interface Levels {
  target: number;
  stop: number;
}

/** Target and stop at ATR multiples from a price, on the right side of it for the direction. */
export function levelsFor(direction: Direction, price: number, atr: number, exits: ExitPlan): Levels {
  const s = direction === 'COMPRA' ? 1 : -1;
  return { target: price + s * exits.targetAtr * atr, stop: price - s * exits.stopAtr * atr };
}

/**
 * The levels of a pending signal moved to the confirmation price: the same distances (in price) from the
 * price members actually get, so the trade they take is the trade the engine planned.
 */
export function levelsAtEntry(reference: number, planned: Levels, entry: number): Levels {
  return { target: entry + (planned.target - reference), stop: entry + (planned.stop - reference) };
}

/** How long a confirmed trade may stay open (market time). */
export const holdMs = (tf: Timeframe, exits: ExitPlan) => exits.holdMs ?? exits.holdBars * INTERVAL_MS[tf];

/** "12h", "2d"… for the card's expected duration. */
export function durationLabel(ms: number): string {
  const h = ms / 3_600_000;
  return h < 48 || h % 24 !== 0 ? `${Math.round(h)}h` : `${h / 24}d`;
}
