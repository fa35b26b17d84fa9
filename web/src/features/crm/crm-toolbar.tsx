import { TabList } from '@/components/tab-list/tab-list';
import type { CrmTab } from './api';

const TABS: Array<{ id: CrmTab; label: string }> = [
  { id: 'users', label: 'Usuários' },
  { id: 'purchases', label: 'Compras' },
  { id: 'accesses', label: 'Acessos' },
];

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
    <div className="crm-toolbar spread-row">
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
