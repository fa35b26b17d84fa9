import type { Queryable } from '@sinais/shared/server';

/** The REST snapshots the gateway serves (engine_state): one JSON value per key, the newest wins. */
export function createEngineStateStore(db: Queryable) {
  return {
    async save(key: string, value: unknown): Promise<void> {
      await db.query(
        `INSERT INTO engine_state (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [key, JSON.stringify(value)],
      );
    },
    /** The stored value of a key, unparsed (undefined when there is none): the caller validates it. */
    async read(key: string): Promise<unknown> {
      const rows = await db.query<{ value: unknown }>('SELECT value FROM engine_state WHERE key = $1', [key]);
      return rows[0]?.value;
    },
  };
}

export type EngineStateStore = ReturnType<typeof createEngineStateStore>;
