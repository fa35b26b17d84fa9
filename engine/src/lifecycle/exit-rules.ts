import type { Direction } from '@sinais/shared';

export type Exit = { outcome: 'TARGET_HIT' | 'STOP_HIT'; price: number } | null;

/**
 * Whether a price bar (or a single live price: low = high) reaches the target or the stop. When one bar
 * touches both we assume the stop came first: the conservative reading of an ambiguous bar. A bar that
 * opens beyond the stop fills the stop at its open (a stop order fills at the next price, not at its level);
 * the target is a limit order and fills at its level.
 */
export function checkExit(
  direction: Direction,
  target: number,
  stop: number,
  low: number,
  high: number,
  open?: number,
): Exit {
  if (direction === 'COMPRA') {
    if (low <= stop) return { outcome: 'STOP_HIT', price: open !== undefined ? Math.min(open, stop) : stop };
    if (high >= target) return { outcome: 'TARGET_HIT', price: target };
  } else {
    if (high >= stop) return { outcome: 'STOP_HIT', price: open !== undefined ? Math.max(open, stop) : stop };
    if (low <= target) return { outcome: 'TARGET_HIT', price: target };
  }
  return null;
}
