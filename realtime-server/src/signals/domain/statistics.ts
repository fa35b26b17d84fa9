import { asNetTrade, summarizeSignals, zonedParts, zonedTimeToUtc, type Stats } from '@sinais/shared';
import type { SignalsRepo, StatsRow } from '../data/signals.repo';
import type { LiveConnections } from '../../platform/live';

/** Who was seen lately (auth's member repository gives it): signals depends on no other area. */
export interface MemberActivity {
  seenSince(since: Date): Promise<string[]>;
}
/** The one BTC figure the market status needs (market's `BtcView` has it). */
export interface BtcMove {
  change_24h: number;
}

export const STATS_WINDOW_DAYS = 30;
export const ACTIVE_WINDOW_MS = 15 * 60_000;

/**
 * Distinct members seen in the last 15 minutes (user_activity, written by every gateway) or connected to
 * this gateway now. Other gateways' sockets are not fetched: that would ship their session data over Redis.
 */
export async function activeUsers(
  members: MemberActivity,
  live: LiveConnections | undefined,
  now = new Date(),
): Promise<number> {
  const ids = new Set(await members.seenSince(new Date(now.getTime() - ACTIVE_WINDOW_MS)));
  for (const id of live?.localUserIds() ?? []) ids.add(id);
  return ids.size;
}

function startOfDaySP(daysAgo: number, now: Date): Date {
  const p = zonedParts(new Date(now.getTime() - daysAgo * 86_400_000));
  return zonedTimeToUtc(p.year, p.month, p.day, 0);
}

const pct1 = (x: number) => Math.round(x * 1000) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * /estatisticas over the last 30 Sao Paulo days, members' view (experimental signals left out): every figure from
 * the shared summariser (a win is a target hit; expired trades are closed non-wins; rejected signals counted
 * beside them), net of costs. Missing figures are null, never a default.
 */
/** One point per São Paulo day of the window, oldest first (a day without signals is all zeros). */
function dailySeries(rows: StatsRow[], now: Date): Stats['daily'] {
  const byDay = new Map<string, StatsRow[]>();
  for (const r of rows) {
    const list = byDay.get(r.day);
    if (list) list.push(r);
    else byDay.set(r.day, [r]);
  }
  const daily: Stats['daily'] = [];
  for (let d = STATS_WINDOW_DAYS - 1; d >= 0; d--) {
    const p = zonedParts(new Date(now.getTime() - d * 86_400_000));
    const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    const dayRows = byDay.get(day) ?? [];
    const sum = summarizeSignals(dayRows.map(asNetTrade));
    const confirmed = dayRows.filter((r) => r.status === 'CONFIRMED');
    daily.push({
      date: day,
      total: sum.confirmed,
      buy: confirmed.filter((r) => r.direction === 'COMPRA').length,
      sell: confirmed.filter((r) => r.direction === 'VENDA').length,
      target_hit: sum.wins,
      stop_hit: sum.losses,
      expired: sum.expired,
      open: sum.open,
      rejected: sum.rejected,
      profit_pct: round2(sum.totalNetPct),
    });
  }
  return daily;
}

/** BTC's 24 h move decides (±1 %); without BTC, the balance of buy and sell signals does. */
function marketStatusOf(btc: BtcMove | null, buy: number, sell: number): Stats['marketStatus'] {
  const change = btc?.change_24h ?? 0;
  if (btc && change >= 1) return 'BULL';
  if (btc && change <= -1) return 'BEAR';
  if (buy > sell * 1.5) return 'BULL';
  return sell > buy * 1.5 ? 'BEAR' : 'NEUTRAL';
}

export async function memberStats(
  deps: { signals: SignalsRepo; members: MemberActivity; live: LiveConnections | undefined },
  btc: BtcMove | null,
  now = new Date(),
): Promise<Stats> {
  const since = startOfDaySP(STATS_WINDOW_DAYS - 1, now);
  const [rows, users] = await Promise.all([
    deps.signals.decidedSince(since),
    activeUsers(deps.members, deps.live, now),
  ]);
  const all = summarizeSignals(rows.map(asNetTrade));
  const buy = rows.filter((r) => r.status === 'CONFIRMED' && r.direction === 'COMPRA').length;
  const sell = all.confirmed - buy;
  const marketStatus = marketStatusOf(btc, buy, sell);
  return {
    totalSignals: all.confirmed,
    buySignals: buy,
    sellSignals: sell,
    successRate: all.winRate === null ? null : pct1(all.winRate),
    successRateCi: all.winRateCi ? [pct1(all.winRateCi[0]), pct1(all.winRateCi[1])] : null,
    activeUsers: users,
    marketStatus,
    marketStatusSource: btc ? 'btc' : 'signals',
    lastUpdate: now.toISOString(),
    closedSignals: all.closed,
    openSignals: all.open,
    winSignals: all.wins,
    lossSignals: all.losses,
    expiredSignals: all.expired,
    rejectedSignals: all.rejected,
    avgProfit: all.avgNetPct === null ? null : round2(all.avgNetPct),
    windowDays: STATS_WINDOW_DAYS,
    daily: dailySeries(rows, now),
  };
}
