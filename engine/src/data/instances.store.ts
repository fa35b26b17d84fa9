import type { Queryable } from '@sinais/shared/server';

/** A previous active engine seen this recently and not cleanly stopped means it died: a failover. */
const FAILOVER_WINDOW_S = 300;

export interface InstanceBeat {
  instance_id: string;
  role: string;
  market_source: string;
  started_at: string;
  heartbeat_ms?: number;
  build?: string;
  host?: string;
}

export interface CycleRecord {
  cycle: number;
  pairs: number;
  signals: number;
  startedAt: Date;
  durationS: number;
}

// A restart under the same ENGINE_INSTANCE_ID is a new process: its start, build, host and heartbeat replace the
// old ones (Operação counted the uptime from the first start ever and kept the build of before a deploy).
const BEAT = `INSERT INTO engine_instances (instance_id, role, host, build, market_source, heartbeat_ms, started_at, last_seen)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (instance_id) DO UPDATE
        SET role = EXCLUDED.role, market_source = EXCLUDED.market_source, host = EXCLUDED.host,
            build = EXCLUDED.build, heartbeat_ms = EXCLUDED.heartbeat_ms, started_at = EXCLUDED.started_at,
            last_seen = now(), stopped_at = NULL, stop_kind = NULL`;
// The same beat keeps this process's run (engine_runs): the history of starts Operação tells restarts and crashes from.
const RUN_BEAT = `INSERT INTO engine_runs (instance_id, started_at, host, build, heartbeat_ms, led_since, last_seen)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 = 'active' THEN now() END, now())
     ON CONFLICT (instance_id, started_at) DO UPDATE
        SET last_seen = now(), led_since = COALESCE(engine_runs.led_since, EXCLUDED.led_since)`;
/**
 * The previous active engine and its last sign of life: its stored heartbeat or its last lease renewal (its term's
 * expiry less the ttl), whichever is later. The heartbeat is written by the publisher (a queue of its own, but still
 * after the event loop gets to it), so it can lag behind a busy engine; the lease is renewed by a query of its own.
 */
const PREVIOUS_ACTIVE = `SELECT i.instance_id, i.stopped_at,
        GREATEST(i.last_seen, (SELECT max(l.expires_at) FROM engine_lease l WHERE l.name = $3 AND l.holder = i.instance_id)
          - $4 * interval '1 millisecond') AS last_seen
      FROM engine_instances i
      WHERE i.role = 'active' AND i.instance_id <> $1 AND i.last_seen > now() - $2 * interval '1 second'
      ORDER BY i.last_seen DESC LIMIT 1`;

/** The engines that ran on this database (engine_instances), their cycles and their failovers. */
export function createInstancesStore(db: Queryable) {
  return {
    /** Every engine (active or standby) keeps its row fresh: the operator's list of instances. */
    async beat(b: InstanceBeat): Promise<void> {
      await db.query(BEAT, [
        b.instance_id,
        b.role,
        b.host ?? '—',
        b.build ?? '—',
        b.market_source,
        b.heartbeat_ms ?? 5000,
        b.started_at,
      ]);
      await db.query(RUN_BEAT, [
        b.instance_id,
        b.started_at,
        b.host ?? '—',
        b.build ?? '—',
        b.heartbeat_ms ?? 5000,
        b.role,
      ]);
    },

    async recordCycle(instanceId: string, c: CycleRecord): Promise<void> {
      await db.query(
        `INSERT INTO analysis_cycles (instance_id, cycle, pairs, signals, started_at, duration_s) VALUES ($1, $2, $3, $4, $5, $6)`,
        [instanceId, c.cycle, c.pairs, c.signals, c.startedAt.toISOString(), c.durationS],
      );
      await db.query(`DELETE FROM analysis_cycles WHERE finished_at < now() - interval '30 days'`);
    },

    /**
     * A clean stop (this instance, now) or a crash found at a failover (the previous instance: it ended at its
     * last heartbeat, not when someone noticed).
     */
    /** `lastSignOfLife`: for a crash, the lease-aware last sign of life the takeover was judged by. */
    async markStopped(instanceId: string, kind: 'clean' | 'crash', lastSignOfLife?: Date): Promise<void> {
      await db.query(
        `UPDATE engine_instances SET stopped_at = CASE WHEN $2 = 'crash' THEN last_seen ELSE now() END, stop_kind = $2
      WHERE instance_id = $1 AND stopped_at IS NULL`,
        [instanceId, kind],
      );
      // A run that stopped reporting without a clean stop is a crash: it keeps no stop, only its last sign of life.
      const latestRun = `instance_id = $1 AND started_at = (SELECT max(started_at) FROM engine_runs WHERE instance_id = $1)`;
      if (kind === 'clean')
        await db.query(`UPDATE engine_runs SET stopped_at = now() WHERE stopped_at IS NULL AND ${latestRun}`, [
          instanceId,
        ]);
      else if (lastSignOfLife)
        await db.query(`UPDATE engine_runs SET last_seen = GREATEST(last_seen, $2) WHERE ${latestRun}`, [
          instanceId,
          lastSignOfLife,
        ]);
    },

    async previousActive(
      me: string,
      lease: { key: string; ttlMs: number },
    ): Promise<{ instanceId: string; stopped: boolean; lastSeen: string } | null> {
      const rows = await db.query<{ instance_id: string; stopped_at: Date | null; last_seen: Date }>(
        PREVIOUS_ACTIVE,
        [me, FAILOVER_WINDOW_S, lease.key, lease.ttlMs],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        instanceId: r.instance_id,
        stopped: r.stopped_at !== null,
        lastSeen: new Date(r.last_seen).toISOString(),
      };
    },

    /** The audit row of a failover (no actor: the engine decided it). */
    async auditFailover(details: { from: string; to: string; last_seen: string }): Promise<void> {
      await db.query(
        `INSERT INTO audit_logs (actor_id, actor_email, action, target, details) VALUES (NULL, NULL, 'engine.failover', 'engine', $1)`,
        [JSON.stringify(details)],
      );
    },
  };
}

export type InstancesStore = ReturnType<typeof createInstancesStore>;
