import { useState } from 'react';
import { EmptyState, Panel, adminErrorMessage } from '@/components/admin/console';
import { PageHeader } from '@/components/page-header';
import { api, useApiQuery } from '@/lib/api';
import { formatDateTime, formatNumber } from '@/lib/format';
import { AuditDetails } from './audit-details';
import { AuditFilterForm, NO_FILTERS, type AuditFilters } from './audit-filters';
import './audit-log.css';

const PAGE = 50;

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
    <section className="page ac" aria-labelledby="page-title">
      <PageHeader
        eyebrow="Administração"
        title="Auditoria"
        subtitle="Comandos dos administradores, alertas enviados e mudanças automáticas, com autor, data e IP."
      />
      <AuditFilterForm actions={data?.actions ?? []} onApply={apply} />
      {error ? (
        <div className="alert alert--error" role="alert">
          {error}
        </div>
      ) : null}
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
          <table className="ac-table" data-testid="audit-rows">
            <thead>
              <tr>
                <th>Data/hora</th>
                <th>Ação</th>
                <th>Autor</th>
                <th>Alvo</th>
                <th>IP</th>
                <th>Detalhes</th>
              </tr>
            </thead>
            <tbody>
              {(data?.rows ?? []).map((r) => (
                <tr key={r.id}>
                  <td className="ac-mono">{formatDateTime(r.created_at, true)}</td>
                  <td>
                    <strong>{r.action}</strong>
                  </td>
                  <td>{r.actor_email ?? 'sistema'}</td>
                  <td>{r.target ?? '—'}</td>
                  <td className="ac-mono">{r.ip ?? '—'}</td>
                  <td className="ac-audit-details-cell">
                    <AuditDetails details={r.details} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </section>
  );
}
