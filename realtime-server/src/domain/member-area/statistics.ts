import { zonedParts, zonedTimeToUtc, type Stats } from '@sinais/shared';
import type { MemberRepo } from '../../db/member.repo';
import type { SignalsRepo } from '../../db/signals.repo';
import type { Realtime } from '../../socket/socket-server';
import type { BtcView } from './market-data';

export const STATS_WINDOW_DAYS = 30;
export const ACTIVE_WINDOW_MS = 15 * 60_000;

/**
 * Distinct members seen in the last 15 minutes (user_activity, written by every gateway) or connected to
 * this gateway now. Other gateways' sockets are not fetched: that would ship their session data over Redis.
 */
export async function activeUsers(
  members: MemberRepo,
  realtime: Realtime | undefined,
  now = new Date(),
): Promise<number> {
  const ids = new Set(await members.seenSince(new Date(now.getTime() - ACTIVE_WINDOW_MS)));
  if (realtime) {
    for (const s of realtime.io.of('/').sockets.values()) {
      const id = (s.data as { session?: { user?: { id?: string } } | null }).session?.user?.id;
      if (id) ids.add(id);
    }
  }
  return ids.size;
}

function startOfDaySP(daysAgo: number, now: Date): Date {
  const p = zonedParts(new Date(now.getTime() - daysAgo * 86_400_000));
  return zonedTimeToUtc(p.year, p.month, p.day, 0);
}

/** /estatisticas: totals, buy/sell, success rate from recorded outcomes, active users, daily results. */
export async function memberStats(
  deps: { signals: SignalsRepo; members: MemberRepo; realtime: Realtime | undefined },
  btc: BtcView | null,
  now = new Date(),
): Promise<Stats> {
  const since = startOfDaySP(STATS_WINDOW_DAYS - 1, now);
  const [rows, avgProfit, users] = await Promise.all([
    deps.signals.dailyResults(since),
    deps.signals.avgProfitSince(since),
    activeUsers(deps.members, deps.realtime, now),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const daily: Stats['daily'] = [];
  for (let d = STATS_WINDOW_DAYS - 1; d >= 0; d--) {
    const p = zonedParts(new Date(now.getTime() - d * 86_400_000));
    const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    const r = byDay.get(day);
    daily.push({
      date: day,
      total: r?.total ?? 0,
      buy: r?.buy ?? 0,
      sell: r?.sell ?? 0,
      target_hit: r?.target_hit ?? 0,
      stop_hit: r?.stop_hit ?? 0,
      expired: r?.expired ?? 0,
      open: r?.open ?? 0,
      profit_pct: Math.round((r?.profit_pct ?? 0) * 100) / 100,
    });
  }
  const sum = (k: keyof (typeof daily)[number]) => daily.reduce((a, r) => a + (r[k] as number), 0);
  const total = sum('total');
  const buy = sum('buy');
  const sell = sum('sell');
  const wins = sum('target_hit');
  const closed = wins + sum('stop_hit') + sum('expired');
  const change = btc?.change_24h ?? 0;
  const marketStatus: Stats['marketStatus'] =
    btc && change >= 1
      ? 'BULL'
      : btc && change <= -1
        ? 'BEAR'
        : buy > sell * 1.5
          ? 'BULL'
          : sell > buy * 1.5
            ? 'BEAR'
            : 'NEUTRAL';
  return {
    totalSignals: total,
    buySignals: buy,
    sellSignals: sell,
    successRate: closed > 0 ? Math.round((wins / closed) * 1000) / 10 : null,
    activeUsers: users,
    marketStatus,
    lastUpdate: now.toISOString(),
    closedSignals: closed,
    openSignals: sum('open'),
    avgProfit: avgProfit === null ? null : Math.round(avgProfit * 100) / 100,
    windowDays: STATS_WINDOW_DAYS,
    daily,
  };
}
