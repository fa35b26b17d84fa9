import { SEARCH_COUNT_CAP } from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import {
  afterKey,
  cappedCount,
  olderRows,
  SCAN_ROWS,
  walkStep,
  WINDOW_ROWS,
  type Condition,
  type Key,
} from './recent-matches';
import { encodeCursor, exclusive, type Cursor, type Probe, type Tier } from './search-tiers';

/** An index read of a tier is taken when the window says it would visit at most this many rows. */
const INDEX_CANDIDATES = 3000;

export interface Count {
  total: number;
  /** `total` is a lower bound: the cap, or what the rows searched so far hold. */
  capped: boolean;
}

export interface SectionPage {
  keys: Cursor[];
  next: string | null;
  /**
   * Set when the walk's row budget ran out before the page filled: the keys are every match newer than this
   * timestamp, older rows are not searched yet, and `next` continues from there. null: nothing was left out.
   */
  searchedTo: string | null;
  count: Count;
}

/** One walk over consecutive tiers that share where they start (the top, or a cursor inside the first). */
interface Segment {
  tiers: number[];
  start: Key | null;
}

const pageEnd = (keys: Cursor[], n: number) => {
  const last = keys[keys.length - 1];
  return keys.length >= n && last ? encodeCursor(last) : null;
};

/**
 * One page of a section by relevance tier (a row belongs to the first tier it matches), newest first in each
 * tier, with no time limit and no tier sorted whole: the direct tiers through their indexes, then the other
 * tiers by walking the covering key index newest first, a window first and then up to SCAN_ROWS rows in all.
 * A walk that spends its rows before the page is full answers with what it proved (every match newer than where
 * it stopped) and says so (`searchedTo`); `next` resumes the walk there. The count (exact up to
 * SEARCH_COUNT_CAP) comes from the direct tiers' indexes or from the rows walked; a lower bound otherwise.
 */
export async function sectionPage(
  db: Db,
  table: string,
  tiers: Tier[],
  any: Condition,
  cursor: Cursor | null,
  n: number,
  /** Suggestions ask for no count and walk fewer rows: a hint per keystroke, not the search's answer. */
  opts: { count?: boolean; scanRows?: number; anyProbe?: Probe } = {},
): Promise<SectionPage> {
  const anyProbe = opts.anyProbe;
  const keys: Cursor[] = [];
  let tier = cursor?.tier ?? 0;
  for (; tier < tiers.length && tiers[tier]!.direct; tier++) {
    const t = tiers[tier]!;
    if (t.empty || keys.length >= n) continue;
    const after = cursor && tier === cursor.tier ? cursor : null;
    const split = t.split?.map((c) => exclusive(tiers, tier, c));
    const rows = await olderRows(db, table, exclusive(tiers, tier), after, n - keys.length, split);
    keys.push(...rows.map((k) => ({ ...k, tier })));
  }
  const walked = tiers.map((_, i) => i).filter((i) => i >= tier && !tiers[i]!.empty);
  // Only a first page is counted (later pages keep the first one's count).
  const counted = cursor === null && opts.count !== false;
  const lowerBound = { total: keys.length, capped: true };
  if (!walked.length)
    return { keys, next: pageEnd(keys, n), searchedTo: null, count: counted ? await cappedCount(db, table, any) : lowerBound };
  if (keys.length >= n) {
    if (!counted) return { keys, next: pageEnd(keys, n), searchedTo: null, count: lowerBound };
    // The page came from the direct tiers: their indexes settle the count when it reaches the cap.
    const direct = tiers.slice(0, tier).filter((t) => !t.empty);
    const count = await cappedCount(db, table, (p) => direct.map((t) => `(${t.cond(p)})`).join(' OR '));
    if (count.capped) return { keys, next: pageEnd(keys, n), searchedTo: null, count };
  }
  const inside = cursor && walked[0] === cursor.tier;
  const segments: Segment[] = inside
    ? [
        { tiers: [cursor.tier], start: cursor },
        { tiers: walked.slice(1), start: null },
      ]
    : [{ tiers: walked, start: null }];
  let budget = opts.scanRows ?? SCAN_ROWS;
  let anyHits = 0;
  let countDone = false;
  for (const seg of segments) {
    // The count is the first page's, walked with the page from the top (alone when the page is already full).
    const counting = counted && seg.start === null;
    if (!seg.tiers.length || (keys.length >= n && !counting)) break;
    const pending = [...seg.tiers];
    const hits = new Map<number, Key[]>(pending.map((i) => [i, []]));
    const probes = new Map<string, Condition>();
    for (const i of pending) if (typeof tiers[i]!.probe === 'function') probes.set(`t${i}`, tiers[i]!.probe as Condition);
    if (counting && typeof anyProbe === 'function') probes.set('any', anyProbe);
    let edge = seg.start;
    let ended = false;
    let density: ((name: string) => number) | null = null;
    const cheap = (probe: Probe | undefined, name: string) =>
      probe === 'always' || (probe !== undefined && density !== null && density(name) <= INDEX_CANDIDATES);
    for (let step = 0; budget > 0 && (pending.length || (counting && !countDone)); step++) {
      const need = Math.max(0, n - keys.length);
      // Once only the count is left, a window at a time: a broad term reaches the cap in the next few thousand
      // rows, and the rest of the budget is never read.
      const countOnly = !need || !pending.length;
      const rows = Math.min(budget, step === 0 || countOnly ? WINDOW_ROWS : budget);
      const conds = need ? pending.map((i) => ({ tier: i, cond: exclusive(tiers, i) })) : [];
      const w = await walkStep(db, table, conds, any, edge, rows, need, step === 0 ? probes : new Map());
      budget -= rows;
      for (const [i, k] of w.hits) hits.set(i, [...hits.get(i)!, ...k].slice(0, need));
      if (counting) anyHits += w.anyHits;
      edge = w.edge ?? edge;
      if (step === 0)
        // Matches per row in the window, scaled to the table: how many rows an index read would visit.
        density = (name) =>
          w.tableRows < 0 ? 0 : ((w.probeHits.get(name) ?? 0) / Math.max(1, w.scanned)) * w.tableRows;
      if (w.scanned < rows) {
        ended = true;
        break;
      }
      // The first pending tier is settled by its window rows, or read through its index when that is cheap;
      // then the next tier is first. Until then later tiers wait: older rows of the first rank before them.
      while (pending.length && need) {
        const first = pending[0]!;
        const got = hits.get(first)!;
        if (got.length < n - keys.length && !cheap(tiers[first]!.probe, `t${first}`)) break;
        const older =
          got.length < n - keys.length && edge
            ? await olderRows(db, table, exclusive(tiers, first), edge, n - keys.length - got.length)
            : [];
        keys.push(...[...got, ...older].slice(0, n - keys.length).map((k) => ({ ...k, tier: first })));
        pending.shift();
        if (keys.length >= n) break;
      }
      const pageDone = keys.length >= n || !pending.length;
      if (pageDone && counting && anyHits <= SEARCH_COUNT_CAP && edge && cheap(anyProbe, 'any')) {
        const rest = await cappedCount(db, table, (p) => `(${any(p)}) AND ${afterKey(p, edge)}`);
        anyHits += rest.total + (rest.capped ? 1 : 0);
        countDone = true;
      }
      if (pageDone && (!counting || countDone || anyHits > SEARCH_COUNT_CAP)) break;
    }
    if (counting && ended) countDone = true;
    // Until the table ends, the first pending tier may have older rows, and they rank before every later tier's.
    for (const i of ended ? pending : pending.slice(0, 1))
      keys.push(...hits.get(i)!.slice(0, Math.max(0, n - keys.length)).map((k) => ({ ...k, tier: i })));
    if (!ended && pending.length && keys.length < n && edge) {
      const count = { total: Math.max(anyHits, keys.length), capped: true };
      return { keys, next: encodeCursor({ ...edge, tier: pending[0]! }), searchedTo: edge.at, count };
    }
  }
  const count: Count =
    anyHits > SEARCH_COUNT_CAP
      ? { total: SEARCH_COUNT_CAP, capped: true }
      : countDone
        ? { total: anyHits, capped: false }
        : { total: Math.max(anyHits, keys.length), capped: true };
  return { keys, next: pageEnd(keys, n), searchedTo: null, count };
}
