import type { Direction } from '@sinais/shared';
import type { BacktestTrade } from '../backtest/book-candidates';
import { bookCandidates } from '../backtest/book-candidates';
import type { SymbolScan } from '../backtest/scan-candidates';
import { DEFAULT_FEE_RATE, FUNDING_INTERVAL_MS } from '../trading/rules';

/** One booked trade as the research and the live gate see it: what the statistics and the random baseline need. */
export interface BookedRuleTrade {
  symbol: string;
  direction: Direction;
  /** The fold (research) or period (live gate) the signal fell in: random replacements are drawn from it. */
  fold: number;
  outcome: 'TARGET_HIT' | 'STOP_HIT' | 'EXPIRED';
  signalTime: number;
  entryTime: number;
  exitTime: number;
  /** Net P&L in % at 0.04 % and at 0.06 % per side, and before costs. */
  net: number;
  netHighFee: number;
  gross: number;
  /**
   * Net P&L with perpetual funding at Binance's base rate (0.01 % per 8 h, paid by longs, received by shorts):
   * the training candles are spot and carry no funding history, so this is a sensitivity, not a record.
   */
  netBaseFunding: number;
  /** Entry and exit prices (the portfolio marks the position between them at the daily closes). */
  entry: number;
  exit: number;
  /** Fraction of capital the rule sized it at (null: unsized) and the BTC beta of its hedge leg (null: none). */
  size: number | null;
  hedgeBeta: number | null;
  /** The trade's shape, for its random replacements. */
  targetFrac: number;
  stopFrac: number;
  trailFrac: number | null;
  stepMs: number;
  holdMs: number;
}

/** The research books at the live engine's taker fee: one constant (trading/rules.ts). */
export const FEE_RATE = DEFAULT_FEE_RATE;
/** Binance's base funding rate per settlement, in %. */
export const BASE_FUNDING_PCT = 0.01;

/** Funding settlements (00:00, 08:00, 16:00 UTC) strictly after `from` and at or before `to`. */
export const fundingSettlements = (from: number, to: number) =>
  Math.max(0, Math.floor(to / FUNDING_INTERVAL_MS) - Math.floor(from / FUNDING_INTERVAL_MS));
export const HIGH_FEE_RATE = 0.0006;

/** Fees of a round trip in % of entry (the booking rule): rate × (1 + exit/entry). */
export const feesPct = (rate: number, entry: number, exit: number) => rate * 100 * (1 + exit / entry);

/**
 * Books the candidates with the live rules (guard, window filters, exits) and keeps the closed trades that
 * fall in a period (a research fold, the gate's window). A trade still open when its segment's data ends has no outcome: left out.
 */
export function bookRuleTrades(
  scans: readonly SymbolScan[],
  stepMs: number,
  periodOf: (signalTime: number) => number | null,
): BookedRuleTrade[] {
  const { trades } = bookCandidates(scans, { feeRate: FEE_RATE });
  const out: BookedRuleTrade[] = [];
  for (const t of trades) {
    if (t.outcome === 'OPEN') continue;
    const signalTime = Date.parse(t.signalTime) - 1;
    const fold = periodOf(signalTime);
    if (fold === null) continue;
    out.push(toBookedTrade(t, fold, signalTime, stepMs));
  }
  return out;
}

/** A closed backtest trade as the statistics and the random baseline see it (`signalTime`: the decision time). */
export function toBookedTrade(
  t: BacktestTrade,
  fold: number,
  signalTime: number,
  stepMs: number,
): BookedRuleTrade {
  const trail = t.trailDistance;
  return {
    symbol: t.symbol,
    direction: t.direction,
    fold,
    outcome: t.outcome as BookedRuleTrade['outcome'],
    signalTime,
    entryTime: Date.parse(t.entryTime) - 1,
    exitTime: Date.parse(t.exitTime) - 1,
    net: t.pnlPct,
    netHighFee: t.grossPnlPct - feesPct(HIGH_FEE_RATE, t.entry, t.exit),
    netBaseFunding:
      t.pnlPct +
      fundingSettlements(Date.parse(t.entryTime), Date.parse(t.exitTime)) *
        BASE_FUNDING_PCT *
        (t.direction === 'COMPRA' ? -1 : 1),
    gross: t.grossPnlPct,
    entry: t.entry,
    exit: t.exit,
    size: t.size,
    hedgeBeta: t.hedgeBeta,
    targetFrac: (t.target - t.entry) / t.entry,
    stopFrac: (t.stop - t.entry) / t.entry,
    trailFrac: trail === null ? null : trail / t.entry,
    stepMs,
    holdMs: Date.parse(t.expiresAt) - Date.parse(t.entryTime),
  };
}
