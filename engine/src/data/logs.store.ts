import type { Queryable } from '@sinais/shared/server';

export const LOGS_KEPT = 1000;

export interface StoredLog {
  timestamp: string;
  level: string;
  service: string;
  message: string;
  details: unknown;
}

export interface StoredAnalysis {
  cycle: number;
  symbol: string;
  timeframe: string;
  strategy: string;
  overall_score: number;
  signal_generated: boolean;
}

/** The operator's records of what the engine did: system_logs (pruned) and analysis_results. */
export function createLogsStore(db: Queryable) {
  return {
    async appendLog(d: StoredLog): Promise<void> {
      await db.query(
        'INSERT INTO system_logs (timestamp, level, service, message, details) VALUES ($1,$2,$3,$4,$5)',
        [d.timestamp, d.level, d.service, d.message, d.details === null ? null : JSON.stringify(d.details)],
      );
    },
    /** Appends one line and returns its id (the log stream's offset) and the stream's epoch, in one statement. */
    async appendLogAt(d: StoredLog): Promise<{ id: number; epoch: string | null }> {
      const rows = await db.query<{ id: string | number; epoch: string | null }>(
        `INSERT INTO system_logs (timestamp, level, service, message, details) VALUES ($1,$2,$3,$4,$5)
         RETURNING id, (SELECT epoch FROM live_stream_epoch) AS epoch`,
        [d.timestamp, d.level, d.service, d.message, d.details === null ? null : JSON.stringify(d.details)],
      );
      return { id: Number(rows[0]!.id), epoch: rows[0]!.epoch };
    },
    /** Keeps the newest `keep` system logs. */
    async pruneLogs(keep = LOGS_KEPT): Promise<void> {
      await db.query(
        `DELETE FROM system_logs WHERE id <= (SELECT id FROM system_logs ORDER BY id DESC OFFSET $1 LIMIT 1)`,
        [keep],
      );
    },
    /** One analysed pair: its verdict in columns, the whole payload as JSON. */
    async appendAnalysis(d: StoredAnalysis, payload: unknown): Promise<void> {
      await db.query(
        'INSERT INTO analysis_results (cycle, symbol, timeframe, strategy, score, signal_generated, payload) VALUES ($1,$2,$3,$4,$5,$6,$7)',
        [
          d.cycle,
          d.symbol,
          d.timeframe,
          d.strategy,
          d.overall_score,
          d.signal_generated,
          JSON.stringify(payload),
        ],
      );
    },
    async pruneAnalyses(): Promise<void> {
      await db.query("DELETE FROM analysis_results WHERE analyzed_at < now() - interval '7 days'");
    },
  };
}

export type LogsStore = ReturnType<typeof createLogsStore>;
