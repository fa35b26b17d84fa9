/**
 * One incident, one page: the pure decision behind the operator's pages (Alertmanager's grouping, repeat
 * interval and inhibition, in a few lines). Every watched condition that is bad now is a cause; while any cause
 * lasts, the incident is open. It pages when it opens (naming its root cause), reminds every `repeatMs` while it
 * lasts and sends one recovery with its duration when the last cause clears. The rules turning CRÍTICO while
 * the engine or the bus is down is a consequence of that incident (listed, never paged on its own); the rules
 * in CRÍTICO with no other cause open an incident of their own. The one extra page: an incident opened by the
 * rules alone that a root cause (engine, bus) joins later — the operator learns that it got worse.
 */

export type IncidentCause = 'engine_down' | 'bus_down' | 'rule_critical';

/** Root causes, most serious first; the rules are their consequence when one of them is present. */
const ROOT_CAUSES: readonly IncidentCause[] = ['engine_down', 'bus_down'];
const PRIORITY: readonly IncidentCause[] = [...ROOT_CAUSES, 'rule_critical'];

export interface ActiveCause {
  cause: IncidentCause;
  /** When this condition began (the engine: its last heartbeat). */
  since: Date;
}

/** The open incident, as stored (alert_state `state:incident`): plain JSON. */
export interface OpenIncident {
  started_at: string;
  /** The cause it paged for. */
  root: IncidentCause;
  /** Every cause seen during it, in order of arrival. */
  causes: IncidentCause[];
  /** The last notice (opening, escalation or reminder), sent or silenced. */
  notified_at: string;
  reminders: number;
  /** Whether a notice really went out (false while every notice so far fell in a silence). */
  paged: boolean;
}

export type IncidentNotice =
  | { type: 'opened'; incident: OpenIncident; active: ActiveCause[] }
  | { type: 'escalated'; incident: OpenIncident; cause: IncidentCause; active: ActiveCause[] }
  | { type: 'reminder'; incident: OpenIncident; active: ActiveCause[] }
  /** `lingering`: consequences still bad when the root causes came back (the rules catch up a bit later). */
  | { type: 'resolved'; incident: OpenIncident; endedAt: Date; lingering: IncidentCause[] };

/**
 * A consequence still bad when its incident ended (the rules CRÍTICO a few seconds after the engine is back)
 * is not a new incident for this long; if it outlasts it, it opens one of its own.
 */
export const LINGER_MS = 5 * 60_000;

/**
 * An incident resolves only once its root causes stayed back this long (Alertmanager's resolve timeout): an
 * engine whose heartbeats flap around the 3-heartbeat limit is one incident, not a page every few seconds.
 * 15 s = the 3 default heartbeats it takes to call the engine down.
 */
export const RESOLVE_HOLD_MS = 15_000;

export interface IncidentInput {
  active: ActiveCause[];
  now: Date;
  repeatMs: number;
  /** A silence is in force: notices are decided as usual and recorded as silenced, not paged. */
  silenced: boolean;
  /** When each cleared condition came back (the engine: its first heartbeat back); missing ones read `now`. */
  clearedAt?: Partial<Record<IncidentCause, Date>>;
  /** When the previous incident ended, if any. */
  lastEndedAt?: Date | undefined;
}

export const isRootCause = (c: IncidentCause) => ROOT_CAUSES.includes(c);

/** The cause an incident pages for: the most serious one present. */
export function rootOf(causes: readonly IncidentCause[]): IncidentCause {
  return PRIORITY.find((c) => causes.includes(c)) ?? 'rule_critical';
}

/**
 * When an incident ended: when its last root cause came back (the rules, their consequence, clear at the next
 * evaluation after it); with the rules alone, when they cleared. Never later than `now`.
 */
function endOf(open: OpenIncident, { clearedAt = {}, now }: IncidentInput): Date {
  const roots = open.causes.filter(isRootCause);
  const ends = (roots.length ? roots : open.causes).map((c) => clearedAt[c] ?? now);
  const last = Math.max(...ends.map((d) => d.getTime()));
  return new Date(Math.min(last, now.getTime()));
}

export function decideIncident(
  open: OpenIncident | null,
  input: IncidentInput,
): { next: OpenIncident | null; notice: IncidentNotice | null } {
  const { active, now, repeatMs, silenced } = input;
  const at = now.toISOString();
  const present = active.map((a) => a.cause);

  if (!open) {
    // What the previous incident left behind (begun before it ended) waits out LINGER_MS before counting.
    const last = input.lastEndedAt;
    const leftover = (a: ActiveCause) =>
      !isRootCause(a.cause) &&
      last !== undefined &&
      a.since <= last &&
      now.getTime() - last.getTime() < LINGER_MS;
    const fresh = active.filter((a) => !leftover(a));
    if (fresh.length === 0) return { next: null, notice: null };
    const start = Math.min(...fresh.map((a) => a.since.getTime()));
    const incident: OpenIncident = {
      started_at: new Date(Math.min(start, now.getTime())).toISOString(),
      root: rootOf(present),
      causes: PRIORITY.filter((c) => present.includes(c)),
      notified_at: at,
      reminders: 0,
      paged: !silenced,
    };
    return { next: incident, notice: { type: 'opened', incident, active } };
  }

  // An incident with a root cause ends when its root causes are back; one of the rules alone, when they clear.
  const hadRoot = open.causes.some(isRootCause);
  if (active.length === 0 || (hadRoot && !present.some(isRootCause))) {
    const endedAt = endOf(open, input);
    if (now.getTime() - endedAt.getTime() < RESOLVE_HOLD_MS) return { next: open, notice: null };
    return { next: null, notice: { type: 'resolved', incident: open, endedAt, lingering: present } };
  }

  const joined = present.filter((c) => !open.causes.includes(c));
  const causes = [...open.causes, ...joined];
  const escalation = isRootCause(open.root) ? undefined : joined.find(isRootCause);
  if (escalation) {
    const incident = { ...open, causes, root: escalation, notified_at: at, paged: open.paged || !silenced };
    return { next: incident, notice: { type: 'escalated', incident, cause: escalation, active } };
  }
  // Everything so far fell in a silence that has now ended: the incident pages as it stands.
  if (!open.paged && !silenced) {
    const incident = { ...open, causes, notified_at: at, paged: true };
    return { next: incident, notice: { type: 'opened', incident, active } };
  }
  if (now.getTime() - Date.parse(open.notified_at) >= repeatMs) {
    const incident = {
      ...open,
      causes,
      notified_at: at,
      reminders: open.reminders + 1,
      paged: open.paged || !silenced,
    };
    return { next: incident, notice: { type: 'reminder', incident, active } };
  }
  return { next: joined.length > 0 ? { ...open, causes } : open, notice: null };
}
