import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Guards for the test tree: every test reads data committed in this repository (a test that needs files from
 * outside runs only where they happen to be), and the testing fixtures stay out of product code.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results']);

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}

const isTestFile = (f: string) =>
  /\.test\.tsx?$/.test(f) || f.startsWith(join(repoRoot, 'tests') + sep) || f.includes(`${sep}testing${sep}`);
const sourceDirs = ['shared/src', 'engine/src', 'realtime-server/src', 'web/src'].map((d) =>
  join(repoRoot, d),
);
const testFiles = [
  ...walk(join(repoRoot, 'tests'), (f) => /\.(ts|tsx|mjs)$/.test(f)),
  ...sourceDirs.flatMap((d) => walk(d, (f) => /\.test\.tsx?$/.test(f))),
];
const productFiles = sourceDirs.flatMap((d) => walk(d, (f) => /\.(ts|tsx)$/.test(f) && !isTestFile(f)));

/** Places outside the repository a test file names: relative paths that climb above the root, known outside data. */
function outsidePaths(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/['"`]((?:\.\.\/)+[^'"`\s]*|\.\.)['"`]/g)) {
    const target = resolve(dirname(file), m[1]!);
    if (!target.startsWith(repoRoot)) found.push(m[1]!);
  }
  // A root-relative climb (`resolve(repoRoot, '..', ...)`) and absolute paths into home or work folders.
  for (const m of text.matchAll(/repoRoot,\s*['"`]\.\.[/'"`]/g)) found.push(m[0]);
  for (const m of text.matchAll(/['"`](\/(?:work|home|root|Users)\/[^'"`]*)['"`]/g)) found.push(m[1]!);
  for (const m of text.matchAll(/shared\/data\/[\w/.-]*/g)) found.push(m[0]);
  return found;
}

describe('test files', () => {
  it('are found (the scan below looks at the real tree)', () => {
    expect(testFiles.length).toBeGreaterThan(100);
    expect(productFiles.length).toBeGreaterThan(100);
  });

  it('read only data committed in the repository', () => {
    const self = fileURLToPath(import.meta.url);
    const offenders = testFiles
      .filter((f) => f !== self)
      .flatMap((f) => outsidePaths(f).map((p) => `${relative(repoRoot, f)}: ${p}`));
    expect(offenders).toEqual([]);
  });

  it('the scan catches a path outside the repository, and lets one inside through', () => {
    const file = join(repoRoot, 'tests/integration/example.test.ts');
    const data = ['../../../sha', 'red/data/market'].join('');
    expect(outsidePaths(file, `new URL('${data}', import.meta.url)`)).toEqual([
      data,
      ['shared/data', '/market'].join(''),
    ]);
    expect(outsidePaths(file, "resolve(repoRoot, '..', 'x')")).toEqual(["repoRoot, '..'"]);
    expect(outsidePaths(file, "const f = '../../engine/fixtures/ohlcv';")).toEqual([]);
  });

  it('the testing fixtures are imported by tests and benchmarks only', () => {
    const importers = productFiles
      .filter((f) => /from ['"]@sinais\/shared\/testing/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(repoRoot, f));
    expect(importers).toEqual([]);
  });
});
