import type { OutcomeTally } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

/** Counts of a set of signals, by the fields the one success definition needs (shared/domain/track-record). */
export interface SignalTally extends OutcomeTally {
  key: string;
  signals: number;
  pending: number;
  confirmed: number;
  rejected: number;
  open: number;
  net_sum: number;
  net_n: number;
  avg_confirmation_s: number | null;
  normal: number;
  independent: number;
}

const TALLY = `
  count(*)::int AS signals,
  count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
  count(*) FILTER (WHERE status = 'CONFIRMED')::int AS confirmed,
  count(*) FILTER (WHERE status = 'REJECTED')::int AS rejected,
  count(*) FILTER (WHERE status = 'CONFIRMED' AND (outcome IS NULL OR outcome = 'OPEN'))::int AS open,
  count(*) FILTER (WHERE status = 'CONFIRMED' AND outcome = 'TARGET_HIT')::int AS wins,
  count(*) FILTER (WHERE status = 'CONFIRMED' AND outcome = 'STOP_HIT')::int AS losses,
  count(*) FILTER (WHERE status = 'CONFIRMED' AND outcome = 'EXPIRED')::int AS expired,
  coalesce(sum(profit_loss) FILTER (WHERE status = 'CONFIRMED' AND outcome IN ('TARGET_HIT','STOP_HIT','EXPIRED') AND profit_loss IS NOT NULL), 0) AS net_sum,
  count(*) FILTER (WHERE status = 'CONFIRMED' AND outcome IN ('TARGET_HIT','STOP_HIT','EXPIRED') AND profit_loss IS NOT NULL)::int AS net_n,
  avg(EXTRACT(EPOCH FROM (confirmed_at - created_at))) FILTER (WHERE confirmed_at IS NOT NULL) AS avg_confirmation_s,
  count(*) FILTER (WHERE status = 'CONFIRMED' AND behavior_type = 'NORMAL')::int AS normal,
  count(*) FILTER (WHERE status = 'CONFIRMED' AND behavior_type <> 'NORMAL')::int AS independent`;

const toTally = (r: Record<string, unknown>, key: string): SignalTally => ({
  key,
  signals: Number(r.signals ?? 0),
  pending: Number(r.pending ?? 0),
  confirmed: Number(r.confirmed ?? 0),
  rejected: Number(r.rejected ?? 0),
  open: Number(r.open ?? 0),
  wins: Number(r.wins ?? 0),
  losses: Number(r.losses ?? 0),
  expired: Number(r.expired ?? 0),
  net_sum: Number(r.net_sum ?? 0),
  net_n: Number(r.net_n ?? 0),
  avg_confirmation_s:
    r.avg_confirmation_s === null || r.avg_confirmation_s === undefined ? null : Number(r.avg_confirmation_s),
  normal: Number(r.normal ?? 0),
  independent: Number(r.independent ?? 0),
});

export function createSignalTallyRepo(db: Queryable) {
  return {
    /**
     * Tallies of signals created since each instant (null = all time), in ONE statement so the figures of
     * one page agree with each other. Experimental signals (not published by the live gate) are left out:
     * they never reached members.
     */
    async tallySince<K extends string>(periods: Record<K, Date | null>): Promise<Record<K, SignalTally>> {
      const keys = Object.keys(periods) as K[];
      const cols = keys
        .map(
          (k, i) =>
            `(SELECT row_to_json(t) FROM (SELECT ${TALLY} FROM signals WHERE NOT experimental AND ($${i + 1}::timestamptz IS NULL OR created_at >= $${i + 1})) t) AS p${i}`,
        )
        .join(', ');
      const rows = await db.query<Record<string, Record<string, unknown>>>(
        `SELECT ${cols}`,
        keys.map((k) => periods[k]?.toISOString() ?? null),
      );
      return Object.fromEntries(keys.map((k, i) => [k, toTally(rows[0]![`p${i}`] ?? {}, k)])) as Record<
        K,
        SignalTally
      >;
    },

    /** Per strategy since an instant (null = all time). */
    async tallyByStrategy(since: Date | null): Promise<SignalTally[]> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT strategy, ${TALLY} FROM signals
      WHERE NOT experimental AND ($1::timestamptz IS NULL OR created_at >= $1)
      GROUP BY strategy ORDER BY strategy`,
        [since?.toISOString() ?? null],
      );
      return rows.map((r) => toTally(r, String(r.strategy)));
    },
  };
}
export type SignalTallyRepo = ReturnType<typeof createSignalTallyRepo>;
