import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmbeddedDb, createPostgresDb, type Db } from '@sinais/shared/server';
import { createTestDatabase, postgresUnavailable } from './services';
import { createMigratedTestDatabase, seedEmbeddedStore } from './store-templates';

export interface TestStore {
  name: 'PostgreSQL' | 'embedded';
  skip: boolean;
  open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>;
  /** A fresh store with every migration, copied from the migrated template; its cleanup joins `cleanups`. */
  migrated: (cleanups: Array<() => Promise<void>>) => Promise<Db>;
}

/**
 * The two stores the product runs on, for `describe.each`: a fresh PostgreSQL database (skipped when the
 * service is absent) and an embedded one in a temporary folder. `unavailable` skips both (missing data).
 */
export function bothStores(prefix: string, unavailable: string | null = null): TestStore[] {
  return [
    {
      name: 'PostgreSQL',
      skip: postgresUnavailable !== null || unavailable !== null,
      open: async () => {
        const t = await createTestDatabase();
        const db = createPostgresDb(t.url);
        return { db, cleanup: async () => (await db.close(), await t.drop()) };
      },
      migrated: async (cleanups) => {
        const t = await createMigratedTestDatabase();
        const db = createPostgresDb(t.url);
        cleanups.push(async () => (await db.close(), await t.drop()));
        return db;
      },
    },
    {
      name: 'embedded',
      skip: unavailable !== null,
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), `sinais-${prefix}-`));
        const db = await createEmbeddedDb(join(dir, 'pgdata'));
        return { db, cleanup: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) };
      },
      migrated: async (cleanups) => {
        const dir = mkdtempSync(join(tmpdir(), `sinais-${prefix}-`));
        await seedEmbeddedStore(dir);
        const db = await createEmbeddedDb(join(dir, 'pgdata'));
        cleanups.push(async () => (await db.close(), rmSync(dir, { recursive: true, force: true })));
        return db;
      },
    },
  ];
}
