/**
 * Web client: production build sizes (initial JS gzip — the entry and everything it imports statically —
 * and that admin and payment pages are lazy chunks), the PWA manifest, and Lighthouse (mobile, Debian's
 * Chromium, offline) on the landing page, login and the dashboard (logged in). Builds web/dist first, so the
 * byte counts and Lighthouse measure the same build. The budgets (landing ≤ 120 KiB, member pages ≤ 200 KiB
 * gzip) come from scripts/check-web-budget.mjs, which `npm test` runs. BENCH_LIGHTHOUSE=off skips Lighthouse; BENCH_LIGHTHOUSE_REPORTS=<dir> also saves each page's
 * full report (JSON and HTML) there, to read its opportunities and diagnostics.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type * as ChromeLauncher from 'chrome-launcher';
import type Lighthouse from 'lighthouse';
import type { BenchFigure, BenchResult } from '../bench';
import { repoRoot } from '@sinais/shared/testing/server';
import { startBenchGateway } from './bench-gateway';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const postJson = async (url: string, body: unknown) =>
  (await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json())) as { token: string; user: unknown };

const DIST = join(repoRoot, 'web/dist');
const KiB = 1024;
const ADMIN_CHUNKS =
  /^(crm-page|admin-search-page|sales-admin-page|signal-monitoring-page|trading-command-page|system-logs-page|immutable-rules-page|top-pairs-page|technical-analysis-page|simulation-page)-/;
const PAYMENT_CHUNKS =
  /^(checkout-test-page|course-checkout|course-checkout-page|payment-result-page|payment-failure-page)-/;

/** The entry script, its modulepreloads and, recursively, every chunk they import statically. */
export function initialChunks(dist = DIST): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    const code = readFileSync(join(dist, 'assets', f), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(m[1]!);
  };
  for (const r of roots) visit(r);
  return [...seen];
}

function buildFigures(): { figures: BenchFigure[]; notes: string[] } {
  execSync('npm run build:web', { cwd: repoRoot, stdio: 'ignore' });
  const budget = JSON.parse(
    execFileSync(process.execPath, ['scripts/check-web-budget.mjs', '--json'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }),
  ) as {
    initialKiB: number;
    landingKiB: number;
    sessionKiB: number;
    pages: Array<{ path: string; access?: string; kib: number }>;
  };
  const members = budget.pages.filter((p) => p.access === 'auth');
  const admins = budget.pages.filter((p) => p.access === 'admin');
  const assets = readdirSync(join(DIST, 'assets'));
  const gz = (f: string) => gzipSync(readFileSync(join(DIST, 'assets', f)), { level: 9 }).length;
  const initial = initialChunks();
  const initialGz = initial.reduce((n, f) => n + gz(f), 0);
  const allJs = assets.filter((f) => f.endsWith('.js'));
  const allGz = allJs.reduce((n, f) => n + gz(f), 0);
  const css = (
    readFileSync(join(DIST, 'index.html'), 'utf8').match(/href="\/assets\/([^"]+\.css)"/g) ?? []
  ).map((h) => h.slice(14, -1));
  const cssGz = css.reduce((n, f) => n + gz(f), 0);
  /** Whether the `pages` chunks (matched by `pattern`) exist and none of them is in the initial load. */
  const lazyFigure = (pages: string, pattern: RegExp): BenchFigure => {
    const chunks = allJs.filter((f) => pattern.test(f));
    const eager = chunks.filter((f) => initial.includes(f));
    return {
      name: `páginas de ${pages} carregadas sob demanda`,
      value:
        eager.length === 0 && chunks.length > 0
          ? `sim (${chunks.length} chunks)`
          : `NÃO: ${eager.join(', ') || `nenhum chunk de ${pages} encontrado`}`,
      target: 'lazy',
    };
  };
  return {
    figures: [
      { name: 'JS inicial (gzip)', value: (initialGz / KiB).toFixed(1), unit: 'KiB' },
      {
        name: 'início (/) para visitante: JS inicial + o que carrega depois (gzip)',
        value: `${budget.initialKiB.toFixed(1)} + ${(budget.landingKiB - budget.initialKiB).toFixed(1)} = ${budget.landingKiB.toFixed(1)}`,
        unit: 'KiB',
        target: '≤ 120 KiB',
      },
      {
        name: `maior página de membro (de ${members.length}): JS com os serviços da sessão (gzip)`,
        value: `${members[0]?.kib.toFixed(1)} (${members[0]?.path})`,
        unit: 'KiB',
        target: '≤ 200 KiB',
      },
      {
        name: 'maior página de admin (gzip, sem meta)',
        value: `${admins[0]?.kib.toFixed(1)} (${admins[0]?.path})`,
        unit: 'KiB',
      },
      { name: 'CSS inicial (gzip)', value: (cssGz / KiB).toFixed(1), unit: 'KiB' },
      { name: 'todo o JS (gzip, todas as rotas)', value: (allGz / KiB).toFixed(1), unit: 'KiB' },
      { name: 'chunks no carregamento inicial', value: initial.length },
      lazyFigure('admin', ADMIN_CHUNKS),
      lazyFigure('pagamento', PAYMENT_CHUNKS),
    ],
    notes: [`JS inicial: ${initial.map((f) => `${f} (${(gz(f) / KiB).toFixed(1)} KiB)`).join(', ')}.`],
  };
}

function manifestFigures(): BenchFigure[] {
  const m = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8')) as {
    name?: string;
    start_url?: string;
    display?: string;
    icons?: Array<{ src: string; sizes: string }>;
  };
  const icon = (size: string) => {
    const i = m.icons?.find((x) => x.sizes.split(' ').includes(size));
    return i && existsSync(join(DIST, i.src)) && statSync(join(DIST, i.src)).size > 0;
  };
  const checks = {
    name: Boolean(m.name),
    'ícone 192×192': icon('192x192'),
    'ícone 512×512': icon('512x512'),
    start_url: Boolean(m.start_url),
    display: ['standalone', 'fullscreen', 'minimal-ui'].includes(m.display ?? ''),
  };
  const failed = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([k]) => k);
  return [
    {
      name: 'manifesto PWA (name, ícones 192 e 512, start_url, display)',
      value:
        failed.length === 0 ? `ok (${m.name}, ${m.start_url}, ${m.display})` : `FALTA: ${failed.join(', ')}`,
      target: 'tudo presente',
    },
  ];
}

async function lighthouseFigures(): Promise<{ figures: BenchFigure[]; notes: string[] }> {
  if (process.env.BENCH_LIGHTHOUSE === 'off')
    return { figures: [], notes: ['Lighthouse não medido (BENCH_LIGHTHOUSE=off).'] };
  let lighthouse: typeof Lighthouse;
  let launcher: typeof ChromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch (err) {
    return {
      figures: [],
      notes: [`Lighthouse não medido: pacote indisponível (${(err as Error).message}).`],
    };
  }
  const { chromium } = await import('playwright-core');
  // The gateway as its own process (production settings), so Lighthouse never shares its event loop.
  const srv = await startBenchGateway({ JWT_SECRET: 'segredo-do-lighthouse-com-mais-de-32-caracteres' });
  const chrome = await launcher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const user = { username: 'farol', email: 'farol@example.com', password: 'senha-do-farol-123' };
    await postJson(`${srv.url}/api/auth/register`, user);
    const login = {
      body: await postJson(`${srv.url}/api/auth/login`, { email: user.email, password: user.password }),
    };
    const figures: BenchFigure[] = [];
    const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
    let loggedIn = false;
    for (const [name, path] of [
      ['início', '/'],
      ['login', '/login'],
      ['dashboard', '/dashboard'],
    ] as const) {
      // Landing and login are measured logged out (a session would redirect /login to the dashboard).
      if (path === '/dashboard' && !loggedIn) {
        loggedIn = true;
        // A session in the browser profile, the way the app keeps it, so the dashboard is the logged-in one.
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await cdp.contexts()[0]!.newPage();
        await page.goto(`${srv.url}/login`);
        await page.evaluate(
          ({ token, user }) => {
            localStorage.setItem('authToken', token);
            localStorage.setItem('user', JSON.stringify(user));
            localStorage.setItem('authSavedAt', String(Date.now()));
          },
          { token: login.body.token as string, user: login.body.user as unknown },
        );
        await page.close();
        await cdp.close().catch(() => undefined);
      }
      const r = await lighthouse(`${srv.url}${path}`, {
        port: chrome.port,
        output: reportDir ? ['json', 'html'] : 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Logged-out pages load cold (no cache or service worker from the page measured before); the dashboard
        // keeps the session stored in the profile.
        disableStorageReset: path === '/dashboard',
        formFactor: 'mobile',
      });
      if (reportDir && r) {
        mkdirSync(reportDir, { recursive: true });
        const [json, html] = r.report as string[];
        const file = join(reportDir, `lighthouse-${path === '/' ? 'inicio' : path.slice(1)}`);
        writeFileSync(`${file}.json`, json!);
        writeFileSync(`${file}.html`, html!);
      }
      const c = r?.lhr.categories;
      const score = (x: { score: number | null } | undefined) =>
        x?.score == null ? 'n/d' : Math.round(x.score * 100);
      figures.push(
        { name: `Lighthouse mobile ${name}: desempenho`, value: score(c?.performance), target: '≥ 90' },
        { name: `Lighthouse mobile ${name}: acessibilidade`, value: score(c?.accessibility), target: '≥ 95' },
        { name: `Lighthouse mobile ${name}: boas práticas`, value: score(c?.['best-practices']) },
        {
          name: `Lighthouse mobile ${name}: página medida`,
          value: new URL(r?.lhr.finalDisplayedUrl ?? srv.url).pathname,
        },
        {
          name: `Lighthouse mobile ${name}: LCP / TBT`,
          value: `${Math.round(r?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms / ${Math.round(r?.lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
          ...(path === '/dashboard' ? {} : { target: 'TBT < 300 ms' }),
        },
        {
          name: `Lighthouse mobile ${name}: bytes transferidos`,
          value: ((r?.lhr.audits['total-byte-weight']?.numericValue ?? 0) / KiB).toFixed(0),
          unit: 'KiB',
        },
      );
    }
    const load = loadavg()[0]!.toFixed(1);
    return {
      figures,
      notes: [
        `Carga média da máquina (1 min) ao fim do Lighthouse: ${load} para ${cpus().length} núcleos. O TBT é medido no traço real da página: com a máquina ocupada por outros processos, as tarefas longas crescem e o desempenho cai muito (nesta máquina compartilhada o início já mediu de 66 a 100 entre execuções).`,
        'Lighthouse 12 (npm) com o Chromium do Debian, headless, sem rede externa; emulação mobile padrão (Moto G Power, 4G lento simulado, CPU 4× mais lenta) numa máquina de 2 núcleos compartilhada: os valores de desempenho variam alguns pontos entre execuções.',
      ],
    };
  } finally {
    await chrome.kill();
    await srv.close();
  }
}

export async function run(): Promise<BenchResult> {
  const build = buildFigures();
  const lh = await lighthouseFigures();
  return {
    title: 'Web (build de produção, PWA, Lighthouse)',
    figures: [...build.figures, ...manifestFigures(), ...lh.figures],
    notes: [...build.notes, ...lh.notes],
  };
}
