import type { z } from 'zod';
import type { Queryable } from '@sinais/shared/server';

export interface StateEntry<T> {
  value: T;
  updated_at: Date;
}

const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** The one reader of the engine's engine_state snapshots (market, signals and admin read them through it). */
export function createEngineStateRepo(db: Queryable) {
  async function raw<T>(key: string): Promise<StateEntry<T> | null> {
    const rows = await db.query<{ value: T; updated_at: Date }>(
      'SELECT value, updated_at FROM engine_state WHERE key = $1',
      [key],
    );
    return rows[0] ?? null;
  }

  return {
    raw,

    /** Validated: a row that does not match its schema counts as absent. */
    async get<S extends z.ZodType>(
      key: string,
      schema: S,
    ): Promise<{ value: z.infer<S>; updatedAt: Date } | null> {
      const row = await raw<unknown>(key);
      if (!row) return null;
      const parsed = schema.safeParse(row.value);
      if (!parsed.success) return null;
      return { value: parsed.data, updatedAt: asDate(row.updated_at) };
    },

    async many(keys: readonly string[]): Promise<Record<string, StateEntry<unknown> | undefined>> {
      const rows = await db.query<{ key: string; value: unknown; updated_at: Date }>(
        'SELECT key, value, updated_at FROM engine_state WHERE key = ANY($1::text[])',
        [keys],
      );
      return Object.fromEntries(rows.map((r) => [r.key, { value: r.value, updated_at: r.updated_at }]));
    },
  };
}
export type EngineStateRepo = ReturnType<typeof createEngineStateRepo>;
