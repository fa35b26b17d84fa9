import { signalSchema, type Signal, type SignalStatus } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

const COLUMNS = Object.keys(signalSchema.shape) as Array<keyof Signal>;
const TIME_COLUMNS = new Set<string>([
  'entry_time',
  'created_at',
  'confirmed_at',
  'rejected_at',
  'closed_at',
]);
const SELECT = COLUMNS.join(', ');

/** A row (timestamps as Date, jsonb parsed, both drivers) back to the Signal the engine published. */
export function rowToSignal(row: Record<string, unknown>): Signal | null {
  const out: Record<string, unknown> = {};
  for (const c of COLUMNS) {
    const v = row[c];
    out[c] = TIME_COLUMNS.has(c) && v instanceof Date ? v.toISOString() : v;
  }
  const parsed = signalSchema.safeParse(out);
  return parsed.success ? parsed.data : null;
}

const TIME_OF: Record<SignalStatus, string> = {
  CONFIRMED: 'confirmed_at',
  REJECTED: 'rejected_at',
  PENDING: 'created_at',
};

export interface DailyRow {
  day: string;
  total: number;
  buy: number;
  sell: number;
  target_hit: number;
  stop_hit: number;
  expired: number;
  open: number;
  profit_pct: number;
}

export function createSignalsRepo(db: Queryable) {
  return {
    /** Signals in a status, newest first; `since` bounds the status's own timestamp. */
    async list(status: SignalStatus, opts: { since?: Date; limit: number }): Promise<Signal[]> {
      const col = TIME_OF[status];
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${SELECT} FROM signals
         WHERE status = $1 AND ($2::timestamptz IS NULL OR ${col} >= $2)
         ORDER BY ${col} DESC NULLS LAST LIMIT $3`,
        [status, opts.since?.toISOString() ?? null, opts.limit],
      );
      return rows.map(rowToSignal).filter((s): s is Signal => s !== null);
    },

    async countByStatusSince(since: Date): Promise<Record<SignalStatus, number>> {
      const rows = await db.query<{ status: SignalStatus; n: string | number }>(
        `SELECT status, count(*) AS n FROM signals
         WHERE (status = 'PENDING') OR (status = 'CONFIRMED' AND confirmed_at >= $1) OR (status = 'REJECTED' AND rejected_at >= $1)
         GROUP BY status`,
        [since.toISOString()],
      );
      const out: Record<SignalStatus, number> = { PENDING: 0, CONFIRMED: 0, REJECTED: 0 };
      for (const r of rows) out[r.status] = Number(r.n);
      return out;
    },

    /** Confirmed signals per Sao Paulo day since `since`, with their recorded outcomes. */
    async dailyResults(since: Date): Promise<DailyRow[]> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT to_char(confirmed_at AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day,
           count(*) AS total,
           count(*) FILTER (WHERE type = 'COMPRA') AS buy,
           count(*) FILTER (WHERE type = 'VENDA') AS sell,
           count(*) FILTER (WHERE outcome = 'TARGET_HIT') AS target_hit,
           count(*) FILTER (WHERE outcome = 'STOP_HIT') AS stop_hit,
           count(*) FILTER (WHERE outcome = 'EXPIRED') AS expired,
           count(*) FILTER (WHERE outcome = 'OPEN' OR outcome IS NULL) AS open,
           coalesce(sum(profit_loss) FILTER (WHERE outcome IN ('TARGET_HIT','STOP_HIT','EXPIRED')), 0) AS profit_pct
         FROM signals WHERE status = 'CONFIRMED' AND confirmed_at >= $1
         GROUP BY 1 ORDER BY 1`,
        [since.toISOString()],
      );
      return rows.map((r) => ({
        day: String(r.day),
        total: Number(r.total),
        buy: Number(r.buy),
        sell: Number(r.sell),
        target_hit: Number(r.target_hit),
        stop_hit: Number(r.stop_hit),
        expired: Number(r.expired),
        open: Number(r.open),
        profit_pct: Number(r.profit_pct),
      }));
    },

    async avgProfitSince(since: Date): Promise<number | null> {
      const rows = await db.query<{ a: number | string | null }>(
        `SELECT avg(profit_loss) AS a FROM signals
         WHERE status = 'CONFIRMED' AND confirmed_at >= $1 AND outcome IN ('TARGET_HIT','STOP_HIT','EXPIRED') AND profit_loss IS NOT NULL`,
        [since.toISOString()],
      );
      const a = rows[0]?.a;
      return a === null || a === undefined ? null : Number(a);
    },
  };
}
export type SignalsRepo = ReturnType<typeof createSignalsRepo>;
