import { analysisStatusSchema } from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import type { ResumePoint } from '../worker/analysis-worker';

/** A previous active engine seen this recently and not cleanly stopped means it died: a failover. */
const FAILOVER_WINDOW_S = 300;

/** The stored analysis status of the previous run: where its cycle stood and its counters. */
export async function readResumePoint(db: Db): Promise<ResumePoint | null> {
  const rows = await db.query<{ value: unknown }>(
    "SELECT value FROM engine_state WHERE key = 'analysis_status'",
  );
  const parsed = analysisStatusSchema.safeParse(rows[0]?.value);
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
    cycle: s.cycle_count,
    index: s.current_index,
    total: s.total_pairs,
    currentPair: s.current_pair,
    signalsTotal: s.signals_generated,
    signalsCycle: s.signals_found_in_cycle ?? 0,
    cycleStartedAt: s.cycle_started_at ? Date.parse(s.cycle_started_at) : null,
    restUntil: s.is_resting && s.rest_until ? Date.parse(s.rest_until) : null,
  };
}

export async function recordCycle(
  db: Db,
  instanceId: string,
  c: { cycle: number; pairs: number; signals: number; startedAt: Date; durationS: number },
): Promise<void> {
  await db.query(
    `INSERT INTO analysis_cycles (instance_id, cycle, pairs, signals, started_at, duration_s) VALUES ($1, $2, $3, $4, $5, $6)`,
    [instanceId, c.cycle, c.pairs, c.signals, c.startedAt.toISOString(), c.durationS],
  );
  await db.query(`DELETE FROM analysis_cycles WHERE finished_at < now() - interval '30 days'`);
}

/**
 * A clean stop (this instance, now) or a crash found at a failover (the previous instance: it ended at its last
 * heartbeat, not when someone noticed).
 */
export async function markInstanceStopped(
  db: Db,
  instanceId: string,
  kind: 'clean' | 'crash',
): Promise<void> {
  await db.query(
    `UPDATE engine_instances SET stopped_at = CASE WHEN $2 = 'crash' THEN last_seen ELSE now() END, stop_kind = $2
      WHERE instance_id = $1 AND stopped_at IS NULL`,
    [instanceId, kind],
  );
}

export async function previousActive(
  db: Db,
  me: string,
): Promise<{ instanceId: string; stopped: boolean; lastSeen: string } | null> {
  const rows = await db.query<{ instance_id: string; stopped_at: Date | null; last_seen: Date }>(
    `SELECT instance_id, stopped_at, last_seen FROM engine_instances
      WHERE role = 'active' AND instance_id <> $1 AND last_seen > now() - $2 * interval '1 second'
      ORDER BY last_seen DESC LIMIT 1`,
    [me, FAILOVER_WINDOW_S],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    instanceId: r.instance_id,
    stopped: r.stopped_at !== null,
    lastSeen: new Date(r.last_seen).toISOString(),
  };
}
