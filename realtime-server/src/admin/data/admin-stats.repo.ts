import type { Queryable } from '@sinais/shared/server';

type Counts = Record<string, unknown>;

export function createAdminStatsRepo(db: Queryable) {
  return {
    /** Users, signals and purchases counted in one round each, "today" from the given São Paulo midnight. */
    async adminCounts(todayStart: Date): Promise<[Counts, Counts, Counts]> {
      const today = todayStart.toISOString();
      const [users, signals, payments] = await Promise.all([
        db.query<Record<string, unknown>>(
          `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE plan <> 'free')::int AS premium,
              count(*) FILTER (WHERE created_at >= $1)::int AS new_today
       FROM users`,
          [today],
        ),
        db.query<Record<string, unknown>>(
          `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'PENDING' OR (status = 'CONFIRMED' AND outcome = 'OPEN'))::int AS active,
              count(*) FILTER (WHERE signal_class IN ('ELITE', 'ELITE+'))::int AS elite,
              count(*) FILTER (WHERE signal_class = 'PREMIUM+')::int AS premium,
              count(*) FILTER (WHERE created_at >= $1)::int AS created_today
       FROM signals`,
          [today],
        ),
        db
          .query<Record<string, unknown>>(
            `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'approved')::int AS approved,
                count(*) FILTER (WHERE status = 'pending')::int AS pending,
                coalesce(sum(amount_cents) FILTER (WHERE status = 'approved'), 0)::bigint AS total_cents,
                coalesce(sum(amount_cents) FILTER (WHERE status = 'approved' AND coalesce(approved_at, created_at) >= $1), 0)::bigint AS today_cents
         FROM purchases`,
            [today],
          )
          // The shop tables may not exist in an older database: payments then count as zero.
          .catch(() => [] as Array<Record<string, unknown>>),
      ]);
      return [users[0] ?? {}, signals[0] ?? {}, payments[0] ?? {}];
    },
  };
}
export type AdminStatsRepo = ReturnType<typeof createAdminStatsRepo>;
