import type { Direction, Timeframe } from '@sinais/shared';
import { decide, type Decision, type WindowObservation } from '../lifecycle/filters';
import type { StrategyKey, StrategyResult } from '../strategies/strategy';
import { holdMs, levelsAtEntry, levelsFor } from './levels';
import { boundLevels, plausibleLogMove } from './plan-bounds';
import { COOL_DOWN_BARS } from './rules';
import { setupKeyOf } from './trade-guard';

/** What a pending signal commits to, before the monitoring window: the live engine and the backtest both build it here. */
export interface TradePlan {
  symbol: string;
  direction: Direction;
  timeframe: Timeframe;
  strategyKey: StrategyKey;
  strategy: string;
  score: number;
  reasons: string[];
  /** Price when the setup was seen (the pending signal's reference price). */
  reference: number;
  /** ATR(14) of the signal's timeframe at decision: the unit of the levels and of the window filters. */
  atr: number;
  target: number;
  stop: number;
  holdMs: number;
  /** Distance of the trailing stop from the best price (price units), or null when the stop stays put. */
  trailDistance: number | null;
  /** Bars the same symbol and direction waits after the trade ends (the plan's, COOL_DOWN_BARS by default). */
  coolDownBars?: number;
  /** Fraction of capital the rule sizes the trade at (null or absent: unsized, the caller's base). */
  size?: number | null;
  /** BTC beta of the hedge leg (−beta × size in BTC), null or absent without a hedge. */
  hedgeBeta?: number | null;
  setupKey: string;
}

/**
 * The plan of a triggered result: target and stop at ATR multiples from the reference price. With `bounds`
 * (the live worker passes the asset's daily volatility) both are kept within k·σ_daily·√(holding days) of it
 * (plan-bounds.ts); the backtest and the research book the registered, unbounded plans.
 */
export function planTrade(
  symbol: string,
  result: StrategyResult & { direction: Direction },
  reference: number,
  candleOpenTime: number,
  bounds?: { dailyVol: number | null },
): TradePlan | null {
  const hold = holdMs(result.timeframe, result.exits);
  const atrLevels = levelsFor(result.direction, reference, result.atr, result.exits);
  const { target, stop } =
    bounds?.dailyVol != null
      ? boundLevels(result.direction, reference, atrLevels, plausibleLogMove(bounds.dailyVol, hold))
      : atrLevels;
  // A move of several ATRs can reach past zero on a tiny, volatile coin: no tradable plan.
  if (!(target > 0 && stop > 0)) return null;
  return {
    symbol,
    direction: result.direction,
    timeframe: result.timeframe,
    strategyKey: result.key,
    strategy: result.name,
    score: result.score,
    reasons: result.reasons,
    reference,
    atr: result.atr,
    target,
    stop,
    holdMs: hold,
    trailDistance: result.exits.trailAtr ? result.exits.trailAtr * result.atr : null,
    coolDownBars: result.exits.coolDownBars ?? COOL_DOWN_BARS,
    size: result.size ?? null,
    hedgeBeta: result.hedgeBeta ?? null,
    setupKey: setupKeyOf(result.key, result.timeframe, candleOpenTime),
  };
}

/** What the monitoring window observed; the plan supplies the direction, the reference price and the ATR. */
export type WindowPrices = Omit<WindowObservation, 'direction' | 'entry' | 'atr'>;

export interface Confirmation {
  decision: Decision;
  /** The price when the window ended: what members get, and what the trade is booked from. */
  entry: number;
  target: number;
  stop: number;
}

/** Ends the monitoring window: the anti-reversal filters decide, and a confirmed trade enters at the window's last price. */
export function confirmTrade(
  plan: Pick<TradePlan, 'direction' | 'reference' | 'atr' | 'target' | 'stop'>,
  window: WindowPrices,
): Confirmation {
  const decision = decide({ ...window, direction: plan.direction, entry: plan.reference, atr: plan.atr });
  const entry = window.last;
  const levels = levelsAtEntry(plan.reference, plan, entry);
  if (decision.confirmed && !(levels.target > 0 && levels.stop > 0))
    return {
      decision: {
        confirmed: false,
        confirmationReasons: [],
        rejectionReasons: ['Níveis fora do intervalo: alvo ou stop abaixo de zero no preço de confirmação'],
      },
      entry,
      ...levels,
    };
  return { decision, entry, ...levels };
}
