import type { StrategyTrack } from '@sinais/shared';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { ciText, ratePct, signedPct, totalNet } from './figures';

const COLUMNS: ReadonlyArray<Column<StrategyTrack>> = [
  { header: 'Estratégia', className: 'strong', cell: (g) => g.strategy },
  { header: 'Timeframe', cell: (g) => g.timeframe },
  { header: 'Sinais', num: true, cell: (g) => g.signals },
  { header: 'Rejeitados', num: true, cell: (g) => g.rejected },
  {
    header: 'Encerrados',
    num: true,
    cell: (g) => (
      <>
        {g.closed}
        <small className="muted">
          {' '}
          ({g.wins}/{g.losses}/{g.expired})
        </small>
      </>
    ),
  },
  { header: 'Taxa de acerto', num: true, cell: (g) => ratePct(g.win_rate) },
  { header: 'IC 95 %', num: true, cell: (g) => ciText(g.win_rate_ci) },
  { header: 'Líquido médio', num: true, cell: (g) => signedPct(g.avg_net_pct) },
  { header: 'Líquido acumulado', num: true, cell: (g) => signedPct(totalNet(g)) },
];

/** The record of each strategy × timeframe: win rate with its Wilson 95 % interval, net figures. */
export function StrategyTable({ rows }: { rows: readonly StrategyTrack[] }) {
  return (
    <DataTable
      className="track-table"
      testId="track-strategies"
      columns={COLUMNS}
      rows={rows}
      rowKey={(g) => `${g.strategy}|${g.timeframe}`}
      scroll
    />
  );
}
