import type { Condition, Key } from './recent-matches';

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

/**
 * One relevance tier; `direct` when an index serves its condition in key order or it is selective (an equality):
 * read through that index, never walked. Direct tiers come before the walked ones.
 */
export interface Tier {
  cond: Condition;
  direct?: boolean;
  /** A direct tier as several conditions, each served in key order by one index (one audit action each). */
  split?: Condition[];
  /** Known to match nothing (no symbol contains the term): skipped, not walked. */
  empty?: boolean;
  /** For a walked tier: when its index read is cheap enough to take instead of walking on. */
  probe?: Probe;
}

/**
 * `always`: the tier's index read is always cheap (btree prefixes, a small table). A condition: the rows that
 * read would visit (what a trigram index must recheck), counted in the newest window to estimate its cost.
 */
export type Probe = 'always' | Condition;

/**
 * Tier `i`'s rows: its own condition and none of the earlier ones'. The own condition stays bare so its indexes
 * apply; `IS NOT TRUE` also keeps rows where an earlier condition is NULL, which NOT would drop from every tier.
 */
export function exclusive(tiers: readonly Tier[], i: number, own: Condition = tiers[i]!.cond): Condition {
  const before = tiers.slice(0, i).map((t) => t.cond);
  return (p) => [`(${own(p)})`, ...before.map((c) => `(${c(p)}) IS NOT TRUE`)].join(' AND ');
}

/** Rows fetched by id for display, put back in the page's order. */
export function inPageOrder<T extends { id: unknown }>(keys: readonly Key[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return keys.map((k) => byId.get(k.id)).filter((r): r is T => r !== undefined);
}
