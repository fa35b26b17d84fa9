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
    ): Promise<boolean> {
      return db.tx(async (q) => {
        await q.query('SELECT pg_advisory_xact_lock($1)', [482_117_031]);
        const last = await q.query<{ checked_at: Date }>(
          'SELECT checked_at FROM immutable_rule_checks ORDER BY id DESC LIMIT 1',
        );
        const due = !last[0] || now.getTime() - new Date(last[0].checked_at).getTime() >= RECORD_EVERY_MS;
        if (due || opts.point) {
          const summary = Object.fromEntries(
            rules.map((r) => [r.rule, { status: r.status, conformidade: r.conformidade }]),
          );
          await q.query('INSERT INTO immutable_rule_checks (checked_at, score, rules) VALUES ($1, $2, $3)', [
            now.toISOString(),
            score,
            JSON.stringify(summary),
          ]);
        }
        const e = opts.endedAt;
        for (const r of rules) {
          if (!r.violation) {
            await q.query(
              `UPDATE immutable_rule_violations
              SET resolved_at = GREATEST(started_at, LEAST($2::timestamptz, CASE details->>'cause'
                    WHEN 'motor_fora' THEN $3::timestamptz WHEN 'pausa' THEN $4::timestamptz ELSE $2::timestamptz END))
            WHERE rule = $1 AND resolved_at IS NULL`,
              [r.rule, now.toISOString(), e.motor_fora.toISOString(), e.pausa.toISOString()],
            );
          } else {
            await q.query(
              `INSERT INTO immutable_rule_violations (rule, severity, title, details, started_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (rule) WHERE resolved_at IS NULL DO NOTHING`,
              [
                r.rule,
                r.violation.severity,
                r.violation.title,
                JSON.stringify({ status: r.status, conformidade: r.conformidade, cause: r.violation.cause }),
                r.violation.since.toISOString(),
              ],
            );
          }
        }
        return due || opts.point;
      });
    },

    /** Violation episodes (start, end, cause) of one rule or all since a time, newest first. */
    async ruleEpisodes(since: Date) {
      return db.query<{
        rule: string;
        severity: string;
        title: string;
        cause: string | null;
        started_at: Date;
        resolved_at: Date | null;
      }>(
        `SELECT rule, severity, title, details->>'cause' AS cause, started_at, resolved_at
       FROM immutable_rule_violations WHERE coalesce(resolved_at, now()) >= $1 ORDER BY started_at DESC LIMIT 200`,
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
