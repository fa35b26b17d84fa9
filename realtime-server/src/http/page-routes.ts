import { statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Written by the web build (web/scripts/prerender-landing.ts): the path of every page of the app's router. */
export const PAGE_ROUTES_FILE = 'page-routes.json';

const pageRoutesSchema = z.array(z.string().startsWith('/')).min(1);

/**
 * A react-router path (`/aula/:aulaId`, `/docs/*`) as a regular expression with the router's matching: case
 * does not matter and a trailing slash is allowed.
 */
export function pathPattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) =>
      seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`, 'i');
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Whether a path is one of the app's pages, from the build's list. Read again when the build replaces the
 * file; without a list (a build before issue 30, or none yet) every path counts as a page.
 */
export function pageRoutes(distDir: string): (path: string) => boolean {
  const file = join(distDir, PAGE_ROUTES_FILE);
  let seen: { mtimeMs: number; patterns: RegExp[] } | null = null;
  return (path) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return true;
    if (seen?.mtimeMs !== stat.mtimeMs) {
      const parsed = pageRoutesSchema.safeParse(readJson(file));
      // An unreadable list must not turn every page into a 404.
      seen = { mtimeMs: stat.mtimeMs, patterns: parsed.success ? parsed.data.map(pathPattern) : [/.*/] };
    }
    return seen.patterns.some((p) => p.test(path));
  };
}
