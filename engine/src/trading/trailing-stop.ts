import type { Direction } from '@sinais/shared';

/**
 * A chandelier stop: it follows the best price since entry at a fixed distance and never moves back. It is
 * updated only when a bar of the signal's timeframe closes (`stepMs`, UTC-aligned as Binance's candles), so a
 * member sees at most one move per candle, and the backtest and the live monitor move it at the same instants.
 */
export interface TrailRule {
  /** Distance from the best price, in price units (a multiple of the signal's ATR, fixed at entry). */
  distance: number;
  stepMs: number;
}

/** True when `closeTime` (Binance's openTime + interval − 1) ends a bar of `stepMs`. */
export const closesStep = (closeTime: number, stepMs: number) => (closeTime + 1) % stepMs === 0;

/** The stop after a step: the trailing level if it is tighter than the current stop, else unchanged. */
export function trailedStop(direction: Direction, stop: number, best: number, distance: number): number {
  return direction === 'COMPRA' ? Math.max(stop, best - distance) : Math.min(stop, best + distance);
}

/** The best price a position has seen, given a new bar's extreme in its favour. */
export const bestPrice = (direction: Direction, best: number, high: number, low: number) =>
  direction === 'COMPRA' ? Math.max(best, high) : Math.min(best, low);
