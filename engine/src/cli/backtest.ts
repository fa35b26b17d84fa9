import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runBacktest, type BacktestReport, type Tally } from '../backtest/run-backtest';
import { KlineFileError, loadKlineFile } from '../sources/kline-file';
import { progressBar } from './progress-bar';

export function backtestDir(dir: string, threshold: number): BacktestReport {
  let entries: string[];
  try {
    if (!statSync(dir).isDirectory()) throw new Error('não é um diretório');
    entries = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch (err) {
    throw new KlineFileError(dir, (err as Error).message);
  }
  if (entries.length === 0) throw new KlineFileError(dir, 'nenhum arquivo <SÍMBOLO>_<intervalo>.json');
  const files = entries.map((f) => loadKlineFile(join(dir, f)));
  const bar = progressBar('backtest');
  const report = runBacktest(files, {
    threshold,
    lookback: 300,
    onProgress: (d, t, s) => bar.update(d, t, s),
  });
  bar.end();
  return report;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const line = (name: string, t: Tally) =>
  `${name.padEnd(24)} sinais ${String(t.signals).padStart(4)}  confirmados ${String(t.confirmed).padStart(4)}  ganhos ${String(t.wins).padStart(4)}  perdas ${String(t.losses).padStart(4)}  expirados ${String(t.expired).padStart(4)}  taxa ${pct(t.winRate).padStart(6)}  P&L médio ${t.avgPnlPct.toFixed(2)}%`;

export function formatReport(r: BacktestReport): string {
  return [
    line('TOTAL', r),
    ...Object.entries(r.byStrategy).map(([k, v]) => line(k, v)),
    `${r.trades.length} operações, ${r.decisions} decisões avaliadas (sem look-ahead)`,
  ].join('\n');
}
