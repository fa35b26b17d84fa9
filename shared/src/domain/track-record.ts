import type { Signal } from '../schemas/signal';
import type { TrackSummaryDto } from '../schemas/track-record';

/**
 * The one definition of success used on every screen, in the gateway and in the engine's reports:
 * a win is a trade that reached its target. Closed = target + stop + expired; an expired trade is never a
 * win, whatever its P&L. Rejected signals never became trades but are counted and shown beside them.
 */
export type TradeOutcome = 'TARGET_HIT' | 'STOP_HIT' | 'EXPIRED';

export interface OutcomeTally {
  wins: number;
  losses: number;
  expired: number;
}

export const closedCount = (t: OutcomeTally) => t.wins + t.losses + t.expired;

/** wins / closed trades, or null when nothing has closed (missing data is shown as missing, not as 0 %). */
export function successRate(t: OutcomeTally): number | null {
  const closed = closedCount(t);
  return closed > 0 ? t.wins / closed : null;
}

/** Wilson score interval (95 % by default) of a proportion: honest with few trades, never outside 0..1. */
export function wilsonInterval(successes: number, n: number, z = 1.96): [number, number] | null {
  if (n <= 0) return null;
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface TrackSummary extends OutcomeTally {
  signals: number;
  pending: number;
  confirmed: number;
  rejected: number;
  open: number;
  closed: number;
  winRate: number | null;
  winRateCi: [number, number] | null;
  /** Mean net P&L (%) of closed trades; null when none closed. */
  avgNetPct: number | null;
  /** Sum of net P&L (%) of closed trades (equal-size positions). */
  totalNetPct: number;
}

type Summarisable = Pick<Signal, 'status' | 'outcome' | 'profit_loss'>;

export function summarizeSignals(signals: readonly Summarisable[]): TrackSummary {
  const t = { wins: 0, losses: 0, expired: 0, pending: 0, confirmed: 0, rejected: 0, open: 0 };
  let net = 0;
  let netN = 0;
  for (const s of signals) {
    if (s.status === 'PENDING') t.pending++;
    else if (s.status === 'REJECTED') t.rejected++;
    else {
      t.confirmed++;
      if (s.outcome === 'TARGET_HIT') t.wins++;
      else if (s.outcome === 'STOP_HIT') t.losses++;
      else if (s.outcome === 'EXPIRED') t.expired++;
      else t.open++;
      if (s.outcome && s.outcome !== 'OPEN' && s.profit_loss !== null) {
        net += s.profit_loss;
        netN++;
      }
    }
  }
  const closed = closedCount(t);
  return {
    ...t,
    signals: signals.length,
    closed,
    winRate: successRate(t),
    winRateCi: wilsonInterval(t.wins, closed),
    avgNetPct: netN > 0 ? net / netN : null,
    totalNetPct: net,
  };
}

/** The REST (snake_case) shape of a summary. */
export function toTrackSummaryDto(s: TrackSummary): TrackSummaryDto {
  return {
    signals: s.signals,
    pending: s.pending,
    confirmed: s.confirmed,
    rejected: s.rejected,
    open: s.open,
    closed: s.closed,
    wins: s.wins,
    losses: s.losses,
    expired: s.expired,
    win_rate: s.winRate,
    win_rate_ci: s.winRateCi,
    avg_net_pct: s.avgNetPct,
    total_net_pct: s.totalNetPct,
  };
}
