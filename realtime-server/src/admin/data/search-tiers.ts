import type { Db } from '@sinais/shared/server';
import { deadlineIn, newestPage, type Condition, type Deadline, type Key } from './recent-matches';

/** Where a section's page stopped: the tier it was in and the last row's key there. */
export interface Cursor extends Key {
  tier: number;
}

/** A timestamptz as PostgreSQL writes it as text: "2026-11-25 20:12:00.123456+00". */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?)?$/;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.tier, c.at, c.id])).toString('base64url');
}

/** null for anything that is not a cursor this server wrote (the route answers 400 then). */
export function decodeCursor(raw: string): Cursor | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString());
    if (!Array.isArray(v) || v.length !== 3) return null;
    const [tier, at, id] = v as unknown[];
    if (!Number.isInteger(tier) || typeof at !== 'string' || typeof id !== 'string') return null;
    if (!PG_TIMESTAMP.test(at) || id.length > 100) return null;
    return { tier: tier as number, at, id };
  } catch {
    return null;
  }
}

/** One relevance tier; `direct` when its condition is an indexed equality (no newest-first window needed). */
export interface Tier {
  cond: Condition;
  direct?: boolean;
  /** Known to match nothing (no symbol contains the term): skipped, not walked. */
  empty?: boolean;
}

/**
 * Tier `i`'s rows: its own condition and none of the earlier ones'. The own condition stays bare so its indexes
 * apply; `IS NOT TRUE` also keeps rows where an earlier condition is NULL, which NOT would drop from every tier.
 */
export function exclusive(tiers: readonly Tier[], i: number): Condition {
  const own = tiers[i]!.cond;
  const before = tiers.slice(0, i).map((t) => t.cond);
  return (p) => [`(${own(p)})`, ...before.map((c) => `(${c(p)}) IS NOT TRUE`)].join(' AND ');
}

export interface TieredPage {
  keys: Cursor[];
  partial: boolean;
  next: string | null;
}

/**
 * The next `n` rows of `table` by relevance tier (exact before "starts with" before "contains"), newest first in
 * each tier. A row belongs to the first tier it matches; no tier is sorted whole (newestPage).
 */
export async function tieredPage(
  db: Db,
  table: string,
  tiers: Tier[],
  cursor: Cursor | null,
  n: number,
  deadline: Deadline = deadlineIn(),
): Promise<TieredPage> {
  const keys: Cursor[] = [];
  let partial = false;
  for (let tier = cursor?.tier ?? 0; tier < tiers.length && keys.length < n; tier++) {
    if (tiers[tier]!.empty) continue;
    const cond = exclusive(tiers, tier);
    const after = tier === cursor?.tier ? cursor : null;
    const page = await newestPage(db, table, cond, after, n - keys.length, deadline, tiers[tier]!.direct);
    keys.push(...page.keys.map((k) => ({ ...k, tier })));
    partial ||= page.partial;
  }
  const last = keys[keys.length - 1];
  return { keys, partial, next: keys.length === n && last ? encodeCursor(last) : null };
}

/** Rows fetched by id for display, put back in the page's order. */
export function inPageOrder<T extends { id: unknown }>(keys: readonly Key[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return keys.map((k) => byId.get(k.id)).filter((r): r is T => r !== undefined);
}
