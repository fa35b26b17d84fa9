/**
 * JavaScript per page from the build's chunk graph (`npm run build:web`), gzip-compressed: a quick static view for
 * the web bench. The budget `npm test` enforces is measured in a real browser — every byte of a first visit,
 * headers, API answers and the service worker's downloads included: tests/e2e/web-budget.e2e.test.ts.
 * This script fails when the JavaScript a page needs goes over its budget. Reads the chunk graph from web/dist/.vite/manifest.json.
 *   landing `/` (a logged-out visitor): the entry's static imports plus what loads after it for a visitor
 *     (the service-worker registration) ≤ LANDING_BUDGET_KIB
 *   each member page (route access 'auth'): the entry, the page's chunk and the live services a session starts
 *     (socket, notifications) ≤ PAGE_BUDGET_KIB. Admin pages are measured and printed, without a budget.
 * `node scripts/check-web-budget.mjs --json` prints the figures as JSON (the bench uses them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANDING_BUDGET_KIB = 120;
export const PAGE_BUDGET_KIB = 200;
/** Loaded after the first screen for every visitor, logged in or not. */
const VISITOR_AFTER_LOAD = ['src/features/pwa/service-worker.ts'];
/** Loaded once there is a session: the live services. */
const SESSION_SERVICES = ['src/features/pwa/bootstrap.ts'];

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url));
const appDir = fileURLToPath(new URL('../web/src/app/', import.meta.url));

/** Route path → access and the page module it loads, read from the route table and the router. */
function routes() {
  const text = readdirSync(appDir, { recursive: true })
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .map((f) => readFileSync(appDir + f, 'utf8'))
    .join('\n');
  const access = new Map();
  for (const m of text.matchAll(/\{[^{}]*?path: '([^']+)'[^{}]*?access: '(\w+)'[^{}]*\}/g))
    access.set(m[1], m[2]);
  const modules = new Map();
  for (const m of text.matchAll(/'(\/[^']*)':\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g))
    modules.set(m[1], m[2]);
  for (const m of text.matchAll(/path: '([^']+)'[^{}]*?import\('([^']+)'\)/g)) modules.set(m[1], m[2]);
  return [...modules].map(([path, spec]) => ({
    path,
    access: access.get(path),
    source: spec.replace(/^@\//, 'src/'),
  }));
}

export function measureWebBudget() {
  const manifestFile = `${dist}.vite/manifest.json`;
  if (!existsSync(manifestFile)) throw new Error('web/dist sem manifesto: rode npm run build:web');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipOf = new Map();
  const gzipKiB = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(dist + file), { level: 9 }).length / 1024);
    return gzipOf.get(file);
  };
  /** The chunks a key needs before it runs: itself and its static imports, transitively. */
  const closure = (keys, into = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`chunk ausente do manifesto: ${key}`);
      if (into.has(chunk.file)) continue;
      into.add(chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const size = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipKiB(f), 0);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure([entry]);
  const landing = closure(VISITOR_AFTER_LOAD, new Set(initial));
  const session = closure(SESSION_SERVICES, new Set(initial));
  const keyOf = (source) => [`${source}.tsx`, `${source}.ts`, source].find((k) => manifest[k]);
  const pages = routes()
    .filter((r) => keyOf(r.source))
    .map((r) => ({ ...r, kib: size(closure([keyOf(r.source)], new Set(session))) }))
    .sort((a, b) => b.kib - a.kib);
  // A route list this script cannot read any more must not pass as "no page over budget".
  if (!pages.some((p) => p.access === 'auth'))
    throw new Error('nenhuma rota de membro encontrada em web/src/app: atualize routes() deste script');
  return {
    initialKiB: size(initial),
    landingKiB: size(landing),
    landingFiles: [...landing],
    sessionKiB: size(session),
    pages,
  };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const m = measureWebBudget();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(m));
    process.exit(0);
  }
  const failures = [];
  if (m.landingKiB > LANDING_BUDGET_KIB)
    failures.push(
      `início (/): ${m.landingKiB.toFixed(1)} KiB > ${LANDING_BUDGET_KIB} KiB (${m.landingFiles.join(', ')})`,
    );
  const members = m.pages.filter((p) => p.access === 'auth');
  for (const p of members)
    if (p.kib > PAGE_BUDGET_KIB) failures.push(`${p.path}: ${p.kib.toFixed(1)} KiB > ${PAGE_BUDGET_KIB} KiB`);
  console.log(
    `JS gzip — início: ${m.initialKiB.toFixed(1)} KiB no carregamento, ${m.landingKiB.toFixed(1)} KiB com o que vem depois ` +
      `(meta ≤ ${LANDING_BUDGET_KIB}); páginas de membro: maior ${members[0]?.path} ${members[0]?.kib.toFixed(1)} KiB ` +
      `(meta ≤ ${PAGE_BUDGET_KIB}, ${members.length} rotas); admin: maior ${m.pages.find((p) => p.access === 'admin')?.path} ` +
      `${m.pages.find((p) => p.access === 'admin')?.kib.toFixed(1)} KiB (sem meta)`,
  );
  if (failures.length) {
    console.error(`orçamento de JS estourado:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}
