import { Link } from 'react-router-dom';
import type { OpenPurchaseConflict } from '@sinais/shared';
import { api, useApiMutation } from '@/lib/api';
import { serverMessageOr } from './api';

interface Props {
  conflict: OpenPurchaseConflict;
  onCancelled: (message: string) => void;
  onError: (message: string) => void;
}

/**
 * A second attempt for a course already paid or being paid: says so, points to that payment and, for a Pix not
 * paid yet, lets the buyer cancel it to pay another way (nothing was charged for it).
 */
export function PurchaseConflict({ conflict, onCancelled, onError }: Props) {
  const p = conflict.purchase;
  const follow =
    p?.payment_id && p.status === 'pending'
      ? `/payment/pending?${new URLSearchParams({ payment_id: p.payment_id, external_reference: p.external_reference })}`
      : null;

  const cancel = useApiMutation(api.payments.cancelPix, {
    onSuccess: (r) => onCancelled(r.message),
    onError: (err) => onError(serverMessageOr(err, 'Erro ao cancelar o pagamento')),
  });
  const busy = cancel.isPending;

  return (
    <div className="alert alert--error" role="alert" data-testid="purchase-conflict">
      <span className="alert__icon" aria-hidden="true">
        !
      </span>
      <div className="alert__body">
        <strong className="alert__title">{conflict.message}</strong>
        {p?.status === 'pending' ? (
          <div>
            {p.method === 'pix'
              ? 'Há um Pix gerado para este curso que ainda não foi pago. Pague o mesmo Pix ou cancele-o para pagar de outra forma.'
              : 'Aguarde a confirmação do pagamento anterior: assim que ele for aprovado, o acesso é liberado. Nenhuma nova cobrança foi feita.'}
          </div>
        ) : null}
        <div className="co-conflict__actions">
          {follow ? (
            <Link className="btn btn--ghost btn--sm" to={follow}>
              Acompanhar pagamento
            </Link>
          ) : null}
          {p?.cancellable ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => p && cancel.mutate({ params: { id: p.id } })}
              disabled={busy}
            >
              {busy ? 'Cancelando...' : 'Cancelar o Pix pendente'}
            </button>
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
