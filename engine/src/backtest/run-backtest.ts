import { successRate, type OutcomeTally } from '@sinais/shared';
import type { KlineFile } from '../sources/kline-file';
import type { Strategy } from '../strategies/strategy';
import type { FundingSeries } from '../trading/funding';
import { bookCandidates, type BacktestTrade, type RejectedSignal } from './book-candidates';
import { scanCandidates } from './scan-candidates';

export type { BacktestTrade, RejectedSignal } from './book-candidates';

export interface Tally extends OutcomeTally {
  signals: number;
  confirmed: number;
  rejected: number;
  open: number;
  /** wins / closed trades (the shared definition: an expired trade is not a win); null with none closed. */
  winRate: number | null;
  /** Mean net P&L (%) of closed trades, and the same before costs. */
  avgPnlPct: number | null;
  avgGrossPnlPct: number | null;
}

export interface BacktestReport extends Tally {
  byStrategy: Record<string, Tally>;
  trades: BacktestTrade[];
  rejectedSignals: RejectedSignal[];
  feeRate: number;
  /** False when no symbol had a funding file: P&L excludes funding. */
  fundingIncluded: boolean;
}

export interface BacktestOptions {
  threshold: number;
  feeRate: number;
  /** Candles per timeframe each decision may see (LOOKBACK_CANDLES, as live, by default). */
  lookback?: number;
  funding?: ReadonlyMap<string, FundingSeries>;
  /** The strategies to run (the engine's live STRATEGIES by default). */
  strategies?: readonly Strategy[];
  onProgress?: (done: number, total: number, symbol: string) => void;
}

/** Scans the files for setups and books them with the live engine's rules (see scanCandidates / bookCandidates). */
export function runBacktest(files: readonly KlineFile[], opts: BacktestOptions): BacktestReport {
  const scans = scanCandidates(files, opts);
  const { trades, rejected } = bookCandidates(scans, opts);
  const names = [...new Set([...trades.map((t) => t.strategy), ...rejected.map((r) => r.strategy)])].sort();
  return {
    ...tally(trades, rejected),
    byStrategy: Object.fromEntries(
      names.map((n) => [
        n,
        tally(
          trades.filter((t) => t.strategy === n),
          rejected.filter((r) => r.strategy === n),
        ),
      ]),
    ),
    trades,
    rejectedSignals: rejected,
    feeRate: opts.feeRate,
    fundingIncluded: (opts.funding?.size ?? 0) > 0,
  };
}

export function tally(trades: readonly BacktestTrade[], rejected: readonly unknown[] = []): Tally {
  const t = { wins: 0, losses: 0, expired: 0, open: 0 };
  let net = 0;
  let gross = 0;
  for (const x of trades) {
    if (x.outcome === 'TARGET_HIT') t.wins++;
    else if (x.outcome === 'STOP_HIT') t.losses++;
    else if (x.outcome === 'EXPIRED') t.expired++;
    else t.open++;
    if (x.outcome !== 'OPEN') {
      net += x.pnlPct;
      gross += x.grossPnlPct;
    }
  }
  const closed = t.wins + t.losses + t.expired;
  return {
    signals: trades.length + rejected.length,
    confirmed: trades.length,
    rejected: rejected.length,
    ...t,
    winRate: successRate(t) === null ? null : round(successRate(t)!),
    avgPnlPct: closed > 0 ? round(net / closed) : null,
    avgGrossPnlPct: closed > 0 ? round(gross / closed) : null,
  };
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;
