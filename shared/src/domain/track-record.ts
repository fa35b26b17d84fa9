import type { Signal } from '../schemas/signal';
import type { EquityPoint, StrategyTrack, TrackRecordEntry, TrackSummaryDto } from '../schemas/track-record';

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

const CLOSED_OUTCOMES = new Set(['TARGET_HIT', 'STOP_HIT', 'EXPIRED']);
const TIMEFRAME_ORDER: Record<string, number> = { '1h': 0, '4h': 1, '1d': 2 };

type RecordSignal = Pick<
  Signal,
  | 'id'
  | 'symbol'
  | 'direction'
  | 'strategy'
  | 'timeframe'
  | 'status'
  | 'outcome'
  | 'reference_price'
  | 'entry_price'
  | 'target_price'
  | 'stop_loss'
  | 'exit_price'
  | 'created_at'
  | 'confirmed_at'
  | 'rejected_at'
  | 'closed_at'
  | 'gross_profit_loss'
  | 'fees_pct'
  | 'funding_pct'
  | 'profit_loss'
  | 'rejection_reasons'
  | 'simulated'
>;

export const isClosedTrade = (s: Pick<Signal, 'status' | 'outcome'>): boolean =>
  s.status === 'CONFIRMED' && s.outcome !== null && CLOSED_OUTCOMES.has(s.outcome);

/**
 * The outcome of one signal as a member reads it. Only closed trades have figures. A trade booked before costs
 * were booked (no fee figure) keeps its gross P&L and has no net figure: it is shown as missing, never as net.
 */
type CostFigures = Pick<
  Signal,
  'status' | 'outcome' | 'gross_profit_loss' | 'fees_pct' | 'funding_pct' | 'profit_loss'
>;

export function netOutcome(s: CostFigures): {
  gross: number | null;
  fees: number | null;
  funding: number | null;
  net: number | null;
} {
  if (!isClosedTrade(s)) return { gross: null, fees: null, funding: null, net: null };
  if (s.fees_pct === null)
    return { gross: s.gross_profit_loss ?? s.profit_loss, fees: null, funding: null, net: null };
  return { gross: s.gross_profit_loss, fees: s.fees_pct, funding: s.funding_pct, net: s.profit_loss };
}

/** What a signal adds to `summarizeSignals`: its net P&L only (none when it was booked before costs). */
export const asNetTrade = (s: CostFigures): Summarisable => ({
  status: s.status,
  outcome: s.outcome,
  profit_loss: netOutcome(s).net,
});

export function toTrackRecordEntry(s: RecordSignal): TrackRecordEntry {
  const o = netOutcome(s);
  return {
    id: s.id,
    symbol: s.symbol,
    direction: s.direction,
    strategy: s.strategy,
    timeframe: s.timeframe,
    status: s.status,
    outcome: s.status === 'CONFIRMED' ? s.outcome : null,
    reference_price: s.reference_price,
    entry_price: s.entry_price,
    target_price: s.target_price,
    stop_loss: s.stop_loss,
    exit_price: s.exit_price,
    created_at: s.created_at,
    confirmed_at: s.confirmed_at,
    rejected_at: s.rejected_at,
    closed_at: s.closed_at,
    gross_pnl_pct: o.gross,
    fees_pct: o.fees,
    funding_pct: o.funding,
    net_pnl_pct: o.net,
    rejection_reasons: s.rejection_reasons,
    simulated: s.simulated,
  };
}

const summaryOf = (entries: readonly TrackRecordEntry[]) =>
  toTrackSummaryDto(
    summarizeSignals(
      entries.map((e) => ({ status: e.status, outcome: e.outcome, profit_loss: e.net_pnl_pct })),
    ),
  );

/** Per strategy × timeframe, in a stable order (strategy name, then 1h, 4h, 1d). */
export function strategyTracks(entries: readonly TrackRecordEntry[]): StrategyTrack[] {
  const groups = new Map<string, TrackRecordEntry[]>();
  for (const e of entries) {
    const key = `${e.strategy}|${e.timeframe}`;
    const g = groups.get(key);
    if (g) g.push(e);
    else groups.set(key, [e]);
  }
  return [...groups.values()]
    .map((g) => ({ strategy: g[0]!.strategy, timeframe: g[0]!.timeframe, ...summaryOf(g) }))
    .sort(
      (a, b) =>
        a.strategy.localeCompare(b.strategy) ||
        (TIMEFRAME_ORDER[a.timeframe] ?? 9) - (TIMEFRAME_ORDER[b.timeframe] ?? 9),
    );
}

/** Cumulative net P&L of equal-size trades, in close order (ties by id, so the curve is reproducible). */
export function equityCurve(entries: readonly TrackRecordEntry[]): EquityPoint[] {
  const closed = entries
    .filter((e) => e.net_pnl_pct !== null && e.closed_at !== null)
    .sort((a, b) => Date.parse(a.closed_at!) - Date.parse(b.closed_at!) || a.id.localeCompare(b.id));
  let total = 0;
  return closed.map((e) => {
    total += e.net_pnl_pct!;
    return { time: e.closed_at!, cumulative_net_pct: Math.round(total * 1e6) / 1e6, signal_id: e.id };
  });
}

export interface TrackRecord {
  summary: TrackSummaryDto;
  by_strategy: StrategyTrack[];
  equity: EquityPoint[];
  /** Every entry, newest signal first. */
  entries: TrackRecordEntry[];
  funding_included: boolean;
  /** How many of the entries are demonstration signals (made on simulated prices). */
  simulated_entries: number;
}

/** The whole record from the latest state of each signal (what `signal_events` replays to). */
export function buildTrackRecord(signals: readonly RecordSignal[]): TrackRecord {
  const entries = signals
    .map(toTrackRecordEntry)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id.localeCompare(a.id));
  return {
    summary: summaryOf(entries),
    by_strategy: strategyTracks(entries),
    equity: equityCurve(entries),
    entries,
    funding_included: entries.some((e) => e.net_pnl_pct !== null && e.funding_pct !== null),
    simulated_entries: entries.filter((e) => e.simulated).length,
  };
}
