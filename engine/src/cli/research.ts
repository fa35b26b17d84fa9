import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadTrainingFunding } from '../research/funding-data';
import { registryDiff, registryJson } from '../research/registry';
import { researchReport } from '../research/report';
import { runResearch } from '../research/run-research';
import { loadTrainingData, TRAINING_SETS } from '../research/training-data';
import { progressBar } from './progress-bar';

export interface ResearchCliOptions {
  data: string;
  out: string;
  seed: number;
  /** Compare with the committed registry instead of writing it. */
  check: boolean;
}

/** `research`: re-runs every registered hypothesis from the training data; writes or checks the registry. */
export function researchCommand(o: ResearchCliOptions): { ok: boolean; lines: string[] } {
  process.stderr.write('research: lendo os dois conjuntos de treino…\n');
  const segments = loadTrainingData(o.data);
  const fundingRoot = join(dirname(o.data), 'funding');
  const funding = loadTrainingFunding(fundingRoot);
  const bar = progressBar('research');
  const result = runResearch(segments, o.seed, (d, t, k) => bar.update(d, t, k), funding);
  bar.end();
  const data = {
    ...Object.fromEntries(TRAINING_SETS.map((id) => [id, sha256(join(o.data, id, 'manifest.json'))])),
    funding: sha256(join(fundingRoot, 'manifest.json')),
  };
  const json = registryJson({ ...result, data });
  const registry = join(o.out, 'registry.json');
  if (o.check) {
    if (!existsSync(registry)) return { ok: false, lines: [`sem registro em ${registry}`] };
    const diff = registryDiff(registry, json);
    return diff.length === 0
      ? { ok: true, lines: [`registro reproduzido: ${registry} (${result.variantsRecorded} variantes)`] }
      : { ok: false, lines: ['o registro não se reproduz:', ...diff] };
  }
  mkdirSync(o.out, { recursive: true });
  writeFileSync(registry, json);
  writeFileSync(join(o.out, 'report.md'), researchReport(JSON.parse(json) as typeof result));
  return { ok: true, lines: [`registro: ${registry}`, `relatório: ${join(o.out, 'report.md')}`] };
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
