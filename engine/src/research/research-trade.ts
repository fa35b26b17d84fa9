import type { SymbolScan } from '../backtest/scan-candidates';
import { bookRuleTrades, type BookedRuleTrade } from '../evidence/booked-trade';
import { foldOf, FOLDS, type BlockId } from './calendar';

/** The research's view of one booked trade: the engine's booking plus the regime block of its fold. */
export interface ResearchTrade extends BookedRuleTrade {
  block: BlockId;
}

/**
 * Books the candidates of both segments with the live rules (evidence/booked-trade.ts) and keeps the closed
 * trades that fall in a fold, each with its regime block.
 */
export function bookResearchTrades(
  scans: readonly SymbolScan[],
  stepMs: number,
  periodOf: (signalTime: number) => number | null = foldOf,
): ResearchTrade[] {
  return bookRuleTrades(scans, stepMs, periodOf).map((t) => ({ ...t, block: FOLDS[t.fold]?.block ?? 'B4' }));
}
