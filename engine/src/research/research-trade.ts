import type { Direction } from '@sinais/shared';
import type { BacktestTrade } from '../backtest/book-candidates';
import { bookCandidates } from '../backtest/book-candidates';
import type { SymbolScan } from '../backtest/scan-candidates';
import { foldOf, FOLDS, type BlockId } from './calendar';

/** The research's view of one booked trade: what the statistics and the random baseline need. */
export interface ResearchTrade {
  symbol: string;
  direction: Direction;
  fold: number;
  block: BlockId;
  signalTime: number;
  entryTime: number;
  exitTime: number;
  /** Net P&L in % at 0.04 % and at 0.06 % per side, and before costs. */
  net: number;
  netHighFee: number;
  gross: number;
  /** The trade's shape, for its random replacements. */
  targetFrac: number;
  stopFrac: number;
  trailFrac: number | null;
  stepMs: number;
  holdMs: number;
}

export const FEE_RATE = 0.0004;
export const HIGH_FEE_RATE = 0.0006;

/** Fees of a round trip in % of entry (the booking rule): rate × (1 + exit/entry). */
export const feesPct = (rate: number, entry: number, exit: number) => rate * 100 * (1 + exit / entry);

/**
 * Books the candidates of both segments with the live rules (guard, window filters, exits) and keeps the
 * closed trades that fall in a fold. A trade still open when its segment's data ends has no outcome: left out.
 */
export function bookResearchTrades(scans: readonly SymbolScan[], stepMs: number): ResearchTrade[] {
  const { trades } = bookCandidates(scans, { feeRate: FEE_RATE });
  const out: ResearchTrade[] = [];
  for (const t of trades) {
    if (t.outcome === 'OPEN') continue;
    const signalTime = Date.parse(t.signalTime) - 1;
    const fold = foldOf(signalTime);
    if (fold === null) continue;
    out.push(toResearchTrade(t, fold, signalTime, stepMs));
  }
  return out;
}

function toResearchTrade(t: BacktestTrade, fold: number, signalTime: number, stepMs: number): ResearchTrade {
  const trail = t.trailDistance;
  return {
    symbol: t.symbol,
    direction: t.direction,
    fold,
    block: FOLDS[fold]!.block,
    signalTime,
    entryTime: Date.parse(t.entryTime) - 1,
    exitTime: Date.parse(t.exitTime) - 1,
    net: t.pnlPct,
    netHighFee: t.grossPnlPct - feesPct(HIGH_FEE_RATE, t.entry, t.exit),
    gross: t.grossPnlPct,
    targetFrac: (t.target - t.entry) / t.entry,
    stopFrac: (t.stop - t.entry) / t.entry,
    trailFrac: trail === null ? null : trail / t.entry,
    stepMs,
    holdMs: Date.parse(t.expiresAt) - Date.parse(t.entryTime),
  };
}
