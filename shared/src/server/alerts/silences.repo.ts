import type { AlertSilence, SilencedAlert } from '../../schemas/alert-silences';
import type { Queryable } from '../db/db';

interface SilenceRow {
  id: string | number;
  reason: string;
  starts_at: Date | string;
  ends_at: Date | string;
  created_by_email: string | null;
  ended_at: Date | string | null;
  ended_by_email: string | null;
  silenced_count: string | number;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function silenceOf(r: SilenceRow, now: Date): AlertSilence {
  const state = r.ended_at ? 'encerrado' : new Date(r.ends_at) <= now ? 'expirado' : 'em_vigor';
  return {
    id: Number(r.id),
    reason: r.reason,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    created_by_email: r.created_by_email,
    ended_at: r.ended_at ? iso(r.ended_at) : null,
    ended_by_email: r.ended_by_email,
    state,
    silenced_count: Number(r.silenced_count),
  };
}

const COLUMNS = `s.id, s.reason, s.starts_at, s.ends_at, s.created_by_email, s.ended_at, s.ended_by_email,
  (SELECT count(*) FROM audit_logs a WHERE a.action = 'alert.silenced' AND a.details->>'silence_id' = s.id::text)
    AS silenced_count`;

/** The alert silences (table alert_silences): the one place their SQL lives. */
export function createSilencesRepo(q: Queryable) {
  return {
    /** The silence in force at `now` (the one ending last when several overlap), or null. */
    async active(now: Date): Promise<AlertSilence | null> {
      const rows = await q.query<SilenceRow>(
        `SELECT ${COLUMNS} FROM alert_silences s
          WHERE s.ended_at IS NULL AND s.starts_at <= $1 AND s.ends_at > $1
          ORDER BY s.ends_at DESC LIMIT 1`,
        [now.toISOString()],
      );
      return rows[0] ? silenceOf(rows[0], now) : null;
    },

    async create(
      s: { reason: string; startsAt: Date; endsAt: Date; actorId: string | null; actorEmail: string | null },
      now: Date,
    ): Promise<AlertSilence> {
      const [row] = await q.query<SilenceRow>(
        `INSERT INTO alert_silences AS s (reason, starts_at, ends_at, created_by, created_by_email)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [s.reason, s.startsAt.toISOString(), s.endsAt.toISOString(), s.actorId, s.actorEmail],
      );
      return silenceOf(row!, now);
    },

    /** Ends a silence still in force; null when there is none with that id in force (ended or expired). */
    async end(id: number, actorEmail: string | null, now: Date): Promise<AlertSilence | null> {
      const [row] = await q.query<SilenceRow>(
        `UPDATE alert_silences AS s SET ended_at = $2, ended_by_email = $3
          WHERE s.id = $1 AND s.ended_at IS NULL AND s.ends_at > $2 RETURNING ${COLUMNS}`,
        [id, now.toISOString(), actorEmail],
      );
      return row ? silenceOf(row, now) : null;
    },

    async byId(id: number, now: Date): Promise<AlertSilence | null> {
      const [row] = await q.query<SilenceRow>(`SELECT ${COLUMNS} FROM alert_silences s WHERE s.id = $1`, [
        id,
      ]);
      return row ? silenceOf(row, now) : null;
    },

    /** The latest silences, newest first. */
    async recent(limit: number, now: Date): Promise<AlertSilence[]> {
      const rows = await q.query<SilenceRow>(
        `SELECT ${COLUMNS} FROM alert_silences s ORDER BY s.created_at DESC, s.id DESC LIMIT $1`,
        [limit],
      );
      return rows.map((r) => silenceOf(r, now));
    },

    /** The latest alerts a silence held back (from the audit log), newest first. */
    async silencedAlerts(limit: number): Promise<SilencedAlert[]> {
      const rows = await q.query<{
        created_at: Date | string;
        target: string | null;
        title: string | null;
        silence_id: string;
      }>(
        `SELECT created_at, target, details->>'title' AS title, details->>'silence_id' AS silence_id
           FROM audit_logs WHERE action = 'alert.silenced' ORDER BY id DESC LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({
        at: iso(r.created_at),
        kind: r.target ?? '',
        title: r.title ?? '',
        silence_id: Number(r.silence_id),
      }));
    },
  };
}
export type SilencesRepo = ReturnType<typeof createSilencesRepo>;
