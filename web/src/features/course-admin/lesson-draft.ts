import type { AdminLesson } from '@sinais/shared';

/** A lesson in the editor: its fields, a key that holds before it has an id, and whether its video is uploading. */
export type Draft = AdminLesson & { key: string; uploading?: boolean };

let seq = 0;
/** The lesson as a draft, keyed by its id, or by a new local key while it has none. */
export const keyed = (l: AdminLesson): Draft => ({ ...l, key: l.id ?? `nova-${++seq}` });

/** The list with lesson `i` swapped with its neighbour `by` away (unchanged at either end). */
export function moved(ls: Draft[], i: number, by: -1 | 1): Draft[] {
  if (i + by < 0 || i + by >= ls.length) return ls;
  const next = [...ls];
  [next[i], next[i + by]] = [next[i + by]!, next[i]!];
  return next;
}
