import type { z } from 'zod';
import type { Queryable } from '@sinais/shared/server';

/** Reads the engine's engine_state snapshots, validated; a row that does not match its schema counts as absent. */
export function createEngineStateRepo(db: Queryable) {
  return {
    async get<S extends z.ZodType>(
      key: string,
      schema: S,
    ): Promise<{ value: z.infer<S>; updatedAt: Date } | null> {
      const rows = await db.query<{ value: unknown; updated_at: Date }>(
        'SELECT value, updated_at FROM engine_state WHERE key = $1',
        [key],
      );
      const row = rows[0];
      if (!row) return null;
      const parsed = schema.safeParse(row.value);
      if (!parsed.success) return null;
      return {
        value: parsed.data,
        updatedAt: row.updated_at instanceof Date ? row.updated_at : new Date(String(row.updated_at)),
      };
    },
  };
}
export type EngineStateRepo = ReturnType<typeof createEngineStateRepo>;
