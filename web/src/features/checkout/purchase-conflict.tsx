import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { OpenPurchaseConflict } from '@sinais/shared';
import { pendingPaymentText } from '@/components/pending-payment/pending-payment';
import { api, useApiMutation } from '@/lib/api';
import { serverMessageOr } from './api';
import { BusyButton } from '@/components/busy-button';

/** What the buyer wants once the pending payment is cancelled: Pix at once, or the form to choose again. */
export type AfterCancel = 'pix' | 'choose';

interface Props {
  conflict: OpenPurchaseConflict;
  onCancelled: (message: string, next: AfterCancel) => void;
  onError: (message: string) => void;
}

/**
 * A second attempt for a course already paid or being paid: says so, points to that payment, how long it may take
 * and when it ends on its own and, while it is still pending (an unpaid Pix, a card under review), lets the buyer
 * cancel it — nothing was charged — and pay with Pix at once.
 */
export function PurchaseConflict({ conflict, onCancelled, onError }: Props) {
  const p = conflict.purchase;
  const follow =
    p?.payment_id && p.status === 'pending'
      ? `/payment/pending?${new URLSearchParams({ payment_id: p.payment_id, external_reference: p.external_reference })}`
      : null;

  // What the buyer asked for with the cancel in flight.
  const then = useRef<AfterCancel>('choose');
  const cancel = useApiMutation(api.payments.cancelPending, {
    onSuccess: (r) => onCancelled(r.message, then.current),
    onError: (err) => onError(serverMessageOr(err, 'Erro ao cancelar o pagamento')),
  });
  const busy = cancel.isPending;
  const run = (choice: AfterCancel) => {
    if (!p) return;
    then.current = choice;
    cancel.mutate({ params: { id: p.id } });
  };

  return (
    <div className="alert alert--error" role="alert" data-testid="purchase-conflict">
      <span className="alert__icon" aria-hidden="true">
        !
      </span>
      <div className="alert__body">
        <strong className="alert__title">{conflict.message}</strong>
        {p?.status === 'pending' ? <div>{pendingPaymentText(p.method, p.pending_until)}</div> : null}
        <div className="co-conflict__actions">
          {follow ? (
            <Link className="btn btn--ghost btn--sm" to={follow}>
              Acompanhar pagamento
            </Link>
          ) : null}
          {p?.cancellable && p.method === 'card' ? (
            <>
              <BusyButton tone="primary" busy={busy} busyLabel="Cancelando..." onClick={() => run('pix')}>
                Cancelar e pagar com Pix
              </BusyButton>
              <BusyButton busy={busy} onClick={() => run('choose')}>
                Cancelar o pagamento com cartão
              </BusyButton>
            </>
          ) : p?.cancellable ? (
            <BusyButton busy={busy} busyLabel="Cancelando..." onClick={() => run('choose')}>
              Cancelar o Pix pendente
            </BusyButton>
          ) : null}
          {conflict.error === 'already_owned' ? (
            <Link className="btn btn--ghost btn--sm" to="/vitrine-alunos">
              Acessar Meus Cursos
            </Link>
          ) : null}
          <Link className="btn btn--ghost btn--sm" to="/minhas-compras">
            Minhas compras
          </Link>
        </div>
      </div>
    </div>
  );
}
