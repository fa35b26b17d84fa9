import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Migrations are `NNN_name.sql` files; the number is the version. The same files serve both stores. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 3)),
      name: f.slice(4, -4),
      sql: readFileSync(dir + f, 'utf8'),
    }));
  // Two files with one number: the second would be skipped as already applied, silently.
  const seen = new Map<number, string>();
  for (const m of migrations) {
    const other = seen.get(m.version);
    if (other) throw new Error(`migrações ${other} e ${m.name} usam o mesmo número ${m.version}`);
    seen.set(m.version, m.name);
  }
  return migrations;
}

const LOCK_KEY = 482_117_001;

/** Applies pending migrations in order, each in its own transaction, serialised across processes. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const m of migrations) {
    // Another process migrating holds the lock: wait outside a transaction and try again, so no session
    // waits on a lock longer than its lock and read limits allow.
    while ((await applyOne(db, m, applied)) === 'busy') await new Promise((r) => setTimeout(r, 200));
  }
  return applied;
}

async function applyOne(db: Db, m: Migration, applied: number[]): Promise<'done' | 'busy'> {
  return db.tx(async (q) => {
    // Building an index may take longer than the session's statement limit allows for ordinary work.
    if (db.kind === 'postgres') await q.query('SET LOCAL statement_timeout = 0');
    const [lock] = await q.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [LOCK_KEY]);
    if (!lock?.ok) return 'busy';
    const done = await q.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
    if (done.length > 0) return 'done';
    for (const statement of splitStatements(m.sql)) await q.query(statement);
    await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    applied.push(m.version);
    return 'done';
  });
}

/** Splits on semicolons at line ends; migrations keep one statement per `;\n` (no $$ bodies with inner `;\n`). */
function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && current.length === 0) continue;
    current.push(line);
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(current.join('\n'));
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) out.push(rest);
  return out.filter((s) => s.trim().length > 0);
}
