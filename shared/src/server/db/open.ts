import { join } from 'node:path';
import type { Db } from './db';
import { createEmbeddedDb } from './embedded';
import { migrate } from './migrate';
import { createPostgresDb, type SessionLimits } from './postgres';

/** PostgreSQL when a URL is given, otherwise the embedded store under DATA_DIR; migrated either way. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  applicationName?: string;
  /** Server-side session limits (SESSION_LIMITS.engine / .gateway); PostgreSQL only. */
  limits?: SessionLimits;
}): Promise<Db> {
  const db = opts.databaseUrl
    ? createPostgresDb(opts.databaseUrl, {
        ...(opts.applicationName ? { applicationName: opts.applicationName } : {}),
        ...(opts.limits ? { limits: opts.limits } : {}),
      })
    : await createEmbeddedDb(join(opts.dataDir, 'pgdata'));
  await migrate(db);
  return db;
}
