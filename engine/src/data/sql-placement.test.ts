import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** A statement keyword in a string, or a call that sends one: what only the data layer may write. */
const SQL =
  /\b(SELECT\s+[\w*(]|INSERT\s+INTO|UPDATE\s+\w+\s+(\w+\s+)?SET|DELETE\s+FROM)|['"`]\s*VACUUM\b|\b(db|q)\.(query|exec|tx)\s*[<(]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the engine data layer', () => {
  it('holds every SQL statement and database call of engine/src', () => {
    const outside = sourceFiles(SRC)
      .filter((f) => !relative(SRC, f).startsWith('data/'))
      .filter((f) => SQL.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(outside).toEqual([]);
  });

  it('would notice SQL written elsewhere', () => {
    expect(SQL.test("await db.query('SELECT 1')")).toBe(true);
    expect(SQL.test('`UPDATE signals s SET watch_min = 1`')).toBe(true);
    expect(SQL.test('q.tx(async (q) => {})')).toBe(true);
    expect(SQL.test("db.exec('VACUUM market_candles')")).toBe(true);
    expect(SQL.test('SELECTION_DRAWS, INSERTs the next term, a VACUUM this often, NAME.exec(name)')).toBe(
      false,
    );
  });
});
