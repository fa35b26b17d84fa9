import { SEARCH_COUNT_CAP } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

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
 * Rows read newest first in the first pass of a walk: a broad term ("a", "@seed") finds its page and reaches the
 * count cap in these rows and stops there.
 */
export const WINDOW_ROWS = 4000;
/**
 * The most rows one answer walks (index-only, newest first) for the tiers no index serves. Bounded work instead
 * of a time limit: the same term on the same data always stops at the same row, loaded machine or not, and an
 * answer that stopped there says how far it searched and continues from there ("Mais resultados").
 */
export const SCAN_ROWS = 20_000;

export const afterKey = (p: SqlParams, key: Key | null) =>
  key ? `(t.created_at, t.id) < (${p.add(key.at)}::timestamptz, ${p.add(key.id)})` : 'true';

export const keyOf = (r: { id: unknown; at: unknown }): Key => ({ id: String(r.id), at: String(r.at) });

/**
 * The newest `n` matching rows after a key through the condition's own index. `split`: conditions each served in
 * key order by one index (one audit action each), read one by one and merged, so no match list is sorted whole.
 */
export async function olderRows(
  q: Queryable,
  table: string,
  cond: Condition,
  after: Key | null,
  n: number,
  split?: Condition[],
) {
  const o = new SqlParams();
  const one = (c: Condition) =>
    `SELECT t.id, t.created_at FROM ${table} t WHERE (${c(o)}) AND ${afterKey(o, after)}
     ORDER BY t.created_at DESC, t.id DESC LIMIT ${o.add(n)}`;
  const keys = split?.length
    ? `SELECT id, created_at FROM (${split.map((c) => `(${one(c)})`).join(' UNION ALL ')}) s
       ORDER BY created_at DESC, id DESC LIMIT ${o.add(n)}`
    : one(cond);
  // The key as text only for the rows kept: below a sort it would be written for every candidate.
  const sql = `SELECT id, created_at::text AS at FROM (${keys}) k ORDER BY created_at DESC, id DESC`;
  const rows = await q.query<{ id: unknown; at: unknown }>(sql, o.values);
  return rows.map(keyOf);
}

/** How many rows match, exact up to SEARCH_COUNT_CAP: for indexed conditions only (it stops at the cap). */
export async function cappedCount(
  q: Queryable,
  table: string,
  cond: Condition,
): Promise<{ total: number; capped: boolean }> {
  const p = new SqlParams();
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} t WHERE ${cond(p)} LIMIT ${p.add(SEARCH_COUNT_CAP + 1)}) s`,
    p.values,
  );
  const n = Number(r[0]?.n ?? 0);
  return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, capped: true } : { total: n, capped: false };
}

export interface WalkStep {
  /** Per tier (by index), its matches among the rows read, newest first, at most the `n` asked for. */
  hits: Map<number, Key[]>;
  /** Rows of the section's whole condition among the rows read (the count). */
  anyHits: number;
  /** Rows read; fewer than asked means the table ended. */
  scanned: number;
  /** The oldest row read: where the next step starts. */
  edge: Key | null;
  /** Per probe (by name), the rows read that an index read of it would visit: its cost, estimated. */
  probeHits: Map<string, number>;
  /** The planner's row count of the table (-1: never analysed). */
  tableRows: number;
}

/**
 * Reads `rows` rows of `table` after `start`, newest first through the (created_at DESC, id DESC) covering index,
 * and marks each tier's matches and the section's. `conds` are the tiers' exclusive conditions by tier index.
 */
export async function walkStep(
  q: Queryable,
  table: string,
  conds: Array<{ tier: number; cond: Condition }>,
  any: Condition,
  start: Key | null,
  rows: number,
  n: number,
  probes: Map<string, Condition> = new Map(),
): Promise<WalkStep> {
  const p = new SqlParams();
  const named = [...probes.entries()].map(([name, c], i) => ({ name, i, sql: c(p) }));
  const flags = [
    ...conds.map((c) => `(${c.cond(p)}) AS m${c.tier}`),
    ...named.map((x) => `(${x.sql}) AS q${x.i}`),
  ].join(', ');
  const limit = conds.length ? p.add(n) : '';
  const pages = conds
    .map(
      (c) => `(SELECT json_agg(json_build_object('id', id, 'at', created_at::text) ORDER BY created_at DESC, id DESC)
        FROM (SELECT id, created_at FROM w WHERE m${c.tier} ORDER BY created_at DESC, id DESC LIMIT ${limit}) s) AS p${c.tier}`,
    )
    .join(', ');
  const [w] = await q.query<Record<string, unknown>>(
    `WITH w AS MATERIALIZED (
       SELECT t.id, t.created_at, ${flags ? `${flags}, ` : ''}(${any(p)}) AS ma FROM ${table} t
       WHERE ${afterKey(p, start)} ORDER BY t.created_at DESC, t.id DESC LIMIT ${p.add(rows)})
     SELECT (SELECT count(*) FROM w)::int AS scanned, (SELECT count(*) FROM w WHERE ma)::int AS any_hits,
       (SELECT reltuples FROM pg_class WHERE oid = ${p.add(table)}::regclass)::float8 AS table_rows,
       ${named.map((x) => `(SELECT count(*) FROM w WHERE q${x.i})::int AS probe${x.i}, `).join('')}
       (SELECT json_build_object('id', id, 'at', created_at::text)
         FROM (SELECT id, created_at FROM w WHERE created_at = (SELECT min(created_at) FROM w) ORDER BY id LIMIT 1) e) AS edge
       ${pages ? `, ${pages}` : ''}`,
    p.values,
  );
  const edge = w?.edge as { id: unknown; at: unknown } | null | undefined;
  return {
    hits: new Map(
      conds.map((c) => [c.tier, ((w?.[`p${c.tier}`] ?? []) as Array<{ id: unknown; at: unknown }>).map(keyOf)]),
    ),
    anyHits: Number(w?.any_hits ?? 0),
    scanned: Number(w?.scanned ?? 0),
    edge: edge ? keyOf(edge) : null,
    probeHits: new Map(named.map((x) => [x.name, Number(w?.[`probe${x.i}`] ?? 0)])),
    tableRows: Number(w?.table_rows ?? -1),
  };
}
