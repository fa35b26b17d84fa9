/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts in turn (each exports `run()` returning figures),
 * prints them, and writes docs/benchmarks.md with the machine and the date. A partial run
 * (`npm run bench -- gateway`) replaces only its own sections in the document.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
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
// Flags (--quick) are for the benches themselves; the other arguments pick bench files.
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results: Array<BenchResult & { file: string }> = [];
for (const f of files) {
  process.stderr.write(`\n▶ ${f}\n`);
  const mod = (await import(dir + f)) as { run: () => Promise<BenchResult | null> };
  const r = await mod.run();
  // null: the bench chose not to run (e.g. the long gateway run without BENCH_LONG); its last figures stay.
  if (r === null) continue;
  results.push({ ...r, file: f });
  console.log(`\n## ${r.title}`);
  for (const fig of r.figures) {
    console.log(
      `  ${fig.name}: ${fig.value}${fig.unit ? ` ${fig.unit}` : ''}${fig.target ? `  (meta: ${fig.target})` : ''}`,
    );
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const measuredAt = new Date().toISOString();
const DOC = new URL('../docs/benchmarks.md', import.meta.url);

const section = (r: BenchResult & { file: string }) =>
  [
    `## ${r.title}`,
    '',
    `<!-- bench: ${r.file} -->`,
    `Medido em ${measuredAt} — ${machine}.`,
    '',
    '| medida | valor | meta |',
    '| --- | --- | --- |',
    ...r.figures.map((f) => `| ${f.name} | ${f.value}${f.unit ? ` ${f.unit}` : ''} | ${f.target ?? ''} |`),
    ...(r.notes?.length ? ['', ...r.notes.map((n) => `- ${n}`)] : []),
    '',
  ].join('\n');

/** The document's sections that this run did not measure again (by the bench file that wrote them). */
function keptSections(): Array<{ file: string; text: string }> {
  if (!existsSync(DOC)) return [];
  const ran = new Set(results.map((r) => r.file));
  return readFileSync(DOC, 'utf8')
    .split(/^(?=## )/m)
    .slice(1)
    .map((p) => ({ file: /<!-- bench: (\S+) -->/.exec(p)?.[1] ?? '', text: p.trimEnd() + '\n' }))
    .filter((p) => p.file !== '' && !ran.has(p.file));
}

const sections = [...results.map((r) => ({ file: r.file, text: section(r) })), ...keptSections()]
  .sort((a, b) => a.file.localeCompare(b.file))
  .map((p) => p.text);
const md = [
  '# Benchmarks',
  '',
  'Gerado por `npm run bench` (`npm run bench -- <nome>` refaz só as seções daquele arquivo e mantém as outras;',
  '`npm run bench -- --quick` usa menos clientes e eventos, com o mesmo método; `BENCH_LONG=1` inclui a carga longa',
  'do gateway). Cada seção diz quando e em que máquina foi medida, e como: as notas de cada uma bastam para refazer',
  'a medida. A máquina de desenvolvimento tem 2 núcleos e é dividida com outros processos; números de vazão em',
  'relógio de parede só entram quando o servidor medido estava ≥ 95% ocupado, e a métrica principal do gateway é',
  'a CPU do próprio processo servidor por entrega, que não depende da velocidade dos clientes.',
  '',
  'As metas do issue 23, cada uma com rodadas repetidas e a dispersão (mediana, mín.–máx.): **busca',
  'administrativa** p99 < 100 ms com termos amplos e curtos, a 100.000 usuários e 1.000.000 de registros de',
  'auditoria; **lista de sinais do membro** ≥ 500 req/s com p99 ≤ 100 ms, contra o piso do Node servindo os mesmos',
  'bytes; **gateway** ≤ 1,25 × o piso do Node a 3.000 clientes. O orçamento da web (`/login` ≤ 150 KiB,',
  '`/dashboard` ≤ 200 KiB) é medido num navegador real pelo `npm test` (tests/e2e/web-budget.e2e.test.ts).',
  '',
  ...sections,
].join('\n');
writeFileSync(DOC, md);
