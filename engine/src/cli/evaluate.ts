import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scanCandidates } from '../backtest/scan-candidates';
import { equityChartSvg } from '../evaluation/equity-chart';
import { evaluateScans, type Evaluation } from '../evaluation/evaluate-strategies';
import { reportMarkdown } from '../evaluation/report-markdown';
import { loadMarketDir } from '../sources/market-dir';
import { progressBar } from './progress-bar';

export interface EvaluateCliOptions {
  dir: string;
  from?: number;
  to?: number;
  threshold: number;
  feeRate: number;
  folds: number;
  resamples: number;
  seed: number;
  out: string;
}

/** `evaluate`: scan, walk-forward, random baseline; writes the Markdown report and the equity chart. */
export function evaluateDir(o: EvaluateCliOptions): {
  evaluation: Evaluation;
  report: string;
  chart: string;
} {
  const { files, funding } = loadMarketDir(o.dir);
  const bar = progressBar('evaluate');
  const scans = scanCandidates(files, {
    threshold: o.threshold,
    onProgress: (d, t, s) => bar.update(d, t, s),
  });
  bar.end();
  const times = scans.flatMap((s) => [
    s.primary[0]?.closeTime ?? Infinity,
    s.primary.at(-1)?.closeTime ?? -Infinity,
  ]);
  const from = o.from ?? Math.min(...times);
  const to = o.to ?? Math.max(...times) + 1;
  process.stderr.write('evaluate: walk-forward e linha de base…\n');
  const evaluation = evaluateScans(scans, {
    from,
    to,
    feeRate: o.feeRate,
    funding,
    resamples: o.resamples,
    seed: o.seed,
    folds: o.folds,
  });
  mkdirSync(o.out, { recursive: true });
  const chart = join(o.out, 'equity.svg');
  const report = join(o.out, 'report.md');
  writeFileSync(chart, equityChartSvg(evaluation, 'Motor × entradas aleatórias (fora da amostra, líquido)'));
  writeFileSync(report, reportMarkdown(evaluation, 'equity.svg'));
  return { evaluation, report, chart };
}
