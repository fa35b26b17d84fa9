import type { PairAnalysis } from '@sinais/shared';
import { EmptyState, Panel } from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { formatTime } from '@/lib/format';
import { HISTORY_SHOWN } from './analysis-store';
import { resultBadge } from './analysis-verdict';
import { formatFigure } from './format-figure';
import { scoreClass } from './score-class';

const HISTORY_COLUMNS: Column<PairAnalysis>[] = [
  { header: 'Hora', className: 'ac-mono', cell: (h) => formatTime(h.analyzed_at) },
  { header: 'Par', cell: (h) => <strong>{h.symbol}</strong> },
  { header: 'TF', cell: (h) => h.timeframe.toUpperCase() },
  { header: 'Estratégia', cell: (h) => h.strategy },
  {
    header: 'Score',
    className: (h) => scoreClass(h.overall_score),
    cell: (h) => formatFigure(h.overall_score, 1),
  },
  { header: 'Status', cell: resultBadge },
];

/** The latest analyses of the cycle, newest first: pair, timeframe, strategy, score and verdict. */
export function AnalysisHistory({ history }: { history: PairAnalysis[] }) {
  return (
    <Panel title={`Últimas análises (${Math.min(history.length, HISTORY_SHOWN)} de ${history.length})`}>
      <DataTable
        columns={HISTORY_COLUMNS}
        rows={history.slice(0, HISTORY_SHOWN)}
        rowKey={(h) => `${h.symbol}-${h.analyzed_at}`}
        testId="analysis-history"
        empty={<EmptyState title="Nenhuma análise registrada" />}
      />
    </Panel>
  );
}
