import { formatBRL, type CrmSummary } from '@sinais/shared';
import type { CrmTab } from './api';
import { TABS } from './crm-actions';
import { Icon } from '@/components/icons';
import { TabList } from '@/components/tab-list/tab-list';
import { SummaryCard } from './crm-tables';

/** The four totals above the tables (— until the summary arrives). */
export function CrmSummaryCards({ summary }: { summary: CrmSummary | null }) {
  return (
    <div className="crm-cards">
      <SummaryCard
        label="Total de Usuários"
        value={summary ? String(summary.total_users) : '—'}
        icon={<Icon name="users" />}
      />
      <SummaryCard
        label="Total de Compras"
        value={summary ? String(summary.total_purchases) : '—'}
        icon={<Icon name="receipt" />}
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
        icon={<Icon name="money" />}
        testId="crm-revenue"
      />
      <SummaryCard
        label="Acessos Ativos"
        value={summary ? String(summary.active_accesses) : '—'}
        icon={<Icon name="unlocked" />}
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
      <TabList
        label="Dados do CRM"
        tabs={TABS}
        current={tab}
        onPick={onTab}
        className="crm-tabs"
        tabClassName={(selected) => `tab${selected ? ' tab--active' : ''}`}
      />
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
