import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The gateway's areas are modules: another area (or the HTTP edge, the socket layer, the platform) reaches an
 * area only through its `index.ts`. The composition root (`app.ts`) also mounts each area's `routes/`, and
 * `repos.ts` builds every area's repositories (`data/`) once. The platform folder is below every area and
 * imports none. ESLint says the same (eslint.config.js); this test keeps the rule true even where the linter is
 * not run. Two more rules: a face exports use cases and types, never a repository, and no two areas depend on
 * each other (no cycle in the area graph).
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const AREAS = ['admin', 'alerts', 'auth', 'crm', 'market', 'sales', 'shop', 'signals'] as const;
const INSIDES = new Set(['data', 'domain', 'routes', 'providers']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative module specifiers of every static import, `export … from` and dynamic `import()`. */
function importsOf(source: string): string[] {
  const specs: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const m of source.matchAll(re)) specs.push(m[1]!);
  return specs;
}

/** Why an import from `file` (relative to src) to `target` (relative to src) breaks the boundaries, or null. */
function violation(file: string, target: string): string | null {
  const [own] = file.split('/');
  const [area, part] = target.split('/');
  const isArea = (x: string | undefined) => (AREAS as readonly string[]).includes(x ?? '');
  if (!isArea(area) || area === own) return null;
  if (own === 'platform') return `a plataforma não importa áreas (${target})`;
  if (!part || !INSIDES.has(part)) return null;
  if (file === 'app.ts' && part === 'routes') return null;
  if (file === 'repos.ts' && part === 'data') return null;
  return `${file} entra em ${target}: use ${area}/index.ts`;
}

/** Domain and data never see the process context nor the socket layer: they get their dependencies. */
function layerViolation(file: string, target: string): string | null {
  const [, part] = file.split('/');
  if (part !== 'domain' && part !== 'data') return null;
  if (target === 'context' || target.startsWith('socket/') || target.startsWith('http/'))
    return `${file} importa ${target}: o domínio recebe as dependências por parâmetro`;
  return null;
}

/**
 * An area's face offers use cases and types, never repositories: no `create…Repo` export, and nothing but types
 * taken from its `data/` (the composition root, `repos.ts`, builds every repository once).
 */
function faceViolations(area: string, source: string): string[] {
  const found: string[] = [];
  const stmt = /\b(export|import)\s+(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+\w+)?|\w+)\s*from\s*['"]([^'"]+)['"]/g;
  for (const [, kind, typeOnly, names = '', spec = ''] of source.matchAll(stmt)) {
    const values = typeOnly
      ? []
      : names
          .replace(/[{}]/g, '')
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '));
    const factories = values.filter((n) => /\bcreate\w*Repo\b/.test(n));
    if (factories.length)
      found.push(`${area}/index.ts ${kind === 'export' ? 'exporta' : 'importa'} ${factories.join(', ')}`);
    else if (/(^|\/)data\//.test(spec) && values.length)
      found.push(`${area}/index.ts tira ${values.join(', ')} de ${spec}: a face só nomeia os tipos do data/`);
  }
  for (const [, name] of source.matchAll(
    /\bexport\s+(?:async\s+)?(?:function|const|let)\s+(create\w*Repo)\b/g,
  ))
    found.push(`${area}/index.ts exporta ${name}`);
  return found;
}

/** Area → the other areas its files import (type-only imports count: they tie the areas as well). */
function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>(AREAS.map((a) => [a, new Set<string>()]));
  for (const path of sourceFiles(SRC)) {
    const [own] = relative(SRC, path).split(sep);
    const deps = graph.get(own ?? '');
    if (!deps) continue;
    for (const spec of importsOf(readFileSync(path, 'utf8'))) {
      const [area] = relative(SRC, normalize(join(dirname(path), spec))).split(sep);
      if (area && area !== own && graph.has(area)) deps.add(area);
    }
  }
  return graph;
}

/** Every cycle of the graph, each once, as `a → b → a` (from its smallest node). */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const nodes = [...graph.keys()].sort();
  const cycles: string[] = [];
  const walk = (start: string, at: string, path: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) cycles.push([...path, start].join(' → '));
      else if (next > start && !path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const start of nodes) walk(start, start, [start]);
  return cycles;
}

/**
 * The edges (routes, faces, HTTP, socket, context, app) never build a repository: `repos.ts` builds each once and
 * they take it from `ctx.repos`.
 */
function isEdge(file: string): boolean {
  const [top, part] = file.split('/');
  if (file.endsWith('.test.ts')) return false;
  if (top === 'http' || top === 'socket' || file === 'context.ts' || file === 'app.ts') return true;
  return (AREAS as readonly string[]).includes(top ?? '') && (part === 'routes' || part === 'index.ts');
}
const repoBuilds = (source: string) => [...source.matchAll(/\b(create\w*Repo)\(/g)].map((m) => m[1]!);

function violations(): string[] {
  const found: string[] = [];
  for (const path of sourceFiles(SRC)) {
    const file = relative(SRC, path).split(sep).join('/');
    for (const spec of importsOf(readFileSync(path, 'utf8'))) {
      const target = relative(SRC, normalize(join(dirname(path), spec)))
        .split(sep)
        .join('/');
      const why = violation(file, target) ?? layerViolation(file, target);
      if (why) found.push(why);
    }
  }
  return found;
}

describe('gateway areas as modules', () => {
  it('no file reaches into another area’s data/, domain/, routes/ or providers/; domain and data see no context', () => {
    expect(violations()).toEqual([]);
  });

  it('no two areas depend on each other, directly or around a loop', () => {
    expect(cyclesOf(areaGraph())).toEqual([]);
  });

  it('no area face exports a repository (use cases and types only)', () => {
    const found = AREAS.flatMap((area) =>
      faceViolations(area, readFileSync(join(SRC, area, 'index.ts'), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('routes, faces, HTTP and socket take repositories from ctx.repos, never build one', () => {
    const found = sourceFiles(SRC).flatMap((path) => {
      const file = relative(SRC, path).split(sep).join('/');
      return isEdge(file) ? repoBuilds(readFileSync(path, 'utf8')).map((f) => `${file} cria ${f}`) : [];
    });
    expect(found).toEqual([]);
  });

  it('every area has a public index.ts', () => {
    for (const area of AREAS) expect(statSync(join(SRC, area, 'index.ts')).isFile(), area).toBe(true);
  });

  it('the rule catches what it must and lets the rest through', () => {
    expect(violation('shop/domain/x.ts', 'crm/data/crm.repo')).toMatch(/crm\/index\.ts/);
    expect(violation('sales/routes/x.ts', 'crm/routes/crm.routes')).not.toBeNull();
    expect(violation('http/auth.middleware.ts', 'auth/domain/session')).not.toBeNull();
    expect(violation('platform/audit.repo.ts', 'admin')).not.toBeNull();
    expect(violation('shop/domain/x.ts', 'crm')).toBeNull();
    expect(violation('shop/domain/x.ts', 'shop/data/purchases.repo')).toBeNull();
    expect(violation('app.ts', 'shop/routes/shop')).toBeNull();
    expect(violation('app.ts', 'shop/domain/checkout')).not.toBeNull();
    expect(violation('repos.ts', 'shop/data/purchases.repo')).toBeNull();
    expect(violation('repos.ts', 'shop/domain/checkout')).not.toBeNull();
    expect(layerViolation('admin/domain/monitoring.ts', 'context')).not.toBeNull();
    expect(layerViolation('shop/data/x.repo.ts', 'socket/io')).not.toBeNull();
    expect(layerViolation('admin/routes/x.routes.ts', 'context')).toBeNull();
    expect(
      cyclesOf(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a → b → c → a']);
    expect(
      cyclesOf(
        new Map([
          ['a', new Set(['b', 'c'])],
          ['b', new Set(['c'])],
          ['c', new Set()],
        ]),
      ),
    ).toEqual([]);
    expect(faceViolations('x', `export { createXRepo, type XRepo } from './data/x.repo';`)).toHaveLength(1);
    expect(faceViolations('x', `export { toRow } from './data/x.repo';`)).toHaveLength(1);
    expect(faceViolations('x', `import { createXRepo } from './data/x.repo';`)).toHaveLength(1);
    expect(faceViolations('x', `export * from './data/x.repo';`)).toHaveLength(1);
    expect(faceViolations('x', `export function createXRepo(db: Db) {}`)).toHaveLength(1);
    expect(faceViolations('x', `export type { XRepo } from './data/x.repo';`)).toEqual([]);
    expect(faceViolations('x', `export { type XRepo, type Row } from './data/x.repo';`)).toEqual([]);
    expect(faceViolations('x', `export { memberStats } from './domain/statistics';`)).toEqual([]);
    expect(
      isEdge('shop/routes/payments.routes.ts') && isEdge('socket/commands.ts') && isEdge('crm/index.ts'),
    ).toBe(true);
    expect(isEdge('shop/domain/apply-payment.ts') || isEdge('repos.ts')).toBe(false);
    expect(repoBuilds('const a = createCrmRepo(ctx.db); type T = CrmRepo;')).toEqual(['createCrmRepo']);
    expect(importsOf(`import { a } from '../../crm/data/crm.repo';\nexport * from './x';`)).toEqual([
      '../../crm/data/crm.repo',
      './x',
    ]);
  });
});
