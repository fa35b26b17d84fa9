import { z } from 'zod';
import type { Signal, TopPairsSelection } from '@sinais/shared';
import { signalFromRow, type Queryable } from '@sinais/shared/server';
import { createEngineStateRepo } from '../../platform/engine-state.repo';

export type { StateEntry } from '../../platform/engine-state.repo';

/** Read side of what the engine persists: engine_state snapshots, selections, logs, analyses and signals. */
export function createOperatorStateRepo(db: Queryable) {
  const engineState = createEngineStateRepo(db);
  return {
    get: engineState.raw,
    /** Validated: a snapshot that does not match its schema counts as absent. */
    read: engineState.get,
    many: engineState.many,

    /** A list the engine snapshots under `key`; absent or not matching, it is empty. */
    async list<S extends z.ZodType>(key: string, item: S): Promise<z.infer<S>[]> {
      return (await engineState.get(key, z.array(item)))?.value ?? [];
    },

    async latestSelection() {
      const rows = await db.query<{
        id: number;
        // Written by the engine from the same schema its top-pairs:selected event is validated with.
        pairs: TopPairsSelection['pairs'];
        stats: TopPairsSelection['stats'];
        criteria: TopPairsSelection['criteria'];
        source: string;
        selected_at: Date;
        next_update: Date;
      }>(
        'SELECT id, pairs, stats, criteria, source, selected_at, next_update FROM top_pairs_selections ORDER BY id DESC LIMIT 1',
      );
      return rows[0] ?? null;
    },

    async signalsOfSymbol(symbol: string, limit: number): Promise<Signal[]> {
      const rows = await db.query(
        `SELECT * FROM signals WHERE symbol = $1 ORDER BY created_at DESC LIMIT $2`,
        [symbol, limit],
      );
      return rows.map(signalFromRow);
    },

    async signalsByStatus(status: 'PENDING' | 'CONFIRMED' | 'REJECTED', limit: number): Promise<Signal[]> {
      const rows = await db.query(
        `SELECT * FROM signals WHERE status = $1 ORDER BY created_at DESC LIMIT $2`,
        [status, limit],
      );
      return rows.map(signalFromRow);
    },

    /** Pending signals with their counts from the same statement (window functions run before LIMIT). */
    async pendingOverview(limit: number): Promise<{ signals: Signal[]; total: number; analyzing: number }> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT *, count(*) OVER ()::int AS total_pending,
                count(*) FILTER (WHERE monitor_until IS NULL OR monitor_until > now()) OVER ()::int AS in_window
           FROM signals WHERE status = 'PENDING' ORDER BY created_at DESC LIMIT $1`,
        [limit],
      );
      return {
        signals: rows.map(signalFromRow),
        total: Number(rows[0]?.total_pending ?? 0),
        analyzing: Number(rows[0]?.in_window ?? 0),
      };
    },

    async logs(filter: {
      service?: string;
      level?: string;
      limit: number;
      afterId?: number;
      /** Text in the message (accent- and case-insensitive). */
      q?: string;
      from?: string;
      to?: string;
    }) {
      const rows = await db.query<{
        id: number;
        timestamp: Date;
        level: string;
        service: string;
        message: string;
        details: Record<string, unknown> | null;
      }>(
        `SELECT id, timestamp, level, service, message, details FROM system_logs
         WHERE ($1::text IS NULL OR service = $1) AND ($2::text IS NULL OR level = $2) AND id > $3
           AND ($5::text IS NULL OR search_fold(message) LIKE search_fold($5))
           AND ($6::timestamptz IS NULL OR timestamp >= $6) AND ($7::timestamptz IS NULL OR timestamp <= $7)
         ORDER BY id DESC LIMIT $4`,
        [
          filter.service ?? null,
          filter.level ?? null,
          filter.afterId ?? 0,
          filter.limit,
          filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
          filter.from ?? null,
          filter.to ?? null,
        ],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        timestamp: r.timestamp instanceof Date ? r.timestamp.toISOString() : String(r.timestamp),
        level: r.level,
        service: r.service,
        message: r.message,
        details: r.details,
      }));
    },

    async priceHistory(symbol: string, limit: number) {
      const rows = await db.query<{
        analyzed_at: Date;
        payload: { indicators?: { current_price?: number } };
        score: number;
        cycle: number;
      }>(
        `SELECT analyzed_at, payload, score, cycle FROM analysis_results WHERE symbol = $1 ORDER BY analyzed_at DESC LIMIT $2`,
        [symbol, limit],
      );
      return rows
        .map((r) => ({
          time: r.analyzed_at instanceof Date ? r.analyzed_at.toISOString() : String(r.analyzed_at),
          price: Number(r.payload?.indicators?.current_price ?? 0),
          score: Number(r.score),
          cycle: Number(r.cycle),
        }))
        .filter((p) => p.price > 0)
        .reverse();
    },
  };
}
export type OperatorStateRepo = ReturnType<typeof createOperatorStateRepo>;
