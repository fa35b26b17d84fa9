import type { Db, Queryable } from '../db/db';
import type { Alerter, AlertOutcome } from './alerter';
import {
  decideIncident,
  type ActiveCause,
  type IncidentCause,
  type IncidentNotice,
  type OpenIncident,
} from './incident';
import { incidentAlert, type IncidentContext } from './incident-text';
import { createSilencesRepo } from './silences.repo';

/** The watched conditions (alert_state `state:<name>`, written by `alerter.transition`) and their bad state. */
const CONDITIONS = [
  { key: 'state:engine', bad: 'down', cause: 'engine_down' },
  { key: 'state:bus', bad: 'down', cause: 'bus_down' },
  { key: 'state:rules', bad: 'critico', cause: 'rule_critical' },
] as const;
const INCIDENT_KEY = 'state:incident';
const NONE = 'none';

interface StateRow {
  key: string;
  state: string;
  changed_at: Date | string;
}

/** The stored row: an open incident, or when the last one ended (`{"ended_at": …}`), or nothing yet. */
function parseStored(state: string | undefined): { open: OpenIncident | null; lastEndedAt?: Date } {
  if (!state || state === NONE) return { open: null };
  try {
    const v = JSON.parse(state) as OpenIncident | { ended_at: string };
    return 'ended_at' in v ? { open: null, lastEndedAt: new Date(v.ended_at) } : { open: v };
  } catch {
    return { open: null };
  }
}

/** The causes bad now, and since when each healthy one is back (the end of an incident that just cleared). */
function readConditions(rows: StateRow[]) {
  const active: ActiveCause[] = [];
  const clearedAt: Partial<Record<IncidentCause, Date>> = {};
  for (const c of CONDITIONS) {
    const row = rows.find((r) => r.key === c.key);
    if (!row) continue;
    const at = new Date(row.changed_at);
    if (row.state === c.bad) active.push({ cause: c.cause, since: at });
    else clearedAt[c.cause] = at;
  }
  return { active, clearedAt };
}

/**
 * Turns the watched conditions into one incident and its notices. Each gateway calls `step` after recording
 * its observations; the incident row is locked in PostgreSQL (`SELECT … FOR UPDATE`), so with N gateways exactly
 * one decides each notice — also while Redis is down, since nothing here goes through the bus. The notice goes
 * out after the commit, through the alerter (silences, dedup per incident and notice, hourly cap, audit).
 */
export function createIncidentPager(db: Db, alerter: Alerter, repeatMinutes: number) {
  const repeatMs = repeatMinutes * 60_000;

  const decide = async (q: Queryable, now: Date): Promise<IncidentNotice | null> => {
    await q.query(`INSERT INTO alert_state (key, state) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      INCIDENT_KEY,
      NONE,
    ]);
    const [row] = await q.query<StateRow>(
      'SELECT key, state, changed_at FROM alert_state WHERE key = $1 FOR UPDATE',
      [INCIDENT_KEY],
    );
    const { open, lastEndedAt } = parseStored(row?.state);
    const conditions = await q.query<StateRow>(
      'SELECT key, state, changed_at FROM alert_state WHERE key IN ($1, $2, $3)',
      CONDITIONS.map((c) => c.key),
    );
    const { active, clearedAt } = readConditions(conditions);
    const silenced = (await createSilencesRepo(q).active(now)) !== null;
    const d = decideIncident(open, { active, now, repeatMs, silenced, clearedAt, lastEndedAt });
    if (d.next !== open)
      await q.query('UPDATE alert_state SET state = $2, changed_at = $3 WHERE key = $1', [
        INCIDENT_KEY,
        JSON.stringify(
          d.next ?? (d.notice?.type === 'resolved' ? { ended_at: d.notice.endedAt.toISOString() } : null),
        ),
        now.toISOString(),
      ]);
    return d.notice;
  };

  return {
    /** One pass at `now`: the notice this pass decided (if any) and what became of it. */
    async step(
      now: Date,
      ctx: IncidentContext,
    ): Promise<{ notice: IncidentNotice; outcome: AlertOutcome } | null> {
      const notice = await db.tx((q) => decide(q, now));
      if (!notice) return null;
      const outcome = await alerter.notify(incidentAlert(notice, now, ctx, repeatMinutes), { now });
      return { notice, outcome };
    },

    /** The open incident, if any (for the admin's view and tests). */
    async current(): Promise<OpenIncident | null> {
      const [row] = await db.query<StateRow>(
        'SELECT key, state, changed_at FROM alert_state WHERE key = $1',
        [INCIDENT_KEY],
      );
      return parseStored(row?.state).open;
    },
  };
}
export type IncidentPager = ReturnType<typeof createIncidentPager>;
