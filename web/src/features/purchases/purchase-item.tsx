import { Link } from 'react-router-dom';
import { formatCents, formatDate, formatDateTime, type MyPurchase } from '@sinais/shared';
import { methodLabel, rejectionReason, STATUS_LABELS } from './labels';

export type Confirming = { kind: 'refund' | 'cancel'; purchase: MyPurchase } | null;

/** One purchase: course, date, method, the refund guarantee and what can be done with it. */
export function PurchaseItem({ p, onConfirm }: { p: MyPurchase; onConfirm: (c: Confirming) => void }) {
  const askButton = (kind: 'refund' | 'cancel', label: string) => (
    <button
      type="button"
      className={kind === 'refund' ? 'btn btn--ghost btn--sm mp-danger' : 'btn btn--ghost btn--sm'}
      onClick={() => onConfirm({ kind, purchase: p })}
    >
      {label}
    </button>
  );
  return (
    <li className="mp-item spread-row boxed" data-testid={`compra-${p.id}`} data-status={p.status}>
      <div className="mp-item__main">
        <h2>{p.course_name}</h2>
        <p className="mp-muted">
          {formatDateTime(p.created_at)} · {methodLabel(p)} · Pedido nº{' '}
          <span className="mp-mono" data-testid="order-number">
            {p.receipt_number}
          </span>
        </p>
        {p.duplicate ? (
          <p className="mp-flag">
            Cobrança em duplicidade: você já tinha outra compra deste curso. Peça o reembolso desta.
          </p>
        ) : null}
        {p.status === 'rejected' ? (
          <p className="mp-muted" data-testid="purchase-rejection">
            {rejectionReason(p.status_detail)}
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
          {p.cancellable
            ? askButton('cancel', p.method === 'pix' ? 'Cancelar Pix' : 'Cancelar pagamento')
            : null}
          {p.refundable ? askButton('refund', 'Pedir reembolso') : null}
        </div>
      </div>
    </li>
  );
}

interface ConfirmProps {
  confirming: NonNullable<Confirming>;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** Asks before a refund (the access ends) or before a pending payment (Pix, card under review) is cancelled. */
export function ConfirmDialog({ confirming, busy, onBack, onConfirm }: ConfirmProps) {
  const refund = confirming.kind === 'refund';
  const pix = confirming.purchase.method === 'pix';
  return (
    <div className="mp-confirm" role="dialog" aria-modal="true" aria-labelledby="mp-confirm-title">
      <div className="mp-confirm__box">
        <h2 id="mp-confirm-title">
          {refund ? 'Pedir reembolso' : pix ? 'Cancelar o Pix pendente' : 'Cancelar o pagamento em análise'}
        </h2>
        <p>
          {refund
            ? `O valor de ${formatCents(confirming.purchase.amount_cents)} volta pelo mesmo meio de pagamento e o acesso a ${confirming.purchase.course_name} é encerrado.`
            : pix
              ? 'O código Pix deixa de valer. Você pode pagar o curso de outra forma em seguida.'
              : 'A análise do cartão é interrompida e nada é cobrado. Você pode pagar o curso de outra forma em seguida.'}
        </p>
        <div className="mp-confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={onBack} disabled={busy}>
            Voltar
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>
            {busy
              ? 'Processando...'
              : refund
                ? 'Confirmar reembolso'
                : pix
                  ? 'Cancelar Pix'
                  : 'Cancelar pagamento'}
          </button>
        </div>
      </div>
    </div>
  );
}
