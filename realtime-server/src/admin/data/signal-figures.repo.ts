import type { Queryable } from '@sinais/shared/server';
import { num } from './sql-values';

export interface SignalDayFigures {
  pending: number;
  monitoring: number;
  created_today: number;
  confirmed_today: number;
  rejected_today: number;
  /** Mean seconds from creation to confirmation/rejection over the last 24 h. */
  avg_decision_s: number;
  avg_confirmation_s: number;
  target_hits: number;
  stop_hits: number;
  expired: number;
}

export function createSignalFiguresRepo(db: Queryable) {
  return {
    /** One pass over the signals table with FILTER clauses (indexed by status/created_at). */
    async signalDayFigures(since: { today: Date; dayAgo: Date }): Promise<SignalDayFigures> {
      const today = since.today.toISOString();
      const dayAgo = since.dayAgo.toISOString();
      const [open, day, outcomes] = await Promise.all([
        db.query<Record<string, unknown>>(
          `SELECT count(*)::int AS pending,
              count(*) FILTER (WHERE monitor_until IS NULL OR monitor_until > now())::int AS monitoring
       FROM signals WHERE status = 'PENDING'`,
        ),
        db.query<Record<string, unknown>>(
          `SELECT count(*) FILTER (WHERE created_at >= $1)::int AS created_today,
              count(*) FILTER (WHERE status = 'CONFIRMED' AND confirmed_at >= $1)::int AS confirmed_today,
              count(*) FILTER (WHERE status = 'REJECTED' AND rejected_at >= $1)::int AS rejected_today,
              avg(EXTRACT(EPOCH FROM (coalesce(confirmed_at, rejected_at) - created_at)))
                FILTER (WHERE coalesce(confirmed_at, rejected_at) >= $2) AS avg_decision_s,
              avg(EXTRACT(EPOCH FROM (confirmed_at - created_at))) FILTER (WHERE confirmed_at >= $2) AS avg_confirmation_s
       FROM signals WHERE created_at >= least($1::timestamptz, $2::timestamptz) - interval '1 day'`,
          [today, dayAgo],
        ),
        db.query<Record<string, unknown>>(
          `SELECT count(*) FILTER (WHERE outcome = 'TARGET_HIT')::int AS target_hits,
              count(*) FILTER (WHERE outcome = 'STOP_HIT')::int AS stop_hits,
              count(*) FILTER (WHERE outcome = 'EXPIRED')::int AS expired
       FROM signals WHERE status = 'CONFIRMED' AND outcome IN ('TARGET_HIT', 'STOP_HIT', 'EXPIRED') AND NOT experimental`,
        ),
      ]);
      const o = open[0] ?? {};
      const d = day[0] ?? {};
      const r = outcomes[0] ?? {};
      return {
        pending: num(o.pending),
        monitoring: num(o.monitoring),
        created_today: num(d.created_today),
        confirmed_today: num(d.confirmed_today),
        rejected_today: num(d.rejected_today),
        avg_decision_s: Math.round(num(d.avg_decision_s) * 10) / 10,
        avg_confirmation_s: Math.round(num(d.avg_confirmation_s) * 10) / 10,
        target_hits: num(r.target_hits),
        stop_hits: num(r.stop_hits),
        expired: num(r.expired),
      };
    },

    /** The whole signal history's counts for spec 003 §3 quality metrics. */
    async qualityCounts() {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'CONFIRMED')::int AS confirmed,
            count(*) FILTER (WHERE status = 'CONFIRMED' AND outcome IS NOT NULL AND outcome <> 'OPEN')::int AS completed,
            count(*) FILTER (WHERE outcome = 'TARGET_HIT')::int AS target_hits,
            count(*) FILTER (WHERE outcome = 'STOP_HIT')::int AS stop_hits,
            count(*) FILTER (WHERE outcome = 'EXPIRED')::int AS expired,
            avg(profit_loss) FILTER (WHERE status = 'CONFIRMED' AND outcome IS NOT NULL AND outcome <> 'OPEN') AS avg_profit
     FROM signals`,
      );
      const r = rows[0] ?? {};
      return {
        total: num(r.total),
        confirmed: num(r.confirmed),
        completed: num(r.completed),
        target_hits: num(r.target_hits),
        stop_hits: num(r.stop_hits),
        expired: num(r.expired),
        avg_profit: num(r.avg_profit),
      };
    },
  };
}
export type SignalFiguresRepo = ReturnType<typeof createSignalFiguresRepo>;
