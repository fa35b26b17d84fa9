import { useState } from 'react';
import { auditActionLabel, type AuditRow } from '@sinais/shared';
import { EmptyState, Panel, adminErrorMessage, AdminPage } from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { ErrorNote } from '@/components/error-note';
import { api, useApiQuery } from '@/lib/api';
import { formatDateTime, formatNumber } from '@/lib/format';
import { AuditDetails } from './audit-details';
import { AuditFilterForm, NO_FILTERS, type AuditFilters } from './audit-filters';
import './audit-log.css';

const PAGE = 50;

const COLUMNS: Column<AuditRow>[] = [
  { header: 'Data/hora (Brasília)', className: 'ac-mono', cell: (r) => formatDateTime(r.created_at, true) },
  {
    header: 'Ação',
    cell: (r) => (
      <>
        <strong>{auditActionLabel(r.action)}</strong>
        {auditActionLabel(r.action) !== r.action ? <div className="ac-muted ac-mono">{r.action}</div> : null}
      </>
    ),
  },
  { header: 'Autor', cell: (r) => r.actor_email ?? 'sistema' },
  { header: 'Alvo', cell: (r) => r.target ?? '—' },
  { header: 'IP', className: 'ac-mono', cell: (r) => r.ip ?? '—' },
  {
    header: 'Detalhes',
    className: 'ac-audit-details-cell',
    cell: (r) => <AuditDetails details={r.details} />,
  },
];

/** Every admin command, alert and automatic change (who, what, when, from where), newest first. */
export function AuditLogPage() {
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const q = applied.q.trim();
  const page = useApiQuery(
    api.operations.auditLogs,
    {
      query: {
        limit: PAGE,
        offset,
        ...(q ? { q } : {}),
        ...(applied.action ? { action: applied.action } : {}),
        ...(applied.from ? { from: applied.from } : {}),
        ...(applied.to ? { to: applied.to } : {}),
      },
    },
    // The page shown stays while the next one loads.
    { placeholderData: (previous) => previous, staleTime: 0 },
  );
  const data = page.data?.data ?? null;
  const error = page.error ? adminErrorMessage(page.error) : null;

  const apply = (f: AuditFilters) => {
    setOffset(0);
    setApplied(f);
  };
  const last = data ? Math.min(data.offset + data.rows.length, data.total) : 0;

  return (
    <AdminPage
      title="Auditoria"
      subtitle="Comandos dos administradores, alertas enviados e mudanças automáticas, com autor, data e IP."
    >
      <AuditFilterForm actions={data?.actions ?? []} onApply={apply} />
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      <Panel
        title={
          data
            ? `${formatNumber(data.total, 0)} registro(s)${data.total ? ` · ${data.offset + 1}–${last}` : ''}`
            : 'Carregando...'
        }
        actions={
          data && data.total > PAGE ? (
            <div className="ac-toolbar">
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                Anteriores
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={last >= data.total}
                onClick={() => setOffset(offset + PAGE)}
              >
                Próximos
              </button>
            </div>
          ) : null
        }
      >
        {data && data.rows.length === 0 ? (
          <EmptyState title="Nenhum registro encontrado" />
        ) : (
          <DataTable columns={COLUMNS} rows={data?.rows ?? []} rowKey={(r) => r.id} testId="audit-rows" />
        )}
      </Panel>
    </AdminPage>
  );
}
