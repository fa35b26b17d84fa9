/**
 * `npm test`'s runner: the browser files (the e2e project) and the Node files (unit, components, integration,
 * security) in two vitest processes side by side, one file at a time each, so the Node files use the core the
 * browser leaves idle (docs/testing.md, "Two lanes"). Each lane's lines come prefixed with its name; the exit code
 * is non-zero when either lane fails.
 *
 * `--report <file>` writes one vitest JSON report of both lanes (what `.ci/run` checks for skipped tests and
 * `scripts/test-durations.mjs` reads). Any other argument goes to both vitest processes (a path filter, `-t`…).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const LANES = [
  { name: 'navegador', projects: ['e2e'] },
  { name: 'node', projects: ['unit', 'components', 'integration', 'security'] },
];

const args = process.argv.slice(2);
const reportAt = args.indexOf('--report');
const reportPath = reportAt >= 0 ? args[reportAt + 1] : null;
const passThrough = reportAt >= 0 ? args.filter((_, i) => i !== reportAt && i !== reportAt + 1) : args;
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
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
      // A lane whose filter matched none of its files is not a failure when the other lane has them.
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
const results = await Promise.all(LANES.map(runLane));
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
