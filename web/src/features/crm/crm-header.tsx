import { formatBRL, type CrmSummary } from '@sinais/shared';
import type { CrmTab } from './api';
import { TABS } from './crm-actions';
import { Icon, SummaryCard } from './crm-tables';

/** The four totals above the tables (— until the summary arrives). */
export function CrmSummaryCards({ summary }: { summary: CrmSummary | null }) {
  return (
    <div className="crm-cards">
      <SummaryCard
        label="Total de Usuários"
        value={summary ? String(summary.total_users) : '—'}
        icon={
          <Icon d="M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM22 19v-1a4 4 0 0 0-3-3.87M16 4.13a3 3 0 0 1 0 5.74" />
        }
      />
      <SummaryCard
        label="Total de Compras"
        value={summary ? String(summary.total_purchases) : '—'}
        icon={<Icon d="M6 2h12v20l-3-2-3 2-3-2-3 2V2zM9 7h6M9 11h6M9 15h4" />}
        hint={
          summary
            ? [
                summary.pending_purchases ? `${summary.pending_purchases} pendente(s)` : '',
                summary.duplicate_purchases ? `${summary.duplicate_purchases} duplicada(s)` : '',
              ]
                .filter(Boolean)
                .join(' · ') || undefined
            : undefined
        }
      />
      <SummaryCard
        label="Receita Total"
        value={summary ? formatBRL(summary.total_revenue) : '—'}
        icon={<Icon d="M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />}
        testId="crm-revenue"
      />
      <SummaryCard
        label="Acessos Ativos"
        value={summary ? String(summary.active_accesses) : '—'}
        icon={<Icon d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 7.75-1.4" />}
        testId="crm-active-accesses"
      />
    </div>
  );
}

/** The tabs (users, purchases, accesses) and the search box. */
export function CrmToolbar({
  tab,
  query,
  onTab,
  onQuery,
}: {
  tab: CrmTab;
  query: string;
  onTab: (tab: CrmTab) => void;
  onQuery: (text: string) => void;
}) {
  return (
    <div className="crm-toolbar">
      <div className="crm-tabs" role="tablist" aria-label="Dados do CRM">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={`tab${tab === t.id ? ' tab--active' : ''}`}
            onClick={() => onTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <input
        className="field__input crm-search"
        type="search"
        placeholder={tab === 'users' ? 'Buscar por nome ou e-mail' : 'Buscar por aluno, e-mail ou curso'}
        aria-label="Buscar"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
    </div>
  );
}

/** The count, the page and the previous/next buttons under a table. */
export function CrmPager({
  total,
  page,
  totalPages,
  canGoBack,
  canGoOn,
  onPage,
}: {
  total: number;
  page: number;
  totalPages: number;
  canGoBack: boolean;
  canGoOn: boolean;
  onPage: (delta: 1 | -1) => void;
}) {
  return (
    <div className="crm-pager">
      <span className="crm-muted">
        {total} registro(s) · Página {page} de {totalPages}
      </span>
      <div className="crm-pager__buttons">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!canGoBack}
          onClick={() => onPage(-1)}
        >
          Anterior
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={!canGoOn}
          onClick={() => onPage(1)}
        >
          Próxima
        </button>
      </div>
    </div>
  );
}
