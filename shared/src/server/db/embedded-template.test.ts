import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedTemplateKey, seedFromTemplate, TEMPLATE_KEY_FILE } from './embedded-template';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function template(key: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'template-test-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'pgdata', 'base'), { recursive: true });
  writeFileSync(join(dir, 'pgdata', 'PG_VERSION'), '17\n');
  writeFileSync(join(dir, 'pgdata', 'base', 'marker'), 'migrado');
  writeFileSync(join(dir, TEMPLATE_KEY_FILE), key);
  return dir;
}

function emptyDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pgdata-test-'));
  dirs.push(dir);
  return join(dir, 'pgdata');
}

describe('the first start of the embedded store from the built template', () => {
  it('an empty data directory gets the template built for this PGlite and these migrations', () => {
    const pgdata = emptyDataDir();
    mkdirSync(pgdata); // createEmbeddedDb makes the folder before it asks
    expect(seedFromTemplate(pgdata, template(embeddedTemplateKey()))).toBe(true);
    expect(readFileSync(join(pgdata, 'base', 'marker'), 'utf8')).toBe('migrado');
  });

  it('a template of other migrations (or another PGlite) is never used: initdb runs as always', () => {
    const pgdata = emptyDataDir();
    expect(seedFromTemplate(pgdata, template('0000000000000000'))).toBe(false);
    expect(existsSync(join(pgdata, 'PG_VERSION'))).toBe(false);
    expect(seedFromTemplate(pgdata, join(tmpdir(), 'nao-existe-template'))).toBe(false);
  });

  it('a store that already holds data is never overwritten', () => {
    const pgdata = emptyDataDir();
    mkdirSync(pgdata);
    writeFileSync(join(pgdata, 'PG_VERSION'), 'dados do usuário');
    expect(seedFromTemplate(pgdata, template(embeddedTemplateKey()))).toBe(false);
    expect(readFileSync(join(pgdata, 'PG_VERSION'), 'utf8')).toBe('dados do usuário');
  });
});
