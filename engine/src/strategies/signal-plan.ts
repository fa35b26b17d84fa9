import type { Direction, SignalClass, Timeframe } from '@sinais/shared';
import { INTERVAL_MS } from '../domain/candle';

/** Stop is always 3% from entry, against the direction. */
export const STOP_PCT = 3;

/** Target distance per timeframe (reward:risk 1.5 / 2 / 3): slower timeframes carry larger moves. */
export const TARGET_PCT: Record<Timeframe, number> = { '1h': 4.5, '4h': 6, '1d': 9 };

/** How long a confirmed signal may stay open before it expires (market time). */
export const EXPIRY_MS: Record<Timeframe, number> = {
  '1h': 12 * INTERVAL_MS['1h'],
  '4h': 12 * INTERVAL_MS['4h'],
  '1d': 5 * INTERVAL_MS['1d'],
};
export const EXPECTED_DURATION: Record<Timeframe, string> = { '1h': '12h', '4h': '48h', '1d': '5d' };

/** PREMIUM+ below 85, ELITE 85–91.9, ELITE+ from 92. */
export function classOf(score: number): SignalClass {
  if (score >= 92) return 'ELITE+';
  if (score >= 85) return 'ELITE';
  return 'PREMIUM+';
}

export function priceLevels(
  direction: Direction,
  entry: number,
  timeframe: Timeframe,
): { target: number; stop: number } {
  const s = direction === 'COMPRA' ? 1 : -1;
  return {
    target: entry * (1 + (s * TARGET_PCT[timeframe]) / 100),
    stop: entry * (1 - (s * STOP_PCT) / 100),
  };
}

/** Risk from the 24 h range relative to the price: the wider the daily swing, the likelier the stop. */
export function riskLevel(range24hPct: number): 'BAIXO' | 'MÉDIO' | 'ALTO' {
  if (range24hPct < 4) return 'BAIXO';
  if (range24hPct < 10) return 'MÉDIO';
  return 'ALTO';
}

/** P&L in % of a position opened at `entry` and valued at `price`. */
export function pnlPct(direction: Direction, entry: number, price: number): number {
  return direction === 'COMPRA' ? ((price - entry) / entry) * 100 : ((entry - price) / entry) * 100;
}
