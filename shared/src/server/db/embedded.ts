import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';
import { lockDataDir } from './data-dir-lock';

/**
 * The embedded Postgres-compatible store (PGlite, real Postgres compiled to WASM) on disk.
 * Only one process may open a data directory (an exclusive lock file beside it; a second process gets
 * DataDirLockedError); in embedded mode engine and gateway share this instance.
 */
export async function createEmbeddedDb(dataDir: string | null): Promise<Db> {
  let unlock = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(`${dataDir.replace(/\/+$/, '')}.lock`);
  }
  const pglite = await PGlite.create(dataDir ?? undefined, {
    // Extensions the migrations create must be loaded here too (PostgreSQL has them from contrib).
    extensions: { pg_trgm },
    parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
  }).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const query: Queryable['query'] = async (sql, params) => {
    const res = await pglite.query(sql, params as unknown[] | undefined);
    return res.rows as never[];
  };
  return {
    kind: 'embedded',
    query,
    async exec(sql) {
      await pglite.exec(sql);
    },
    async tx(fn) {
      return pglite.transaction(async (t) =>
        fn({
          query: async (sql, params) => (await t.query(sql, params as unknown[] | undefined)).rows as never[],
        }),
      );
    },
    async listen(channel, onNotify) {
      const off = await pglite.listen(channel, onNotify);
      return () => void off().catch(() => undefined);
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
