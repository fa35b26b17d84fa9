/**
 * Per-file test durations from a vitest JSON report (what `.ci/run` writes), as the Markdown table of
 * docs/testing.md: `node scripts/test-durations.mjs <vitest.json> [--top N]`.
 * Project from the path: tests/<project>/…, components (the web's .test.tsx files) or unit (the packages' src).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('uso: node scripts/test-durations.mjs <vitest.json> [--top N]');
  process.exit(2);
}
const topAt = rest.indexOf('--top');
const top = topAt >= 0 ? Number(rest[topAt + 1]) : 25;
const report = JSON.parse(readFileSync(file, 'utf8'));

const rows = report.testResults.map((r) => {
  const path = relative(process.cwd(), r.name);
  const project =
    /^tests\/([^/]+)\//.exec(path)?.[1] ?? (/^web\/src\/.*\.test\.tsx$/.test(path) ? 'components' : 'unit');
  return { path, project, seconds: (r.endTime - r.startTime) / 1000, tests: r.assertionResults.length };
});

const byProject = new Map();
for (const r of rows) {
  const p = byProject.get(r.project) ?? { files: 0, tests: 0, seconds: 0 };
  p.files += 1;
  p.tests += r.tests;
  p.seconds += r.seconds;
  byProject.set(r.project, p);
}
const wall = (Math.max(...report.testResults.map((r) => r.endTime)) - report.startTime) / 1000;
const f1 = (n) => n.toFixed(1);

console.log(`Wall time of the run: ${f1(wall)} s; ${rows.length} files, ${report.numTotalTests} tests.\n`);
console.log('| Project | Files | Tests | Sum of file durations (s) |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, p] of [...byProject].sort((a, b) => b[1].seconds - a[1].seconds))
  console.log(`| ${name} | ${p.files} | ${p.tests} | ${f1(p.seconds)} |`);
console.log(`\nThe ${top} slowest files:\n`);
console.log('| File | Project | Tests | Duration (s) |');
console.log('| --- | --- | ---: | ---: |');
for (const r of [...rows].sort((a, b) => b.seconds - a.seconds).slice(0, top))
  console.log(`| \`${r.path}\` | ${r.project} | ${r.tests} | ${f1(r.seconds)} |`);
