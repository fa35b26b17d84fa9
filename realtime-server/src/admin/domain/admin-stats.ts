import type { AdminStats } from '@sinais/shared';
import type { AdminDeps } from './deps';
import type { ApiCallCounter } from './api-calls';
import { num } from '../data/sql-values';
import { startOfToday } from './signal-figures';

/** "3 dias, 4h 12min" — the spec's failure text is '0 dias', so days are always shown. */
export function formatUptime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return `${days} ${days === 1 ? 'dia' : 'dias'}, ${hours}h ${minutes}min`;
}

/** spec 002 §3 "Admin stats", from the database, the realtime layer and the call counter. */
export async function adminStats(
  deps: Pick<AdminDeps, 'counts' | 'runtime'>,
  calls: ApiCallCounter,
  now = new Date(),
): Promise<AdminStats> {
  const [[users, signals, payments], sessions, apiCalls] = await Promise.all([
    deps.counts.adminCounts(startOfToday(now)),
    deps.runtime.connectedCount().catch(() => 0),
    calls.today(),
  ]);
  const u = users;
  const s = signals;
  const p = payments;
  const uptimeS = Math.round((now.getTime() - deps.runtime.startedAt.getTime()) / 1000);
  return {
    users: {
      total: num(u.total),
      active: num(u.active),
      premium: num(u.premium),
      new_today: num(u.new_today),
    },
    signals: {
      total: num(s.total),
      active: num(s.active),
      elite: num(s.elite),
      premium: num(s.premium),
      created_today: num(s.created_today),
    },
    payments: {
      total: num(p.total),
      approved: num(p.approved),
      pending: num(p.pending),
      total_amount: num(p.total_cents) / 100,
      today_amount: num(p.today_cents) / 100,
    },
    system: {
      uptime: formatUptime(uptimeS),
      uptime_s: uptimeS,
      last_backup: null,
      active_sessions: sessions,
      api_calls_today: apiCalls,
    },
  };
}
