import type { Queryable } from '@sinais/shared/server';
import type { EngineRun } from '../domain/engine-story';

const stopKind = (v: unknown): 'clean' | 'crash' | null => (v === 'clean' || v === 'crash' ? v : null);
const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : v === null || v === undefined ? null : String(v);

/** Read side of the operator's view: engine instances, failovers, cycle times, audit log, a pair's history. */
export function createOperationsRepo(db: Queryable) {
  return {
    async instances() {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT instance_id, role, host, build, market_source, heartbeat_ms, started_at, last_seen, stopped_at, stop_kind,
                EXTRACT(EPOCH FROM (now() - last_seen)) * 1000 AS age_ms
           FROM engine_instances WHERE last_seen > now() - interval '1 day' ORDER BY last_seen DESC LIMIT 20`,
      );
      return rows.map((r) => ({
        instance_id: String(r.instance_id),
        role: String(r.role),
        host: String(r.host),
        build: String(r.build),
        market_source: String(r.market_source),
        heartbeat_ms: Number(r.heartbeat_ms),
        started_at: iso(r.started_at)!,
        last_seen: iso(r.last_seen)!,
        stopped_at: iso(r.stopped_at),
        stop_kind: stopKind(r.stop_kind),
        age_ms: Math.round(Number(r.age_ms)),
      }));
    },

    /** Engine processes seen in the last `days` (engine_runs), and the database's clock to judge them by. */
    async engineRuns(days: number): Promise<{ runs: EngineRun[]; now: number }> {
      const rows = await db.query<Record<string, unknown>>(
        // The newest 500, oldest first.
        `SELECT * FROM (
           SELECT instance_id, started_at, host, build, heartbeat_ms, led_since, last_seen, stopped_at, now() AS db_now
             FROM engine_runs WHERE last_seen > now() - $1 * interval '1 day' ORDER BY started_at DESC LIMIT 500
         ) newest ORDER BY started_at`,
        [days],
      );
      const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
      return {
        now: rows[0] ? date(rows[0].db_now)!.getTime() : Date.now(),
        runs: rows.map((r) => ({
          instance_id: String(r.instance_id),
          started_at: date(r.started_at)!,
          host: String(r.host),
          build: String(r.build),
          heartbeat_ms: Number(r.heartbeat_ms),
          led_since: date(r.led_since),
          last_seen: date(r.last_seen)!,
          stopped_at: date(r.stopped_at),
        })),
      };
    },

    async lastFailover() {
      const rows = await db.query<{ created_at: Date; details: Record<string, unknown> }>(
        `SELECT created_at, details FROM audit_logs WHERE action = 'engine.failover' ORDER BY id DESC LIMIT 1`,
      );
      const r = rows[0];
      return r
        ? { at: iso(r.created_at)!, from: String(r.details?.from ?? '—'), to: String(r.details?.to ?? '—') }
        : null;
    },

    async cycles(limit: number) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT cycle, instance_id, pairs, signals, started_at, finished_at, duration_s FROM analysis_cycles
          ORDER BY id DESC LIMIT $1`,
        [limit],
      );
      return rows
        .map((r) => ({
          cycle: Number(r.cycle),
          instance_id: String(r.instance_id),
          pairs: Number(r.pairs),
          signals: Number(r.signals),
          started_at: iso(r.started_at)!,
          finished_at: iso(r.finished_at)!,
          duration_s: Math.round(Number(r.duration_s) * 10) / 10,
        }))
        .reverse();
    },

    async auditLogs(f: {
      q?: string;
      action?: string;
      from?: string;
      to?: string;
      limit: number;
      offset: number;
    }) {
      const where = `($1::text IS NULL OR a.search_text LIKE search_fold($1))
        AND ($2::text IS NULL OR a.action LIKE $2)
        AND ($3::timestamptz IS NULL OR a.created_at >= $3) AND ($4::timestamptz IS NULL OR a.created_at <= $4)`;
      const q = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const action = f.action ? `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const params = [q, action, f.from ?? null, f.to ?? null];
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(
          `SELECT a.id, a.action, a.actor_email, a.target, a.details, a.ip, a.created_at FROM audit_logs a
            WHERE ${where} ORDER BY a.id DESC LIMIT $5 OFFSET $6`,
          [...params, f.limit, f.offset],
        ),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_logs a WHERE ${where}`, params),
      ]);
      return {
        total: Number(count[0]?.n ?? 0),
        rows: rows.map((r) => ({
          id: Number(r.id),
          action: String(r.action),
          actor_email: (r.actor_email as string | null) ?? null,
          target: (r.target as string | null) ?? null,
          details: (r.details as Record<string, unknown> | null) ?? null,
          ip: (r.ip as string | null) ?? null,
          created_at: iso(r.created_at)!,
        })),
      };
    },

    async auditActions(): Promise<string[]> {
      const rows = await db.query<{ action: string }>(
        'SELECT DISTINCT action FROM audit_logs ORDER BY action LIMIT 200',
      );
      return rows.map((r) => r.action);
    },

    /** A pair's analyses (kept 7 days by the morning cleanup): score and indicators at each one. */
    async pairAnalyses(symbol: string, limit: number) {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT analyzed_at, cycle, timeframe, strategy, score, signal_generated, payload FROM analysis_results
          WHERE symbol = $1 ORDER BY analyzed_at DESC LIMIT $2`,
        [symbol, limit],
      );
      return rows
        .map((r) => {
          const p = (r.payload ?? {}) as { indicators?: Record<string, unknown>; direction?: string | null };
          return {
            analyzed_at: iso(r.analyzed_at)!,
            cycle: Number(r.cycle),
            timeframe: String(r.timeframe),
            strategy: String(r.strategy),
            score: Number(r.score),
            signal_generated: Boolean(r.signal_generated),
            direction: p.direction ?? null,
            indicators: p.indicators ?? null,
          };
        })
        .reverse();
    },
  };
}
export type OperationsRepo = ReturnType<typeof createOperationsRepo>;
