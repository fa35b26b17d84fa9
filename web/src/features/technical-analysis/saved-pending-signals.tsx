import type { ViewSignal } from '@sinais/shared';
import { EmptyState, Panel } from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { formatDateTime, formatTime } from '@/lib/format';
import { PENDING_SHOWN } from './analysis-store';
import { formatFigure } from './format-figure';
import { scoreClass } from './score-class';

const PENDING_COLUMNS: Column<ViewSignal>[] = [
  { header: 'Par', cell: (s) => <strong>{s.symbol}</strong> },
  {
    header: 'Direção',
    className: (s) => (s.direction === 'COMPRA' ? 'ac-buy' : 'ac-sell'),
    cell: (s) => s.direction,
  },
  {
    header: 'Score',
    className: (s) => scoreClass(s.score ?? 0),
    cell: (s) => (s.score === undefined ? '—' : formatFigure(s.score, 0)),
  },
  { header: 'Entrada', className: 'ac-mono', cell: (s) => formatFigure(s.entry_price, 6) },
  { header: 'Alvo', className: 'ac-mono', cell: (s) => formatFigure(s.target_price, 6) },
  { header: 'Stop', className: 'ac-mono', cell: (s) => formatFigure(s.stop_loss, 6) },
  {
    header: 'Criado',
    className: 'ac-mono',
    title: (s) => formatDateTime(s.created_at, true),
    cell: (s) => formatTime(s.created_at),
  },
];

/** The signals generated and saved as pending, until the monitoring decides them. */
export function SavedPendingSignals({ pending }: { pending: ViewSignal[] }) {
  return (
    <Panel title={`Sinais pendentes salvos (${pending.length})`}>
      <DataTable
        columns={PENDING_COLUMNS}
        rows={pending.slice(0, PENDING_SHOWN)}
        rowKey={(p) => p.id}
        testId="pending-table"
        empty={
          <EmptyState title="Nenhum sinal pendente">
            Sinais gerados aparecem aqui até o monitoramento decidir.
          </EmptyState>
        }
      />
    </Panel>
  );
}
