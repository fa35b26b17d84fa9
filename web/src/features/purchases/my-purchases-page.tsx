import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api, invalidateApi, useApiMutation, useApiQuery } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';
import { ConfirmDialog, PurchaseItem, type Confirming } from './purchase-item';
import './purchases.css';
import { ErrorNote } from '@/components/error-note';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** A refund or a Pix cancellation; the list is read again whatever the answer. */
function usePurchaseAction(onDone: (notice: Notice) => void) {
  const queryClient = useQueryClient();
  const options = {
    onSettled: () => invalidateApi(queryClient, api.payments.myPurchases),
    onSuccess: (r: { message: string }) => onDone({ tone: 'success', text: r.message }),
    onError: (err: { serverMessage: string | null }) =>
      onDone({ tone: 'error', text: err.serverMessage ?? 'Não foi possível concluir.' }),
  };
  const refund = useApiMutation(api.payments.requestRefund, options);
  const cancel = useApiMutation(api.payments.cancelPending, options);
  return {
    run: (c: NonNullable<Confirming>) =>
      (c.kind === 'refund' ? refund : cancel).mutate({ params: { id: c.purchase.id } }),
    busy: refund.isPending || cancel.isPending,
  };
}

/** /minhas-compras: every purchase with status, method and installments, receipts, and the 7-day refund. */
export function MyPurchasesPage() {
  usePageTitle('Minhas compras');
  const list = useApiQuery(api.payments.myPurchases);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const action = usePurchaseAction((n) => {
    setNotice(n);
    setConfirming(null);
  });
  const items = list.data?.purchases ?? null;

  return (
    <div className="page mp-page">
      <header className="mp-head">
        <h1>Minhas compras</h1>
        <p className="mp-muted">
          Seus pedidos, recibos e reembolsos. Você pode pedir reembolso em até 7 dias após a aprovação
          (garantia incondicional).
        </p>
      </header>

      {notice ? (
        <div className={`alert alert--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <div className="alert__body">{notice.text}</div>
        </div>
      ) : null}

      {list.isError ? (
        <ErrorNote>Erro ao carregar suas compras</ErrorNote>
      ) : !items ? (
        <div className="mp-center" role="status">
          <span className="spinner" aria-hidden="true" />
          <p>Carregando suas compras...</p>
        </div>
      ) : items.length === 0 ? (
        <section className="mp-empty">
          <p>Você ainda não fez nenhuma compra.</p>
          <Link className="btn btn--primary" to="/vitrine-alunos">
            Ver cursos
          </Link>
        </section>
      ) : (
        <ul className="mp-list">
          {items.map((p) => (
            <PurchaseItem key={p.id} p={p} onConfirm={setConfirming} />
          ))}
        </ul>
      )}

      {confirming ? (
        <ConfirmDialog
          confirming={confirming}
          busy={action.busy}
          onBack={() => setConfirming(null)}
          onConfirm={() => action.run(confirming)}
        />
      ) : null}
    </div>
  );
}
