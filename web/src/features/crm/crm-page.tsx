import { useCallback, useEffect, useState } from 'react';
import { type CrmPage as Page, type CrmSummary } from '@sinais/shared';
import { Alert } from '@/components/alert';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { RetryPanel } from '@/components/retry-panel/retry-panel';
import { HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import { fetchList, fetchSummary, runAction, type CrmAction, type CrmRows, type CrmTab } from './api';
import { ConfirmDialog } from './confirm-dialog';
import { useCrmAdminCheck } from './use-crm-admin-check';
import './crm.css';
import { CrmTable, type Ask } from './crm-tables';
import { ACTIONS, type Pending, dialogText } from './crm-actions';
import { CrmPager, CrmSummaryCards, CrmToolbar } from './crm-header';

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
      <CrmSummaryCards summary={summary} />

      {notice ? (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}

      <CrmToolbar
        tab={tab}
        query={query}
        onTab={(t) => {
          setTab(t);
          setPage(1);
        }}
        onQuery={(text) => {
          setQuery(text);
          setPage(1);
        }}
      />

      {error ? (
        <RetryPanel message={error} onRetry={() => setReload((r) => r + 1)} />
      ) : list && listTab === tab ? (
        <div className={`crm-table-wrap${loading ? ' crm-table-wrap--loading' : ''}`}>
          {list.items.length === 0 ? (
            <p className="crm-empty">{q ? 'Nenhum resultado para a busca.' : 'Nenhum registro ainda.'}</p>
          ) : (
            <CrmTable tab={tab} rows={list.items} ask={ask} />
          )}
          <CrmPager
            total={list.total}
            page={list.page}
            totalPages={list.total_pages}
            canGoBack={page > 1 && !loading}
            canGoOn={page < list.total_pages && !loading}
            onPage={(delta) => setPage((p) => p + delta)}
          />
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
