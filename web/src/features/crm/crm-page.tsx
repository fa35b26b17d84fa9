import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/alert';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { QueryView, queryErrorText } from '@/components/query-view/query-view';
import { api, useApiQuery } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { invalidateCrm, runAction, useCrmList, type CrmAction, type CrmTab } from './api';
import { refundOffer } from './refund-offer';
import { ConfirmDialog } from './confirm-dialog';
import { useCrmAdminCheck } from './use-crm-admin-check';
import './crm.css';
import { CrmTable, type Ask } from './crm-tables';
import { ACTIONS, type Pending, dialogText } from './crm-actions';
import { CrmPager } from './crm-pager';
import { CrmSummaryCards } from './crm-summary-cards';
import { CrmToolbar } from './crm-toolbar';

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
  const summary = useApiQuery(api.crm.summary);
  // Refunds go through the payment provider: none when the server's payments are switched off.
  const refund = refundOffer(useApiQuery(api.payments.config, undefined, { retry: false }).error);
  const list = useCrmList(tab, page, q);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const queryClient = useQueryClient();

  const act = useMutation({
    mutationFn: ({ action, target }: { action: CrmAction; target: Pending }) =>
      runAction(
        action,
        target.id,
        action === 'approve' && target.duplicate ? { confirm_duplicate: true } : undefined,
      ),
    onSuccess: (res) => setNotice({ tone: 'success', text: res.message }),
    onError: (err) =>
      setNotice({ tone: 'error', text: queryErrorText(err, 'Não foi possível concluir a ação.') }),
    onSettled: () => {
      setPending(null);
      void invalidateCrm(queryClient);
    },
  });
  const confirm = (override?: CrmAction) =>
    pending && act.mutate({ action: override ?? pending.action, target: pending });
  const loading = list.isFetching;

  const ask: Ask = (action, id, who, what, extra = {}) => setPending({ action, id, who, what, ...extra });

  return (
    <div className="page crm">
      <PageHeader eyebrow="Administração" title="CRM" subtitle="Usuários, compras e acessos aos cursos." />
      <CrmSummaryCards summary={summary.data ?? null} />

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

      <QueryView query={list} errorText="Erro ao carregar os dados.">
        {(list) => (
          <div className={`crm-table-wrap${loading ? ' crm-table-wrap--loading' : ''}`}>
            {list.items.length === 0 ? (
              <p className="crm-empty">{q ? 'Nenhum resultado para a busca.' : 'Nenhum registro ainda.'}</p>
            ) : (
              <CrmTable tab={tab} rows={list.items} ask={ask} refund={refund} />
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
        )}
      </QueryView>

      {pending ? (
        <ConfirmDialog
          title={ACTIONS[pending.action].title}
          {...dialogText(pending)}
          danger={ACTIONS[pending.action].danger || Boolean(pending.duplicate)}
          busy={act.isPending}
          onConfirm={() => confirm()}
          onCancel={() => setPending(null)}
          {...(pending.action === 'approve' && pending.duplicate
            ? { alternative: { label: 'Rejeitar esta compra', onClick: () => confirm('reject') } }
            : {})}
        />
      ) : null}
    </div>
  );
}
