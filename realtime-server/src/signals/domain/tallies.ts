import { closedCount, successRate, wilsonInterval, type PeriodFigures } from '@sinais/shared';
import type { SignalTally, SignalTallyRepo } from '../data/signal-tally.repo';

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

/** The figures of the signals created since each instant (null = all time), from one statement so they agree. */
export async function figuresSince<K extends string>(
  tally: SignalTallyRepo,
  periods: Record<K, Date | null>,
): Promise<Record<K, PeriodFigures>> {
  const tallies = await tally.tallySince(periods);
  const keys = Object.keys(periods) as K[];
  return Object.fromEntries(keys.map((k) => [k, figuresOf(tallies[k])])) as Record<K, PeriodFigures>;
}

const NO_SIGNALS = {
  signals: 0,
  pending: 0,
  confirmed: 0,
  rejected: 0,
  open: 0,
  wins: 0,
  losses: 0,
  expired: 0,
  net_sum: 0,
  net_n: 0,
  avg_confirmation_s: null,
  normal: 0,
  independent: 0,
} satisfies Omit<SignalTally, 'key'>;

/** Per strategy ever seen: its figures since `since` (zeros when it had none since) and of all time. */
export async function strategyFigures(tally: SignalTallyRepo, since: Date) {
  const [recent, total] = await Promise.all([tally.tallyByStrategy(since), tally.tallyByStrategy(null)]);
  const byStrategy = new Map(recent.map((t) => [t.key, t]));
  return total.map((t) => ({
    strategy: t.key,
    recent: figuresOf(byStrategy.get(t.key) ?? { ...t, ...NO_SIGNALS }),
    total: figuresOf(t),
  }));
}
