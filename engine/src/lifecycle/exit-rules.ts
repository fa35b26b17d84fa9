import type { Direction } from '@sinais/shared';

export type Exit = { outcome: 'TARGET_HIT' | 'STOP_HIT'; price: number } | null;

/**
 * Whether a price bar (or a single live price: low = high) reaches the target or the stop. When one bar
 * touches both we assume the stop came first: the conservative reading of an ambiguous bar.
 */
export function checkExit(
  direction: Direction,
  target: number,
  stop: number,
  low: number,
  high: number,
): Exit {
  if (direction === 'COMPRA') {
    if (low <= stop) return { outcome: 'STOP_HIT', price: stop };
    if (high >= target) return { outcome: 'TARGET_HIT', price: target };
  } else {
    if (high >= stop) return { outcome: 'STOP_HIT', price: stop };
    if (low <= target) return { outcome: 'TARGET_HIT', price: target };
  }
  return null;
}
