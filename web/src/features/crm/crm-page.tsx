import { useCallback, useEffect, useState } from 'react';
import {
  formatBRL,
  type CrmAccess,
  type CrmPage as Page,
  type CrmPurchase,
  type CrmSummary,
  type CrmUser,
} from '@sinais/shared';
import { Alert } from '@/components/alert';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import { fetchList, fetchSummary, runAction, type CrmAction, type CrmRows, type CrmTab } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { useCrmAdminCheck } from './use-crm-admin-check';
import './crm.css';
import { Icon, SummaryCard, UsersTable, PurchasesTable, AccessesTable, type Ask } from './crm-tables';
import { TABS, ACTIONS, type Pending, dialogText } from './crm-actions';

export function CrmPage() {
  usePageTitle('CRM');
  const allowed = useCrmAdminCheck();
  if (!allowed) return <LoadingScreen message="Verificando permissões de administrador..." />;
  return <CrmView />;
}

function useDebounced(value: string, ms: number): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function CrmView() {
  const [tab, setTab] = useState<CrmTab>('users');
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const q = useDebounced(query, 300);
  const [summary, setSummary] = useState<CrmSummary | null>(null);
  const [list, setList] = useState<Page<CrmRows[CrmTab]> | null>(null);
  const [listTab, setListTab] = useState<CrmTab>('users');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [reload, setReload] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSummary(controller.signal)
      .then(setSummary)
      .catch(() => undefined);
    return () => controller.abort();
  }, [reload]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchList(tab, page, q, controller.signal)
      .then((res) => {
        setList(res);
        setListTab(tab);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setError(err instanceof HttpError ? err.message : 'Erro ao carregar os dados.');
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [tab, page, q, reload]);

  const confirm = useCallback(
    async (override?: CrmAction) => {
      if (!pending) return;
      setBusy(true);
      const action = override ?? pending.action;
      try {
        const res = await runAction(
          action,
          pending.id,
          action === 'approve' && pending.duplicate ? { confirm_duplicate: true } : undefined,
        );
        setNotice({ tone: 'success', text: res.message });
        setReload((r) => r + 1);
      } catch (err) {
        setNotice({
          tone: 'error',
          text: err instanceof HttpError ? err.message : 'Não foi possível concluir a ação.',
        });
        setReload((r) => r + 1);
      } finally {
        setBusy(false);
        setPending(null);
      }
    },
    [pending],
  );

  const ask: Ask = (action, id, who, what, extra = {}) => setPending({ action, id, who, what, ...extra });

  return (
    <div className="page crm">
      <PageHeader eyebrow="Administração" title="CRM" subtitle="Usuários, compras e acessos aos cursos." />
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

      {notice ? (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}

      <div className="crm-toolbar">
        <div className="crm-tabs" role="tablist" aria-label="Dados do CRM">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              className={`crm-tab${tab === t.id ? ' crm-tab--active' : ''}`}
              onClick={() => {
                setTab(t.id);
                setPage(1);
              }}
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
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
        />
      </div>

      {error ? (
        <div className="error-panel">
          <p>{error}</p>
          <button type="button" className="btn btn--primary" onClick={() => setReload((r) => r + 1)}>
            Tentar novamente
          </button>
        </div>
      ) : list && listTab === tab ? (
        <div className={`crm-table-wrap${loading ? ' crm-table-wrap--loading' : ''}`}>
          {list.items.length === 0 ? (
            <p className="crm-empty">{q ? 'Nenhum resultado para a busca.' : 'Nenhum registro ainda.'}</p>
          ) : tab === 'users' ? (
            <UsersTable rows={list.items as CrmUser[]} />
          ) : tab === 'purchases' ? (
            <PurchasesTable rows={list.items as CrmPurchase[]} ask={ask} />
          ) : (
            <AccessesTable rows={list.items as CrmAccess[]} ask={ask} />
          )}
          <div className="crm-pager">
            <span className="crm-muted">
              {list.total} registro(s) · Página {list.page} de {list.total_pages}
            </span>
            <div className="crm-pager__buttons">
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={page <= 1 || loading}
                onClick={() => setPage((p) => p - 1)}
              >
                Anterior
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={page >= list.total_pages || loading}
                onClick={() => setPage((p) => p + 1)}
              >
                Próxima
              </button>
            </div>
          </div>
        </div>
      ) : (
        <LoadingScreen message="Carregando..." fullHeight={false} />
      )}

      {pending ? (
        <ConfirmDialog
          title={ACTIONS[pending.action].title}
          {...dialogText(pending)}
          danger={ACTIONS[pending.action].danger || Boolean(pending.duplicate)}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
          {...(pending.action === 'approve' && pending.duplicate
            ? { alternative: { label: 'Rejeitar esta compra', onClick: () => void confirm('reject') } }
            : {})}
        />
      ) : null}
    </div>
  );
}
