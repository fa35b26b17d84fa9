import { successRate as sharedSuccessRate, zonedParts, zonedTimeToUtc } from '@sinais/shared';
import type { SignalDayFigures, SignalFiguresRepo } from '../data/signal-figures.repo';

/** Midnight of today in America/Sao_Paulo: "today" in every admin figure. */
export function startOfToday(now = new Date()): Date {
  const p = zonedParts(now);
  return zonedTimeToUtc(p.year, p.month, p.day, 0);
}

/** Today's and the last 24 h's signal figures (São Paulo day). */
export function signalDayFigures(figures: SignalFiguresRepo, now = new Date()): Promise<SignalDayFigures> {
  return figures.signalDayFigures({ today: startOfToday(now), dayAgo: new Date(now.getTime() - 86_400_000) });
}

/**
 * Win rate in percent with the one success definition (shared/domain/track-record): target reached over
 * closed trades, where closed = target + stop + expired (an expired trade is never a win). Null before any
 * trade closed: missing, not 0 %.
 */
export function successRate(targetHits: number, stopHits: number, expired: number): number | null {
  const rate = sharedSuccessRate({ wins: targetHits, losses: stopHits, expired });
  return rate === null ? null : Math.round(rate * 1000) / 10;
}

/** spec 003 §3 quality metrics, from the whole signal history. */
export async function qualityMetrics(figures: SignalFiguresRepo) {
  const c = await figures.qualityCounts();
  return {
    total_signals_generated: c.total,
    confirmed_signals: c.confirmed,
    completed_signals: c.completed,
    success_rate: successRate(c.target_hits, c.stop_hits, c.expired),
    avg_profit: Math.round(c.avg_profit * 100) / 100,
  };
}
