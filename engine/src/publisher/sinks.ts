import type { TypedEnvelope } from '@sinais/shared';
import type { Bus, Db } from '@sinais/shared/server';

/** Somewhere an event goes. Each sink fails alone; the publisher never lets one stop another. */
export interface Sink {
  name: string;
  write(env: TypedEnvelope): Promise<void>;
}

export function busSink(bus: Bus): Sink {
  return { name: 'bus', write: (env) => bus.publish(env) };
}

export const HISTORY_SIZE = 30;
export const LOGS_KEPT = 1000;

/** Snapshot keys the gateway serves over REST, by event type. */
const SNAPSHOT_KEYS: Partial<Record<string, string>> = {
  'analysis:progressed': 'analysis_status',
  'analysis:pair-analyzed': 'current_analysis',
  'monitoring:status-changed': 'monitoring_status',
  'engine:heartbeat': 'heartbeat',
  'btc:updated': 'btc',
};

export async function saveState(db: Db, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO engine_state (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/** The store sink: engine_state snapshots, the analysis history, analysis_results and system_logs (pruned). */
export function storeSink(db: Db): Sink {
  let history: unknown[] | null = null;
  let logsSincePrune = 0;
  return {
    name: 'store',
    async write(env) {
      const key = SNAPSHOT_KEYS[env.type];
      // The REST snapshot is the active engine's; a standby's heartbeat only goes to the bus.
      const standby = env.type === 'engine:heartbeat' && (env.data as { role: string }).role === 'standby';
      if (key && !standby) await saveState(db, key, env.data);
      if (env.type === 'engine:heartbeat') await saveInstance(db, env.data as InstanceBeat);
      if (env.type === 'analysis:pair-analyzed') {
        // Candles only serve the live chart: the history and analysis_results keep the verdict, not them.
        const { candles: _candles, ...verdict } = env.data as { candles?: unknown };
        const d = verdict as {
          cycle: number;
          symbol: string;
          timeframe: string;
          strategy: string;
          overall_score: number;
          signal_generated: boolean;
        };
        // Continue the history a previous engine left (failover, restart) instead of starting it over.
        history ??= await loadHistory(db);
        history.unshift(verdict);
        history.length = Math.min(history.length, HISTORY_SIZE);
        await saveState(db, 'analysis_history', history);
        await db.query(
          'INSERT INTO analysis_results (cycle, symbol, timeframe, strategy, score, signal_generated, payload) VALUES ($1,$2,$3,$4,$5,$6,$7)',
          [
            d.cycle,
            d.symbol,
            d.timeframe,
            d.strategy,
            d.overall_score,
            d.signal_generated,
            JSON.stringify(env.data),
          ],
        );
      }
      if (env.type === 'log:appended') {
        const d = env.data as {
          timestamp: string;
          level: string;
          service: string;
          message: string;
          details: unknown;
        };
        await db.query(
          'INSERT INTO system_logs (timestamp, level, service, message, details) VALUES ($1,$2,$3,$4,$5)',
          [d.timestamp, d.level, d.service, d.message, d.details === null ? null : JSON.stringify(d.details)],
        );
        if (++logsSincePrune >= 50) {
          logsSincePrune = 0;
          await pruneLogs(db);
        }
      }
    },
  };
}

interface InstanceBeat {
  instance_id: string;
  role: string;
  market_source: string;
  started_at: string;
  heartbeat_ms?: number;
  build?: string;
  host?: string;
}

/** Every engine (active or standby) keeps its row fresh: the operator's list of instances. */
async function saveInstance(db: Db, b: InstanceBeat): Promise<void> {
  await db.query(
    `INSERT INTO engine_instances (instance_id, role, host, build, market_source, heartbeat_ms, started_at, last_seen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (instance_id) DO UPDATE
        SET role = EXCLUDED.role, market_source = EXCLUDED.market_source, last_seen = now(), stopped_at = NULL, stop_kind = NULL`,
    [
      b.instance_id,
      b.role,
      b.host ?? '—',
      b.build ?? '—',
      b.market_source,
      b.heartbeat_ms ?? 5000,
      b.started_at,
    ],
  );
}

async function loadHistory(db: Db): Promise<unknown[]> {
  const rows = await db.query<{ value: unknown }>(
    "SELECT value FROM engine_state WHERE key = 'analysis_history'",
  );
  const v = rows[0]?.value;
  return Array.isArray(v) ? v.slice(0, HISTORY_SIZE) : [];
}

export async function pruneLogs(db: Db, keep = LOGS_KEPT): Promise<void> {
  await db.query(
    `DELETE FROM system_logs WHERE id <= (SELECT id FROM system_logs ORDER BY id DESC OFFSET $1 LIMIT 1)`,
    [keep],
  );
}
