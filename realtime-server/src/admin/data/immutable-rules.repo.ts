import type { StoredEpisode } from '../domain/incidents';
import type { Db } from '@sinais/shared/server';
import type { RuleKey } from '@sinais/shared';
import type { z } from 'zod';
import { createEngineStateRepo } from '../../platform/engine-state.repo';

export type Entry<S extends z.ZodType> = { value: z.infer<S>; at: Date } | null;

const RECORD_EVERY_MS = 60_000;

/** Why a rule left 'ativa': the engine went silent, the operator paused it, or one of its checks failed. */
export type EpisodeCause = 'motor_fora' | 'pausa' | 'verificacao';

export interface RuleRecord {
  rule: RuleKey;
  status: string;
  conformidade: number;
  /** Set when the rule is not 'ativa': the episode to open (kept open while it lasts), from its real start. */
  violation: { severity: string; title: string; cause: EpisodeCause; since: Date } | null;
}

export interface OpenedEpisode {
  rule: RuleKey;
  cause: EpisodeCause;
  startedAt: Date;
}
export interface ClosedEpisode {
  rule: RuleKey;
  cause: string | null;
  startedAt: Date;
  endedAt: Date;
}
/** What an evaluation wrote: a trend point or not, and the episodes this gateway opened and closed (nobody else did). */
export interface RecordedCheck {
  point: boolean;
  opened: OpenedEpisode[];
  closed: ClosedEpisode[];
}

const statusOf = (rules: Record<string, unknown>, key: string) => {
  const r = rules[key] as { status?: unknown; conformidade?: unknown } | undefined;
  return `${String(r?.status)}|${Number(r?.conformidade)}`;
};
const sameSummary = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(b).every((k) => statusOf(a, k) === statusOf(b, k));

export function createImmutableRulesRepo(db: Db) {
  return {
    /** A validated engine_state entry with its time; null when missing or no longer of that shape. */
    async readState<S extends z.ZodType>(key: string, schema: S): Promise<Entry<S>> {
      const entry = await createEngineStateRepo(db).get(key, schema);
      return entry ? { value: entry.value, at: entry.updatedAt } : null;
    },

    async latestSelectionStats() {
      const rows = await db.query<{ stats: Record<string, number>; selected_at: Date; next_update: Date }>(
        'SELECT stats, selected_at, next_update FROM top_pairs_selections ORDER BY id DESC LIMIT 1',
      );
      return rows[0] ?? null;
    },

    /** The integrity counts the rules check (seeded demo signals left out). */
    async integrityCounts(at: {
      dayAgo: Date;
      overdueBefore: Date;
      todayStart: Date;
      lastCutoff: Date;
    }): Promise<Record<string, unknown>> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT
         (SELECT count(*)::int FROM signals s WHERE coalesce(s.confirmed_at, s.rejected_at) >= $1 AND s.id NOT LIKE 'seed\\_%'
            AND NOT EXISTS (SELECT 1 FROM signal_events e WHERE e.signal_id = s.id AND e.kind = 'created')) AS skipped_pending,
         (SELECT count(*)::int FROM signals WHERE status = 'PENDING' AND monitor_until < $2 AND id NOT LIKE 'seed\\_%') AS overdue_pending,
         (SELECT count(*)::int FROM signals WHERE status = 'CONFIRMED' AND confirmed_at >= $1 AND id NOT LIKE 'seed\\_%') AS confirmed_24h,
         (SELECT count(*)::int FROM signals s WHERE s.status = 'CONFIRMED' AND s.confirmed_at >= $1 AND s.id NOT LIKE 'seed\\_%'
            AND NOT EXISTS (SELECT 1 FROM signal_events e WHERE e.signal_id = s.id AND e.kind = 'confirmed')) AS confirmed_unrecorded,
         (SELECT count(*)::int FROM signals WHERE status = 'REJECTED' AND rejected_at >= $3 AND id NOT LIKE 'seed\\_%'
            AND jsonb_array_length(rejection_reasons) = 0) AS rejected_undocumented,
         (SELECT count(*)::int FROM signals WHERE status = 'PENDING' AND created_at < $4 AND id NOT LIKE 'seed\\_%') AS pending_past_cutoff`,
        [
          at.dayAgo.toISOString(),
          at.overdueBefore.toISOString(),
          at.todayStart.toISOString(),
          at.lastCutoff.toISOString(),
        ],
      );
      return rows[0] ?? {};
    },

    /**
     * Persists an evaluation: a check row (a trend point: at most one a minute, whichever gateway, unless a state
     * change asks for one now) and violation episodes — one row opens when a rule leaves 'ativa', at the cause's
     * real start, and closes when it returns, at the cause's end (`endedAt`: the heartbeat that came back, the
     * resume) — so 7-day counts are incidents, not polls, and a short incident is never missed.
     */
    async recordRulesCheck(
      now: Date,
      score: number,
      rules: RuleRecord[],
      opts: { endedAt: Record<EpisodeCause, Date>; point: boolean },
    ): Promise<RecordedCheck> {
      return db.tx(async (q) => {
        await q.query('SELECT pg_advisory_xact_lock($1)', [482_117_031]);
        const last = await q.query<{ checked_at: Date; rules: Record<string, unknown> }>(
          'SELECT checked_at, rules FROM immutable_rule_checks ORDER BY id DESC LIMIT 1',
        );
        const summary = Object.fromEntries(
          rules.map((r) => [r.rule, { status: r.status, conformidade: r.conformidade }]),
        );
        const due = !last[0] || now.getTime() - new Date(last[0].checked_at).getTime() >= RECORD_EVERY_MS;
        // A state change is one point whichever gateway saw it first: the others find it already recorded.
        const changed = opts.point && (!last[0] || !sameSummary(last[0].rules, summary));
        if (due || changed)
          await q.query('INSERT INTO immutable_rule_checks (checked_at, score, rules) VALUES ($1, $2, $3)', [
            now.toISOString(),
            score,
            JSON.stringify(summary),
          ]);
        const e = opts.endedAt;
        const opened: OpenedEpisode[] = [];
        const closed: ClosedEpisode[] = [];
        for (const r of rules) {
          // A rule back to 'ativa' closes its episode; one still out of it for another cause (the engine back, a
          // check still failing while it warms up) closes it too, so the next cause opens an episode of its own.
          const rows = await q.query<{ cause: string | null; started_at: Date; resolved_at: Date }>(
            `UPDATE immutable_rule_violations
              SET resolved_at = GREATEST(started_at, LEAST($2::timestamptz, CASE details->>'cause'
                    WHEN 'motor_fora' THEN $3::timestamptz WHEN 'pausa' THEN $4::timestamptz ELSE $2::timestamptz END))
            WHERE rule = $1 AND resolved_at IS NULL AND details->>'cause' IS DISTINCT FROM $5::text
            RETURNING details->>'cause' AS cause, started_at, resolved_at`,
            [r.rule, now.toISOString(), e.motor_fora.toISOString(), e.pausa.toISOString(), r.violation?.cause ?? null],
          );
          for (const c of rows)
            closed.push({
              rule: r.rule,
              cause: c.cause,
              startedAt: new Date(c.started_at),
              endedAt: new Date(c.resolved_at),
            });
          if (r.violation) {
            // Once per (rule, start): a gateway a step behind never reopens an episode another one just closed.
            const rows = await q.query<{ id: number }>(
              `INSERT INTO immutable_rule_violations (rule, severity, title, details, started_at)
               SELECT $1, $2, $3, $4, $5
                WHERE NOT EXISTS (SELECT 1 FROM immutable_rule_violations WHERE rule = $1 AND started_at = $5)
           ON CONFLICT (rule) WHERE resolved_at IS NULL DO NOTHING RETURNING id`,
              [
                r.rule,
                r.violation.severity,
                r.violation.title,
                JSON.stringify({ status: r.status, conformidade: r.conformidade, cause: r.violation.cause }),
                r.violation.since.toISOString(),
              ],
            );
            if (rows.length > 0)
              opened.push({ rule: r.rule, cause: r.violation.cause, startedAt: r.violation.since });
          }
        }
        return { point: due || changed, opened, closed };
      });
    },

    /** A line of the admin system logs, written by the gateway (an outage and its end, once across gateways). */
    async appendSystemLog(line: { level: string; message: string; details: Record<string, unknown> }) {
      await db.query(
        `INSERT INTO system_logs (timestamp, level, service, message, details) VALUES (now(), $1, 'SYSTEM', $2, $3)`,
        [line.level, line.message, JSON.stringify(line.details)],
      );
    },

    /** Violation episodes (start, end, cause) of one rule or all since a time, newest first. */
    async ruleEpisodes(since: Date) {
      return db.query<StoredEpisode>(
        `SELECT rule, severity, title, details->>'cause' AS cause, started_at, resolved_at
       FROM immutable_rule_violations WHERE coalesce(resolved_at, now()) >= $1 ORDER BY started_at DESC LIMIT 500`,
        [since.toISOString()],
      );
    },

    /** The alerts that went out (or were due to) since a time, oldest first (audit log). */
    async alertsSince(since: Date) {
      return db.query<{ created_at: Date; action: string; target: string | null; title: string | null }>(
        `SELECT created_at, action, target, details->>'title' AS title FROM audit_logs
          WHERE action IN ('alert.sent', 'alert.partial', 'alert.failed', 'alert.unsent') AND created_at >= $1
          ORDER BY created_at LIMIT 1000`,
        [since.toISOString()],
      );
    },

    /** Recorded scores since a time, and violation episodes per rule since another. */
    async rulesHistoryRows(since: Date, violationsSince: Date) {
      const [points, violations] = await Promise.all([
        db.query<{ checked_at: Date; score: number }>(
          'SELECT checked_at, score FROM immutable_rule_checks WHERE checked_at >= $1 ORDER BY checked_at LIMIT 2000',
          [since.toISOString()],
        ),
        db.query<{ rule: string; n: number }>(
          'SELECT rule, count(*)::int AS n FROM immutable_rule_violations WHERE started_at >= $1 GROUP BY rule',
          [violationsSince.toISOString()],
        ),
      ]);
      return { points, violations };
    },
  };
}
export type ImmutableRulesRepo = ReturnType<typeof createImmutableRulesRepo>;
