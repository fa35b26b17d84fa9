import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The gateway's areas are modules: another area (or the HTTP edge, the socket layer, the platform) reaches an
 * area only through its `index.ts`. The composition root (`app.ts`) also mounts each area's `routes/`. The
 * platform folder is below every area and imports none. ESLint says the same (eslint.config.js); this test
 * keeps the rule true even where the linter is not run.
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
    expect(layerViolation('admin/domain/monitoring.ts', 'context')).not.toBeNull();
    expect(layerViolation('shop/data/x.repo.ts', 'socket/io')).not.toBeNull();
    expect(layerViolation('admin/routes/x.routes.ts', 'context')).toBeNull();
    expect(importsOf(`import { a } from '../../crm/data/crm.repo';\nexport * from './x';`)).toEqual([
      '../../crm/data/crm.repo',
      './x',
    ]);
  });
});
