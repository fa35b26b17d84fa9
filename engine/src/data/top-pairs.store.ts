import type { TopPair } from '@sinais/shared';
import type { Queryable } from '@sinais/shared/server';

export interface StoredSelection {
  pairs: readonly TopPair[];
  stats: unknown;
  criteria: unknown;
  source: string;
  selectedAt: Date;
  nextUpdate: Date;
}

/** The TOP pairs selections (top_pairs_selections), newest last. */
export function createTopPairsStore(db: Queryable) {
  return {
    async latest(): Promise<{ pairs: TopPair[]; selected_at: Date; source: string } | undefined> {
      const rows = await db.query<{ pairs: TopPair[]; selected_at: Date; source: string }>(
        'SELECT pairs, selected_at, source FROM top_pairs_selections ORDER BY id DESC LIMIT 1',
      );
      return rows[0];
    },
    /** Stores a selection; its id. */
    async insert(s: StoredSelection): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'INSERT INTO top_pairs_selections (pairs, stats, criteria, source, selected_at, next_update) VALUES ($1,$2,$3,$4,$5,$6) RETURNING id',
        [
          JSON.stringify(s.pairs),
          JSON.stringify(s.stats),
          JSON.stringify(s.criteria),
          s.source,
          s.selectedAt.toISOString(),
          s.nextUpdate.toISOString(),
        ],
      );
      return Number(rows[0]!.id);
    },
  };
}

export type TopPairsStore = ReturnType<typeof createTopPairsStore>;
