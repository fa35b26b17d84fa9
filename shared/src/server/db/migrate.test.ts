import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMigrations } from './migrate';

describe('migration files', () => {
  it('every committed migration has its own number', () => {
    const versions = loadMigrations().map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('refuses two files with the same number (the second would be skipped as already applied)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-')) + '/';
    writeFileSync(join(dir, '047_one.sql'), 'SELECT 1;\n');
    writeFileSync(join(dir, '047_two.sql'), 'SELECT 2;\n');
    expect(() => loadMigrations(dir)).toThrow(/one e two usam o mesmo número 47/);
  });
});
