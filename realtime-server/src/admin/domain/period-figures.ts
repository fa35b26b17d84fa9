import { closedCount, successRate, wilsonInterval, type PeriodFigures } from '@sinais/shared';
import type { SignalTally } from '../../signals';

/** A tally as the shared summary: success = target reached / closed (expired is never a win). */
export function figuresOf(t: SignalTally): PeriodFigures {
  const tally = { wins: t.wins, losses: t.losses, expired: t.expired };
  const closed = closedCount(tally);
  return {
    signals: t.signals,
    pending: t.pending,
    confirmed: t.confirmed,
    rejected: t.rejected,
    open: t.open,
    closed,
    wins: t.wins,
    losses: t.losses,
    expired: t.expired,
    win_rate: successRate(tally),
    win_rate_ci: wilsonInterval(t.wins, closed),
    avg_net_pct: t.net_n > 0 ? t.net_sum / t.net_n : null,
    total_net_pct: t.net_sum,
    avg_confirmation_s: t.avg_confirmation_s === null ? null : Math.round(t.avg_confirmation_s * 10) / 10,
    normal: t.normal,
    independent: t.independent,
  };
}
