import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createEmbeddedDb, createPostgresDb, embeddedTemplateKey, migrate } from '@sinais/shared/server';
import { PG_ADMIN_URL, testDatabaseUrl } from '@sinais/shared/testing/server';

/**
 * Migrated stores built once per set of migrations and copied for each test (docs/testing.md). An empty PGlite
 * directory runs initdb inside WASM before the 70 migrations: 5–13 s per test server on this machine, where
 * copying a migrated directory and opening it takes about 1 s. On PostgreSQL, `CREATE DATABASE … TEMPLATE` replaces
 * about 1.2 s of migrations. The key covers every migration's text and the PGlite version, so a changed
 * migration builds a new template instead of reusing a stale one.
 */
const MIGRATIONS_KEY = embeddedTemplateKey();

const EMBEDDED_TEMPLATE = join(tmpdir(), `sinais-pgdata-template-${MIGRATIONS_KEY}`);
const PG_TEMPLATE = `sinais_template_${MIGRATIONS_KEY}`;

let embeddedReady: Promise<void> | null = null;

/** Puts a migrated embedded store at `<dataDir>/pgdata`, where the gateway and the engine open it. */
export async function seedEmbeddedStore(dataDir: string): Promise<void> {
  embeddedReady ??= buildEmbeddedTemplate();
  await embeddedReady;
  await cp(EMBEDDED_TEMPLATE, join(dataDir, 'pgdata'), { recursive: true });
}

async function buildEmbeddedTemplate(): Promise<void> {
  if (existsSync(EMBEDDED_TEMPLATE)) return;
  const work = mkdtempSync(join(tmpdir(), 'sinais-pgdata-build-'));
  try {
    const db = await createEmbeddedDb(join(work, 'pgdata'));
    await migrate(db);
    await db.close();
    // Another worker may have finished first: its copy is as good as this one.
    if (!existsSync(EMBEDDED_TEMPLATE)) renameSync(join(work, 'pgdata'), EMBEDDED_TEMPLATE);
  } catch (err) {
    if (!existsSync(EMBEDDED_TEMPLATE)) throw err;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A fresh, already migrated database on the real PostgreSQL, dropped by `drop()`. */
export async function createMigratedTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    await ensurePostgresTemplate(admin);
    await retryWhileInUse(() => admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`));
  });
  return {
    url: testDatabaseUrl(name),
    drop: () =>
      withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined)),
  };
}

/** Built under an advisory lock, under a temporary name renamed when complete: a half-built template is never used. */
async function ensurePostgresTemplate(admin: pg.Client): Promise<void> {
  const exists = async (db: string) =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db])).rowCount === 1;
  if (await exists(PG_TEMPLATE)) return;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [PG_TEMPLATE]);
  try {
    if (await exists(PG_TEMPLATE)) return;
    const building = `${PG_TEMPLATE}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const db = createPostgresDb(testDatabaseUrl(building));
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    await retryWhileInUse(() => admin.query(`ALTER DATABASE ${building} RENAME TO ${PG_TEMPLATE}`));
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [PG_TEMPLATE]);
  }
}

/**
 * PostgreSQL refuses to copy or rename a database another session is in (55006): a worker copying the template
 * at the same moment, or a pool connection still closing. Both end within moments.
 */
async function retryWhileInUse(run: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run();
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}
