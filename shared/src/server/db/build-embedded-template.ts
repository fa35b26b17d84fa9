/**
 * `npm run build:server` runs this in a process of its own: it leaves in dist/embedded-template a migrated embedded
 * store for first starts (docs/production-runtime.md). Kept as it is when already built for this PGlite and these
 * migrations.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createEmbeddedDb } from './embedded';
import { EMBEDDED_TEMPLATE_DIR, embeddedTemplateKey, TEMPLATE_KEY_FILE } from './embedded-template';
import { migrate } from './migrate';

/** Builds a migrated store at `target` (replacing what was there), written aside and renamed when complete. */
async function buildEmbeddedTemplate(target = EMBEDDED_TEMPLATE_DIR): Promise<string> {
  const key = embeddedTemplateKey();
  const parent = dirname(target.replace(/\/+$/, ''));
  mkdirSync(parent, { recursive: true });
  const work = mkdtempSync(join(parent, '.embedded-template-'));
  try {
    const db = await createEmbeddedDb(join(work, 'pgdata'), { template: null });
    await migrate(db);
    await db.close();
    writeFileSync(join(work, TEMPLATE_KEY_FILE), key);
    rmSync(target, { recursive: true, force: true });
    renameSync(work, target);
    return key;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const keyFile = join(EMBEDDED_TEMPLATE_DIR, TEMPLATE_KEY_FILE);
const started = Date.now();
if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === embeddedTemplateKey()) {
  console.log('dist/embedded-template: já construído para estas migrações');
} else {
  const key = await buildEmbeddedTemplate();
  console.log(`dist/embedded-template: banco embutido migrado (${key}) em ${Date.now() - started} ms`);
}
