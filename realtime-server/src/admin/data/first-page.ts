import { SEARCH_COUNT_CAP } from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import {
  afterKey,
  cappedCount,
  keyOf,
  olderRows,
  SqlParams,
  WINDOW_ROWS,
  withinBudget,
  type Condition,
  type Deadline,
  type Key,
} from './recent-matches';
import { encodeCursor, exclusive, type Cursor, type Tier, type TieredPage } from './search-tiers';

type Count = { total: number; capped: boolean } | null;

/**
 * A section's first page and count in as few round trips as the data allows: the leading exact tiers through
 * their indexes, then ONE newest-first window that marks every other tier's matches and counts the section's,
 * then — only for tiers whose window matches do not fill the page — one query for their older rows (rare by
 * then, so sorting them is cheap), and a count only when the window could not settle it.
 */
export async function firstPage(
  db: Db,
  table: string,
  tiers: Tier[],
  any: Condition,
  n: number,
  deadline: Deadline,
): Promise<TieredPage & { count: Count }> {
  const keys: Cursor[] = [];
  let first = 0;
  for (; first < tiers.length && tiers[first]!.direct && keys.length < n; first++)
    if (!tiers[first]!.empty)
      keys.push(
        ...(await olderRows(db, table, exclusive(tiers, first), null, n - keys.length)).map((k) => ({
          ...k,
          tier: first,
        })),
      );
  const rest = tiers.map((_, i) => i).filter((i) => i >= first && !tiers[i]!.empty);
  const p = new SqlParams();
  const flags = rest.map((i) => `(${exclusive(tiers, i)(p)}) AS m${i}`).join(', ');
  // Added only when a page uses it: an unused parameter has no type and the statement would fail.
  const limit = rest.length ? p.add(n) : '';
  const pages = rest
    .map(
      (
        i,
      ) => `(SELECT json_agg(json_build_object('id', id, 'at', created_at::text) ORDER BY created_at DESC, id DESC)
        FROM (SELECT id, created_at FROM w WHERE m${i} ORDER BY created_at DESC, id DESC LIMIT ${limit}) s) AS p${i}`,
    )
    .join(', ');
  const [w] = await db.query<Record<string, unknown>>(
    `WITH w AS MATERIALIZED (
       SELECT t.id, t.created_at, ${flags ? `${flags}, ` : ''}(${any(p)}) AS ma FROM ${table} t
       ORDER BY t.created_at DESC, t.id DESC LIMIT ${WINDOW_ROWS})
     SELECT (SELECT count(*) FROM w)::int AS scanned, (SELECT count(*) FROM w WHERE ma)::int AS any_hits,
       (SELECT json_build_object('id', id, 'at', created_at::text) FROM w ORDER BY created_at, id LIMIT 1) AS edge
       ${pages ? `, ${pages}` : ''}`,
    p.values,
  );
  const full = Number(w?.scanned ?? 0) >= WINDOW_ROWS;
  const hits = new Map(
    rest.map((i) => [i, ((w?.[`p${i}`] ?? []) as Array<{ id: unknown; at: unknown }>).map(keyOf)]),
  );
  // Tiers whose window matches cannot fill what is left of the page may have older rows, which rank before
  // every later tier: read them (up to the first tier whose window alone fills the page).
  const needed = n - keys.length;
  const stop = rest.findIndex((i) => hits.get(i)!.length >= needed);
  const older = full ? rest.slice(0, stop === -1 ? rest.length : stop) : [];
  let partial = false;
  const olderByTier = new Map<number, Key[]>();
  if (older.length && keys.length < n) {
    const edge = keyOf(w!.edge as { id: unknown; at: unknown });
    const rows = await withinBudget(db, deadline, async (q) => {
      const o = new SqlParams();
      // The OR in WHERE lets the planner combine the tiers' indexes; the CASE names each row's tier.
      const conds = older.map((i) => ({ i, sql: exclusive(tiers, i)(o) }));
      const which = conds.map((c) => `WHEN ${c.sql} THEN ${c.i}`).join(' ');
      return q.query<{ id: unknown; at: unknown; tier: number }>(
        `SELECT t.id, t.created_at::text AS at, CASE ${which} END AS tier FROM ${table} t
         WHERE (${conds.map((c) => `(${c.sql})`).join(' OR ')}) AND ${afterKey(o, edge)}
         ORDER BY 3, t.created_at DESC, t.id DESC LIMIT ${o.add(n)}`,
        o.values,
      );
    });
    if (rows === null) partial = true;
    for (const r of rows ?? []) olderByTier.set(r.tier, [...(olderByTier.get(r.tier) ?? []), keyOf(r)]);
  }
  for (const i of rest) {
    if (keys.length >= n) break;
    const tierKeys = [...hits.get(i)!, ...(olderByTier.get(i) ?? [])];
    keys.push(...tierKeys.slice(0, n - keys.length).map((k) => ({ ...k, tier: i })));
  }
  const anyHits = Number(w?.any_hits ?? 0);
  const count: Count =
    anyHits > SEARCH_COUNT_CAP
      ? { total: SEARCH_COUNT_CAP, capped: true }
      : !full
        ? { total: anyHits, capped: false }
        : partial
          ? null
          : await cappedCount(db, table, any, deadline);
  const last = keys[keys.length - 1];
  return { keys, partial, next: keys.length === n && last ? encodeCursor(last) : null, count };
}
