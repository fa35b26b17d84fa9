import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { EmptyState, Panel, adminErrorMessage } from '@/components/admin/console';
import { PageHeader } from '@/components/page-header';
import { http } from '@/lib/http';
import { formatDateTime, formatNumber } from '@/lib/format';

const PAGE = 50;

interface AuditRow {
  id: number;
  action: string;
  actor_email: string | null;
  target: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  created_at: string;
}

interface AuditPage {
  rows: AuditRow[];
  total: number;
  actions: string[];
  limit: number;
  offset: number;
}

interface Filters {
  q: string;
  action: string;
  from: string;
  to: string;
}

const EMPTY: Filters = { q: '', action: '', from: '', to: '' };

/** Every admin command, alert and automatic change (who, what, when, from where), newest first. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [offset, setOffset] = useState(0);
  const [data, setData] = useState<AuditPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const q = new URLSearchParams({ limit: String(PAGE), offset: String(offset) });
    if (applied.q.trim()) q.set('q', applied.q.trim());
    if (applied.action) q.set('action', applied.action);
    if (applied.from) q.set('from', new Date(applied.from).toISOString());
    if (applied.to) q.set('to', new Date(applied.to).toISOString());
    try {
      setData((await http<{ data: AuditPage }>(`/api/admin/audit-logs?${q}`)).data);
      setError(null);
    } catch (err) {
      setError(adminErrorMessage(err));
    }
  }, [applied, offset]);
  useEffect(() => void load(), [load]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOffset(0);
    setApplied(filters);
  };
  const last = data ? Math.min(data.offset + data.rows.length, data.total) : 0;

  return (
    <section className="page ac" aria-labelledby="page-title">
      <PageHeader
        eyebrow="Administração"
        title="Auditoria"
        subtitle="Comandos dos administradores, alertas enviados e mudanças automáticas, com autor, data e IP."
      />
      <form className="ac-filters" onSubmit={submit} data-testid="audit-filters">
        <label>
          Buscar
          <input
            type="search"
            value={filters.q}
            onChange={(e) => setFilters({ ...filters, q: e.target.value })}
            placeholder="e-mail, ação, alvo ou IP"
            aria-label="Buscar na auditoria"
          />
        </label>
        <label>
          Ação
          <select
            value={filters.action}
            onChange={(e) => setFilters({ ...filters, action: e.target.value })}
            aria-label="Ação"
          >
            <option value="">Todas</option>
            {(data?.actions ?? []).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          De
          <input
            type="datetime-local"
            value={filters.from}
            onChange={(e) => setFilters({ ...filters, from: e.target.value })}
          />
        </label>
        <label>
          Até
          <input
            type="datetime-local"
            value={filters.to}
            onChange={(e) => setFilters({ ...filters, to: e.target.value })}
          />
        </label>
        <button type="submit" className="btn btn--primary btn--sm">
          Filtrar
        </button>
      </form>
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
                  <td className="ac-mono ac-muted" style={{ maxWidth: 420, wordBreak: 'break-word' }}>
                    {r.details ? JSON.stringify(r.details) : '—'}
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
