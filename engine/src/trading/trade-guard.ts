import type { Direction, Timeframe } from '@sinais/shared';
import { coolDownMs } from './rules';

/**
 * Keeps trades independent: at most one open trade per symbol and direction, a setup fires once per candle
 * of its timeframe, and after a trade ends the same symbol and direction waits COOL_DOWN_BARS bars.
 */
export class TradeGuard {
  private readonly busyUntil = new Map<string, number>();
  private readonly fired = new Set<string>();

  /** `timeScale`: market ms per clock ms of the times passed in (the simulator runs faster than the wall clock). */
  constructor(private readonly timeScale = 1) {}

  allows(s: { symbol: string; direction: Direction; setupKey: string }, now: number): boolean {
    if ((this.busyUntil.get(key(s.symbol, s.direction)) ?? -Infinity) > now) return false;
    return !this.fired.has(`${s.symbol}|${s.direction}|${s.setupKey}`);
  }

  /** A pending signal was created: its setup is spent and the side is busy until it is decided/closed. */
  markFired(s: { symbol: string; direction: Direction; setupKey: string }): void {
    this.fired.add(`${s.symbol}|${s.direction}|${s.setupKey}`);
    this.busyUntil.set(key(s.symbol, s.direction), Infinity);
  }

  /**
   * The signal was rejected or its trade ended at `at`: cool-down after a trade (the plan's `coolDownBars`,
   * COOL_DOWN_BARS by default), none after a rejection.
   */
  markEnded(
    symbol: string,
    direction: Direction,
    timeframe: Timeframe,
    at: number,
    traded: boolean,
    coolDownBars?: number,
  ): void {
    const wait = traded ? coolDownMs(timeframe, coolDownBars) / this.timeScale : 0;
    this.busyUntil.set(key(symbol, direction), at + wait);
  }
}

const key = (symbol: string, direction: Direction) => `${symbol}|${direction}`;

/** The identity of a setup: strategy, timeframe and the open time of the candle it fired on. */
export const setupKeyOf = (strategyKey: string, timeframe: Timeframe, candleOpenTime: number) =>
  `${strategyKey}|${timeframe}|${candleOpenTime}`;
