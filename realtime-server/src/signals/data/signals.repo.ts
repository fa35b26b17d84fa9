import type { Signal, SignalStatus } from '@sinais/shared';
import { SIGNAL_COLUMNS, signalFromRowOrNull, type Queryable } from '@sinais/shared/server';

const SELECT = SIGNAL_COLUMNS.join(', ');

const TIME_OF: Record<SignalStatus, string> = {
  CONFIRMED: 'confirmed_at',
  REJECTED: 'rejected_at',
  PENDING: 'created_at',
};

/**
 * Who reads a list: members never get experimental signals (strategy × timeframe the live gate has not
 * published); members who opted in to see them ('experimental') and admins get them too, marked.
 */
export type Audience = 'members' | 'experimental' | 'admins';

/** What the statistics need of one signal decided in the window. */
export interface StatsRow {
  status: SignalStatus;
  direction: Signal['direction'];
  outcome: Signal['outcome'];
  profit_loss: number | null;
  gross_profit_loss: number | null;
  fees_pct: number | null;
  funding_pct: number | null;
  /** Sao Paulo day of the decision (confirmation or rejection), AAAA-MM-DD. */
  day: string;
}

export function createSignalsRepo(db: Queryable) {
  return {
    /** Signals in a status, newest first; `since` bounds the status's own timestamp. Members never get experimental ones. */
    async list(
      status: SignalStatus,
      opts: { since?: Date; limit: number; audience: Audience },
    ): Promise<Signal[]> {
      const col = TIME_OF[status];
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${SELECT} FROM signals
         WHERE status = $1 AND ($2::timestamptz IS NULL OR ${col} >= $2) AND ($4 OR NOT experimental)
         ORDER BY ${col} DESC NULLS LAST LIMIT $3`,
        [status, opts.since?.toISOString() ?? null, opts.limit, opts.audience !== 'members'],
      );
      return rows.map(signalFromRowOrNull).filter((s): s is Signal => s !== null);
    },

    /** The pending signals members may get (experimental ones left out): how many, and the first window's end. */
    async memberPending(): Promise<{ count: number; next_decision_at: string | null }> {
      const rows = await db.query<{ n: number; next: Date | string | null }>(
        `SELECT count(*)::int AS n, min(monitor_until) AS next FROM signals WHERE status = 'PENDING' AND NOT experimental`,
      );
      const next = rows[0]?.next ?? null;
      return {
        count: Number(rows[0]?.n ?? 0),
        next_decision_at: next === null ? null : new Date(next).toISOString(),
      };
    },

    /**
     * The public monitoring figures over published signals only (issue 28: the engine's own figures count
     * experimental decisions too): the last 500 decisions, how many in the last minute, their mean time from
     * creation to decision (seconds), and the published signals still pending.
     */
    async publishedDecisionFigures(): Promise<{
      total: number;
      confirmed: number;
      last_minute: number;
      avg_decision_s: number;
      pending: number;
    }> {
      const rows = await db.query<Record<string, unknown>>(
        `WITH d AS (
           SELECT * FROM (
             (SELECT true AS confirmed, confirmed_at AS at, created_at FROM signals
               WHERE confirmed_at IS NOT NULL AND NOT experimental ORDER BY confirmed_at DESC LIMIT 500)
             UNION ALL
             (SELECT false, rejected_at, created_at FROM signals
               WHERE rejected_at IS NOT NULL AND NOT experimental ORDER BY rejected_at DESC LIMIT 500)
           ) u ORDER BY at DESC LIMIT 500)
         SELECT count(*)::int AS total, count(*) FILTER (WHERE confirmed)::int AS confirmed,
                count(*) FILTER (WHERE at >= now() - interval '60 seconds')::int AS last_minute,
                coalesce(avg(EXTRACT(EPOCH FROM (at - created_at))), 0)::float8 AS avg_decision_s,
                (SELECT count(*)::int FROM signals WHERE status = 'PENDING' AND NOT experimental) AS pending
           FROM d`,
      );
      const r = rows[0] ?? {};
      return {
        total: Number(r.total ?? 0),
        confirmed: Number(r.confirmed ?? 0),
        last_minute: Number(r.last_minute ?? 0),
        avg_decision_s: Math.max(0, Number(r.avg_decision_s ?? 0)),
        pending: Number(r.pending ?? 0),
      };
    },

    /**
     * Confirmed and rejected signals decided since `since`, members' view (experimental ones left out), with the
     * figures the shared summariser needs; pending ones are not decisions yet.
     */
    async decidedSince(since: Date): Promise<StatsRow[]> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT status, direction, outcome, profit_loss, gross_profit_loss, fees_pct, funding_pct,
           to_char(coalesce(confirmed_at, rejected_at) AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day
         FROM signals
         WHERE NOT experimental
           AND ((status = 'CONFIRMED' AND confirmed_at >= $1) OR (status = 'REJECTED' AND rejected_at >= $1))`,
        [since.toISOString()],
      );
      const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return rows.map((r) => ({
        status: r.status as SignalStatus,
        direction: r.direction as Signal['direction'],
        outcome: (r.outcome ?? null) as Signal['outcome'],
        profit_loss: n(r.profit_loss),
        gross_profit_loss: n(r.gross_profit_loss),
        fees_pct: n(r.fees_pct),
        funding_pct: n(r.funding_pct),
        day: String(r.day),
      }));
    },
  };
}
export type SignalsRepo = ReturnType<typeof createSignalsRepo>;
