/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts in turn (each exports `run()` returning figures),
 * prints them, and writes docs/benchmarks.md with the machine and the date.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

export interface BenchFigure {
  name: string;
  value: number | string;
  unit?: string;
  target?: string;
}
export interface BenchResult {
  title: string;
  figures: BenchFigure[];
  notes?: string[];
}

const dir = fileURLToPath(new URL('./bench/', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results: BenchResult[] = [];
for (const f of files) {
  process.stderr.write(`\n▶ ${f}\n`);
  const mod = (await import(dir + f)) as { run: () => Promise<BenchResult> };
  const r = await mod.run();
  results.push(r);
  console.log(`\n## ${r.title}`);
  for (const fig of r.figures) {
    console.log(
      `  ${fig.name}: ${fig.value}${fig.unit ? ` ${fig.unit}` : ''}${fig.target ? `  (meta: ${fig.target})` : ''}`,
    );
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const md = [
  '# Benchmarks',
  '',
  `Gerado por \`npm run bench\` em ${new Date().toISOString()} — máquina: ${machine}.`,
  '',
  ...results.flatMap((r) => [
    `## ${r.title}`,
    '',
    '| medida | valor | meta |',
    '| --- | --- | --- |',
    ...r.figures.map((f) => `| ${f.name} | ${f.value}${f.unit ? ` ${f.unit}` : ''} | ${f.target ?? ''} |`),
    ...(r.notes?.length ? ['', ...r.notes.map((n) => `- ${n}`)] : []),
    '',
  ]),
].join('\n');
if (only.length === 0) writeFileSync(new URL('../docs/benchmarks.md', import.meta.url), md);
