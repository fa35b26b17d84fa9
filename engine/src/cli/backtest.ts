import { runBacktest, type BacktestReport, type Tally } from '../backtest/run-backtest';
import { loadMarketDir } from '../sources/market-dir';
import { progressBar } from './progress-bar';

export function backtestDir(dir: string, opts: { threshold: number; feeRate: number }): BacktestReport {
  const { files, funding } = loadMarketDir(dir);
  const bar = progressBar('backtest');
  const report = runBacktest(files, {
    ...opts,
    funding,
    onProgress: (d, t, s) => bar.update(d, t, s),
  });
  bar.end();
  return report;
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);
const pnl = (x: number | null) => (x === null ? '—' : `${x.toFixed(3)}%`);
const line = (name: string, t: Tally) =>
  `${name.padEnd(24)} sinais ${String(t.signals).padStart(5)}  rejeitados ${String(t.rejected).padStart(4)}  operações ${String(t.confirmed).padStart(5)}  ganhos ${String(t.wins).padStart(4)}  perdas ${String(t.losses).padStart(4)}  expirados ${String(t.expired).padStart(4)}  taxa ${pct(t.winRate).padStart(6)}  P&L médio líquido ${pnl(t.avgPnlPct)} (bruto ${pnl(t.avgGrossPnlPct)})`;

export function formatReport(r: BacktestReport): string {
  return [
    line('TOTAL', r),
    ...Object.entries(r.byStrategy).map(([k, v]) => line(k, v)),
    `${r.trades.length} operações, entrada no fechamento do candle de confirmação, taxas de ${(r.feeRate * 100).toFixed(3)}% por lado` +
      (r.fundingIncluded ? ', funding incluído' : ', funding não incluído (sem arquivos de funding)'),
  ].join('\n');
}
