import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 22's limits on the code's shape, checked on every run so they hold after it: small files with one job,
 * small components, and every REST read in the web through the typed client and its query hooks.
 */
const ROOT = join(__dirname, '..', '..');
const SOURCE_ROOTS = ['shared/src', 'engine/src', 'realtime-server/src', 'web/src', 'scripts'];
const MAX_FILE_LINES = 300;
const MAX_COMPONENT_LINES = 150;

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : walk(path);
    return [path];
  });
}

const isTest = (path: string) => /\.test\.tsx?$|\/testing\//.test(path);
const sources = SOURCE_ROOTS.flatMap(walk).filter(
  (p) => /\.(ts|tsx|mts|mjs|css)$/.test(p) && !p.endsWith('.d.ts') && !isTest(p),
);
const lineCount = (path: string) => readFileSync(join(ROOT, path), 'utf8').trimEnd().split('\n').length;

/** Functions that return JSX and are named like components (PascalCase), with their length in lines. */
function components(path: string): Array<{ name: string; lines: number }> {
  const text = readFileSync(join(ROOT, path), 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Array<{ name: string; lines: number }> = [];
  const lines = (n: ts.Node) =>
    file.getLineAndCharacterOfPosition(n.getEnd()).line -
    file.getLineAndCharacterOfPosition(n.getStart()).line +
    1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text))
      found.push({ name: node.name.text, lines: lines(node) });
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z]/.test(node.name.text) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      found.push({ name: node.name.text, lines: lines(node.initializer) });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('code shape (issue 22)', () => {
  it(`keeps every non-test source file at or under ${MAX_FILE_LINES} lines`, () => {
    const long = sources
      .map((p) => ({ p, n: lineCount(p) }))
      .filter((f) => f.n > MAX_FILE_LINES)
      .map((f) => `${f.p}: ${f.n}`);
    expect(sources.length).toBeGreaterThan(300);
    expect(long).toEqual([]);
  });

  it(`keeps every component function at or under ${MAX_COMPONENT_LINES} lines`, () => {
    const tsx = sources.filter((p) => p.endsWith('.tsx'));
    const all = tsx.flatMap((p) => components(p).map((c) => ({ ...c, p })));
    expect(all.length).toBeGreaterThan(100);
    expect(
      all.filter((c) => c.lines > MAX_COMPONENT_LINES).map((c) => `${c.p} ${c.name}: ${c.lines}`),
    ).toEqual([]);
  });

  it('reads REST in web features only through the typed client: no http<T> assertion, no setInterval poll', () => {
    const features = sources.filter((p) => p.startsWith('web/src/features/') && /\.tsx?$/.test(p));
    const offending = features.flatMap((p) => {
      const text = readFileSync(join(ROOT, p), 'utf8');
      return [
        ...(/\bhttp</.test(text) ? [`${p}: http<`] : []),
        ...(/\bsetInterval\s*\(/.test(text) ? [`${p}: setInterval`] : []),
      ];
    });
    expect(features.length).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });
});
