import { mkdirSync } from 'node:fs';
import { rowsQueryable, type Db } from './db';
import { lockDataDir } from './data-dir-lock';
import { seedFromTemplate } from './embedded-template';

/**
 * Server settings of the embedded store. PostgreSQL's default 128 MB of shared buffers all become resident WASM
 * memory in this process (~110 MB more RSS, measured in docs/benchmarks.md); a single-user store of this size
 * stays fast with far fewer. Small per-operation memory keeps sorts from growing the WASM heap for good.
 */
export const EMBEDDED_PG_SETTINGS = {
  shared_buffers: '16MB',
  temp_buffers: '2MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  wal_buffers: '1MB',
} as const;

/**
 * The embedded Postgres-compatible store (PGlite, real Postgres compiled to WASM) on disk.
 * Only one process may open a data directory (an exclusive lock file beside it; a second process gets
 * DataDirLockedError); in embedded mode engine and gateway share this instance.
 */
export async function createEmbeddedDb(
  dataDir: string | null,
  opts: {
    /** A migrated store an empty data directory starts from (null: PGlite's initdb, as a test of it needs). */
    template?: string | null;
  } = {},
): Promise<Db> {
  let unlock = () => undefined as void;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(`${dataDir.replace(/\/+$/, '')}.lock`);
    try {
      if (opts.template !== null) seedFromTemplate(dataDir, opts.template);
    } catch (err) {
      unlock();
      throw err;
    }
  }
  // Loaded here, not at the top: a process on PostgreSQL never pays PGlite's ~40 MB.
  const [{ PGlite, types }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const pglite = await PGlite.create(dataDir ?? undefined, {
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(EMBEDDED_PG_SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ],
    // Extensions the migrations create must be loaded here too (PostgreSQL has them from contrib).
    extensions: { pg_trgm },
    parsers: { [types.INT8]: (v: string) => Number(v), [types.NUMERIC]: (v: string) => Number(v) },
  }).catch((err: unknown) => {
    unlock();
    throw err;
  });
  const { query } = rowsQueryable((sql, params) => pglite.query(sql, params));
  return {
    kind: 'embedded',
    query,
    async exec(sql) {
      await pglite.exec(sql);
    },
    async tx(fn) {
      return pglite.transaction(async (t) => fn(rowsQueryable((sql, params) => t.query(sql, params))));
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
