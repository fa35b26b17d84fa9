/**
 * `npm test`'s runner: the suite in three vitest processes side by side, each running its files one at a time, so
 * that what one lane waits for (a browser, an engine's window, a lease) leaves the cores to the others
 * (docs/testing.md, "Lanes"). Two lanes hold the browser files (one Chromium each) and the third the Node files,
 * split so the three take about as long. Each lane's lines come prefixed with its name; the exit code is non-zero when any fails.
 *
 * `--report <file>` writes one vitest JSON report of every lane (what `.ci/run` checks for skipped tests and
 * `scripts/test-durations.mjs` reads). Other flags go to every lane; a file filter (`npm test -- tests/e2e/auth`)
 * runs the matching files in one vitest process instead.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ALL_PROJECTS = ['unit', 'components', 'integration', 'security', 'e2e'];
/**
 * The first lane's files: the longest browser files and two long engine files, about a third of the suite's time
 * (per-file durations in docs/testing.md; rebalance when a lane ends well after the others).
 */
const FIRST_LANE = [
  'e2e/commerce.e2e',
  'e2e/first-run.e2e',
  'e2e/sales-crm.e2e',
  'e2e/buyer-trust.e2e',
  'e2e/gate-explanation.e2e',
  'e2e/shop.e2e',
  'e2e/operator-navigation.e2e',
  'e2e/track-record.e2e',
  'integration/engine-handover-pending',
  'integration/engine-cycle',
].map((name) => `tests/${name}.test.ts`);

const LANES = [
  { name: 'navegador-1', projects: ['integration', 'e2e'], files: FIRST_LANE },
  // Every other browser file, new ones included, after the security files.
  { name: 'navegador-2', projects: ['security', 'e2e'], exclude: FIRST_LANE },
  { name: 'node', projects: ['unit', 'components', 'integration'], exclude: FIRST_LANE },
];

const args = process.argv.slice(2);
const reportAt = args.indexOf('--report');
const reportPath = reportAt >= 0 ? args[reportAt + 1] : null;
const passThrough = reportAt >= 0 ? args.filter((_, i) => i !== reportAt && i !== reportAt + 1) : args;
const filtered = passThrough.some((a) => !a.startsWith('-') && /\/|\.tsx?$/.test(a));
const lanes = filtered ? [{ name: 'testes', projects: ALL_PROJECTS }] : LANES;
const reportDir = mkdtempSync(join(tmpdir(), 'sinais-test-lanes-'));
const vitest = join(process.cwd(), 'node_modules', 'vitest', 'vitest.mjs');

/** Runs one lane's vitest; resolves with its exit code. */
function runLane(lane) {
  const json = join(reportDir, `${lane.name}.json`);
  const child = spawn(
    process.execPath,
    [
      vitest,
      'run',
      ...lane.projects.flatMap((p) => ['--project', p]),
      ...(lane.files ?? []),
      ...(lane.exclude ?? []).flatMap((f) => ['--exclude', f]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
      // A lane with no test left by a name filter (-t) is not a failure when another lane has some.
      '--passWithNoTests',
      ...passThrough,
    ],
    // The children write to pipes: colours only when this runner writes to a terminal.
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    },
  );
  const prefix = `[${lane.name}] `;
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    createInterface({ input: from }).on('line', (line) => to.write(prefix + line + '\n'));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ lane, json, code: code ?? (signal ? 1 : 0) }));
    for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => child.kill(sig));
  });
}

/** Both lanes' JSON reports as one (vitest's JSON reporter format). */
function mergeReports(paths) {
  const reports = paths.filter((p) => existsSync(p)).map((p) => JSON.parse(readFileSync(p, 'utf8')));
  if (reports.length === 0) return null;
  const sum = (key) => reports.reduce((s, r) => s + (r[key] ?? 0), 0);
  const merged = { ...reports[0] };
  for (const key of Object.keys(reports[0])) if (typeof reports[0][key] === 'number') merged[key] = sum(key);
  merged.startTime = Math.min(...reports.map((r) => r.startTime));
  merged.success = reports.every((r) => r.success);
  merged.testResults = reports.flatMap((r) => r.testResults);
  return merged;
}

const started = Date.now();
const results = await Promise.all(lanes.map(runLane));
const merged = mergeReports(results.map((r) => r.json));
if (reportPath && merged) writeFileSync(reportPath, JSON.stringify(merged));
rmSync(reportDir, { recursive: true, force: true });

const seconds = Math.round((Date.now() - started) / 1000);
for (const r of results) console.log(`${r.lane.name}: ${r.code === 0 ? 'ok' : `falhou (código ${r.code})`}`);
if (merged)
  console.log(
    `Testes: ${merged.numPassedTests} passaram, ${merged.numFailedTests} falharam, ` +
      `${merged.numPendingTests + merged.numTodoTests} pulados, em ${seconds} s`,
  );
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
