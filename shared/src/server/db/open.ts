import { join } from 'node:path';
import type { Db } from './db';
import { createEmbeddedDb } from './embedded';
import { migrate } from './migrate';
import { createPostgresDb } from './postgres';

/** PostgreSQL when a URL is given, otherwise the embedded store under DATA_DIR; migrated either way. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  applicationName?: string;
}): Promise<Db> {
  const db = opts.databaseUrl
    ? createPostgresDb(opts.databaseUrl, { applicationName: opts.applicationName })
    : await createEmbeddedDb(join(opts.dataDir, 'pgdata'));
  await migrate(db);
  return db;
}
