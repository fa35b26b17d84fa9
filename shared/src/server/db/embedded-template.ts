import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMigrations } from './migrate';

/**
 * Where `npm run build:server` leaves a migrated embedded store: a first start copies it instead of running
 * PostgreSQL's initdb inside WASM, which alone took the all-in-one process to an 822 MB peak (docs/benchmarks.md).
 */
export const EMBEDDED_TEMPLATE_DIR = fileURLToPath(
  new URL('../../../../dist/embedded-template/', import.meta.url),
);

export const TEMPLATE_KEY_FILE = 'template-key';

/** The installed PGlite's version: its package.json, found above the module it resolves to. */
function pgliteVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const up = dirname(dir);
    if (up === dir) throw new Error('versão do PGlite não encontrada');
    dir = up;
  }
}

/** What a template is valid for: this PGlite and exactly these migrations (a changed one makes a new key). */
export function embeddedTemplateKey(): string {
  return createHash('sha256')
    .update(pgliteVersion())
    .update(JSON.stringify(loadMigrations().map((m) => [m.version, m.name, m.sql])))
    .digest('hex')
    .slice(0, 16);
}

/**
 * Before the store's first open: an empty data directory gets the template's migrated store when the template
 * was built for this PGlite and these migrations. Returns whether it did; otherwise PGlite runs initdb as always.
 */
export function seedFromTemplate(pgdata: string, template: string = EMBEDDED_TEMPLATE_DIR): boolean {
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return false;
  const keyFile = join(template, TEMPLATE_KEY_FILE);
  if (!existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== embeddedTemplateKey()) return false;
  cpSync(join(template, 'pgdata'), pgdata, { recursive: true });
  return true;
}
