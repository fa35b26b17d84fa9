/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web imports one way: app/ (shell and route table) → features/ → components/ and lib/. ESLint forbids a
 * feature importing app/ or another feature; this test checks the whole tree, with no linter needed, and finds
 * any import circle between files (the circle of issue 31 ran feature → app → route table → feature).
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Imports, re-exports and lazy `import()`s (the route table's pages): a lazy edge closes a circle too. */
function specifiersOf(source: string): string[] {
  const statics = /^\s*(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm;
  const lazy = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(statics), ...source.matchAll(lazy)].map((m) => m[1]!);
}

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = normalize(join(dirname(from), spec));
  else return null;
  for (const ext of ['', ...EXTENSIONS]) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

const rel = (path: string) => relative(SRC, path).split(sep).join('/');

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets = specifiersOf(readFileSync(file, 'utf8'))
      .map((spec) => resolve(file, spec))
      .filter((t): t is string => t !== null);
    graph.set(rel(file), targets.map(rel));
  }
  return graph;
}

/** One example circle per strongly connected group of files (Tarjan), as "a → b → a". */
function circles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v))
      found.push([...group.reverse(), group[0]].join(' → '));
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

function layerOf(file: string): string {
  const [top, second] = file.split('/');
  return top === 'features' ? `features/${second}` : (top ?? '');
}

/** Why `file` importing `target` goes against the one-way layering, or null. */
function layerViolation(file: string, target: string): string | null {
  const from = layerOf(file);
  const to = layerOf(target);
  if (from === to) return null;
  if (from.startsWith('features/') && (to === 'app' || to.startsWith('features/')))
    return `${file} importa ${target}`;
  if ((from === 'components' || from === 'lib') && (to === 'app' || to.startsWith('features/')))
    return `${file} importa ${target}`;
  return null;
}

describe('web imports go one way', () => {
  const graph = importGraph();

  it('has no import circle between files', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('features import neither app/ nor each other; components/ and lib/ import neither', () => {
    const found = [...graph].flatMap(([file, targets]) =>
      targets.map((t) => layerViolation(file, t)).filter((v): v is string => v !== null),
    );
    expect(found).toEqual([]);
  });

  it('the checks catch what they must', () => {
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a → b → c → a']);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    expect(layerViolation('features/dashboard/x.tsx', 'app/layout/nav-items.ts')).not.toBeNull();
    expect(layerViolation('features/dashboard/x.tsx', 'features/checkout/y.tsx')).not.toBeNull();
    expect(layerViolation('lib/x.ts', 'features/checkout/y.tsx')).not.toBeNull();
    expect(layerViolation('app/router.tsx', 'features/dashboard/x.tsx')).toBeNull();
  });
});
