import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCents, formatDate, formatDateTime, type MyPurchase } from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import { purchasesApi } from './api';
import { methodLabel, STATUS_LABELS } from './labels';
import './purchases.css';

type Confirming = { kind: 'refund' | 'cancel'; purchase: MyPurchase } | null;

/** /minhas-compras: every purchase with status, method and installments, receipts, and the 7-day refund. */
export function MyPurchasesPage() {
  usePageTitle('Minhas compras');
  const [items, setItems] = useState<MyPurchase[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    purchasesApi
      .list(ctrl.signal)
      .then((r) => {
        setItems(r.purchases);
        setError(null);
      })
      .catch(() => !ctrl.signal.aborted && setError('Erro ao carregar suas compras'));
    return () => ctrl.abort();
  }, [version]);

  const act = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const r =
        confirming.kind === 'refund'
          ? await purchasesApi.refund(confirming.purchase.id)
          : await purchasesApi.cancel(confirming.purchase.id);
      setNotice({ tone: 'success', text: r.message });
    } catch (err) {
      setNotice({
        tone: 'error',
        text:
          err instanceof HttpError && err.serverMessage ? err.serverMessage : 'Não foi possível concluir.',
      });
    } finally {
      setBusy(false);
      setConfirming(null);
      setVersion((v) => v + 1);
    }
  };

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

      {error ? (
        <div className="alert alert--error" role="alert">
          <div className="alert__body">{error}</div>
        </div>
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
            <li key={p.id} className="mp-item" data-testid={`compra-${p.id}`} data-status={p.status}>
              <div className="mp-item__main">
                <h2>{p.course_name}</h2>
                <p className="mp-muted">
                  {formatDateTime(p.created_at)} · {methodLabel(p)}
                </p>
                {p.duplicate ? (
                  <p className="mp-flag">
                    Cobrança em duplicidade: você já tinha outra compra deste curso. Peça o reembolso desta.
                  </p>
                ) : null}
                {p.status === 'approved' && p.refund_deadline ? (
                  <p className="mp-muted">
                    {p.refundable
                      ? `Garantia de reembolso até ${formatDate(p.refund_deadline)}`
                      : 'Prazo da garantia encerrado'}
                  </p>
                ) : null}
              </div>
              <div className="mp-item__side">
                <strong className="mp-amount">{formatCents(p.amount_cents)}</strong>
                <span className={`mp-status mp-status--${p.status}`}>{STATUS_LABELS[p.status]}</span>
                <div className="mp-actions">
                  {p.status === 'approved' || p.status === 'refunded' ? (
                    <Link className="btn btn--ghost btn--sm" to={`/minhas-compras/${p.id}/recibo`}>
                      Recibo
                    </Link>
                  ) : null}
                  {p.status === 'pending' && p.payment_id ? (
                    <Link
                      className="btn btn--ghost btn--sm"
                      to={`/payment/pending?${new URLSearchParams({ payment_id: p.payment_id, external_reference: p.external_reference })}`}
                    >
                      Acompanhar
                    </Link>
                  ) : null}
                  {p.cancellable ? (
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => setConfirming({ kind: 'cancel', purchase: p })}
                    >
                      Cancelar Pix
                    </button>
                  ) : null}
                  {p.refundable ? (
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm mp-danger"
                      onClick={() => setConfirming({ kind: 'refund', purchase: p })}
                    >
                      Pedir reembolso
                    </button>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {confirming ? (
        <div className="mp-confirm" role="dialog" aria-modal="true" aria-labelledby="mp-confirm-title">
          <div className="mp-confirm__box">
            <h2 id="mp-confirm-title">
              {confirming.kind === 'refund' ? 'Pedir reembolso' : 'Cancelar o Pix pendente'}
            </h2>
            <p>
              {confirming.kind === 'refund'
                ? `O valor de ${formatCents(confirming.purchase.amount_cents)} volta pelo mesmo meio de pagamento e o acesso a ${confirming.purchase.course_name} é encerrado.`
                : 'O código Pix deixa de valer. Você pode pagar o curso de outra forma em seguida.'}
            </p>
            <div className="mp-confirm__actions">
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => setConfirming(null)}
                disabled={busy}
              >
                Voltar
              </button>
              <button type="button" className="btn btn--primary" onClick={() => void act()} disabled={busy}>
                {busy
                  ? 'Processando...'
                  : confirming.kind === 'refund'
                    ? 'Confirmar reembolso'
                    : 'Cancelar Pix'}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
