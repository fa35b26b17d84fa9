import { SEARCH_COUNT_CAP } from '@sinais/shared';
import type { Db, Queryable } from '@sinais/shared/server';

/** Where a page stopped, in (created_at DESC, id DESC) order: the next page starts after it. */
export interface Key {
  at: string;
  id: string;
}

/** Parameters numbered as they are added, so conditions can be composed into any query. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** A condition on the row alias `t`, written against the query's own parameters. */
export type Condition = (p: SqlParams) => string;

/**
 * Rows read newest first before the search turns to the indexes: a broad term ("a", "@seed") finds its page
 * in this window and never touches a trigram index (whose posting lists for common trigrams are the whole
 * table); a rare one shows it has few matches and goes to the index.
 */
export const WINDOW_ROWS = 4000;
/**
 * The time a section may spend beyond its newest-first windows: a fallback query still running at the deadline
 * is cancelled and the section answers with what it found (marked partial).
 */
export const SECTION_BUDGET_MS = 40;
/** A query started this close to the deadline is not started at all. */
const MIN_QUERY_MS = 5;

/** When a section's fallback queries must have ended (ms since epoch). */
export type Deadline = number;
export const deadlineIn = (ms = SECTION_BUDGET_MS): Deadline => Date.now() + ms;
const QUERY_CANCELED = '57014';

export const afterKey = (p: SqlParams, key: Key | null) =>
  key ? `(t.created_at, t.id) < (${p.add(key.at)}::timestamptz, ${p.add(key.id)})` : 'true';

export const keyOf = (r: { id: unknown; at: unknown }): Key => ({ id: String(r.id), at: String(r.at) });

/**
 * Runs `run` before `deadline` on PostgreSQL (statement_timeout in its own transaction); null when the deadline
 * passed. The embedded store (one process, small data) runs it without one.
 */
export async function withinBudget<T>(
  db: Db,
  deadline: Deadline,
  run: (q: Queryable) => Promise<T>,
): Promise<T | null> {
  if (db.kind !== 'postgres') return run(db);
  const ms = Math.floor(deadline - Date.now());
  if (ms < MIN_QUERY_MS) return null;
  try {
    return await db.tx(async (q) => {
      await q.query(`SET LOCAL statement_timeout = ${ms}`);
      return run(q);
    });
  } catch (err) {
    if ((err as { code?: string }).code === QUERY_CANCELED) return null;
    throw err;
  }
}

/** The newest `n` matching rows after a key, by whatever index the planner picks. */
export async function olderRows(q: Queryable, table: string, cond: Condition, after: Key | null, n: number) {
  const o = new SqlParams();
  const rows = await q.query<{ id: unknown; at: unknown }>(
    `SELECT t.id, t.created_at::text AS at FROM ${table} t WHERE (${cond(o)}) AND ${afterKey(o, after)}
     ORDER BY t.created_at DESC, t.id DESC LIMIT ${o.add(n)}`,
    o.values,
  );
  return rows.map(keyOf);
}

export interface NewestPage {
  keys: Key[];
  /** The budget ran out before the older rows were searched: the page holds only the newest window's matches. */
  partial: boolean;
}

/**
 * The newest `n` rows of `table` matching `cond` after `after`, in (created_at DESC, id DESC) order, without
 * sorting every match: first the newest WINDOW_ROWS rows (the created_at index), then — only when the window
 * held fewer than n matches — the older rows through the planner's choice of index, within the time budget.
 */
export async function newestPage(
  db: Db,
  table: string,
  cond: Condition,
  after: Key | null,
  n: number,
  deadline: Deadline,
  /** The condition is selective and indexed (an equality): straight to its index, no window. */
  direct = false,
): Promise<NewestPage> {
  if (direct) {
    const rows = await withinBudget(db, deadline, (q) => olderRows(q, table, cond, after, n));
    return { keys: rows ?? [], partial: rows === null };
  }
  const p = new SqlParams();
  const [w] = await db.query<{
    scanned: number;
    page: unknown[] | null;
    edge: { id: unknown; at: unknown } | null;
  }>(
    `WITH w AS MATERIALIZED (
       SELECT t.id, t.created_at, (${cond(p)}) AS m FROM ${table} t WHERE ${afterKey(p, after)}
       ORDER BY t.created_at DESC, t.id DESC LIMIT ${WINDOW_ROWS})
     SELECT (SELECT count(*) FROM w)::int AS scanned,
       (SELECT json_agg(json_build_object('id', id, 'at', created_at::text) ORDER BY created_at DESC, id DESC)
          FROM (SELECT id, created_at FROM w WHERE m ORDER BY created_at DESC, id DESC LIMIT ${p.add(n)}) s) AS page,
       (SELECT json_build_object('id', id, 'at', created_at::text) FROM w ORDER BY created_at, id LIMIT 1) AS edge`,
    p.values,
  );
  const keys = ((w?.page ?? []) as Array<{ id: unknown; at: unknown }>).map(keyOf);
  const edge = w?.edge ?? null;
  if (keys.length >= n || !w || w.scanned < WINDOW_ROWS || !edge) return { keys, partial: false };
  const older = await withinBudget(db, deadline, (q) =>
    olderRows(q, table, cond, keyOf(edge), n - keys.length),
  );
  if (!older) return { keys, partial: true };
  return { keys: [...keys, ...older], partial: false };
}

/**
 * How many rows match, exact up to SEARCH_COUNT_CAP: a count that stops at the cap (a broad term reaches it in
 * the first rows read), within the time budget; null when the budget ran out (the caller reports a lower bound).
 */
export async function cappedCount(
  db: Db,
  table: string,
  cond: Condition,
  deadline: Deadline,
): Promise<{ total: number; capped: boolean } | null> {
  const n = await withinBudget(db, deadline, async (q) => {
    const p = new SqlParams();
    const r = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} t WHERE ${cond(p)} LIMIT ${p.add(SEARCH_COUNT_CAP + 1)}) s`,
      p.values,
    );
    return Number(r[0]?.n ?? 0);
  });
  if (n === null) return null;
  return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, capped: true } : { total: n, capped: false };
}
