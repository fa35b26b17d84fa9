import type { Direction } from '@sinais/shared';
import type { Candle } from '../domain/candle';
import { realisedVol } from '../indicators/rolling';
import type { Levels } from './levels';

/** Days of daily closes behind the asset's volatility (the same 30 the momentum rules scale by). */
export const PLAN_VOL_DAYS = 30;
/** How far a plan may reach: this many standard deviations of the asset's move over the holding period. */
export const PLAN_BOUND_SIGMAS = 2;
const DAY_MS = 86_400_000;

/** Standard deviation of the daily log return over the last PLAN_VOL_DAYS daily closes (null: too few). */
export function dailyVolatility(daily: readonly Candle[]): number | null {
  const vol = realisedVol(
    daily.map((c) => c.close),
    PLAN_VOL_DAYS,
  ).at(-1);
  return vol !== undefined && Number.isFinite(vol) && vol > 0 ? vol : null;
}

/** The largest log move the price can plausibly travel in the hold: k · σ_daily · √(holding days). */
export const plausibleLogMove = (sigmaDaily: number, holdMs: number, k = PLAN_BOUND_SIGMAS) =>
  k * sigmaDaily * Math.sqrt(holdMs / DAY_MS);

/**
 * Target and stop kept within what the price can plausibly travel in the hold (issue 27 item 7): a level
 * beyond `maxLogMove` (in log space, so a sell target can never reach −100 %) is brought back to it. Levels
 * already inside are untouched, so the plan's risk/reward is whatever its two distances imply.
 */
export function boundLevels(direction: Direction, price: number, levels: Levels, maxLogMove: number): Levels {
  const up = price * Math.exp(maxLogMove);
  const down = price * Math.exp(-maxLogMove);
  return direction === 'COMPRA'
    ? { target: Math.min(levels.target, up), stop: Math.max(levels.stop, down) }
    : { target: Math.max(levels.target, down), stop: Math.min(levels.stop, up) };
}
