import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CheckoutState } from '@sinais/shared';
import { PurchaseConflict, type AfterCancel } from './purchase-conflict';
import { ErrorNote } from '@/components/error-note';

interface Props {
  state: CheckoutState;
  /** A pending payment was cancelled: the standing is read again and the form opens (on Pix if so asked). */
  onFreed: (next: AfterCancel) => void;
}

/** Told before any field: the course is already the buyer's, or a payment for it is in process. */
export function CheckoutStanding({ state, onFreed }: Props) {
  const [error, setError] = useState<string | null>(null);
  if (state.has_access) {
    return (
      <div className="co-standing" data-testid="checkout-standing">
        <div className="alert alert--success" role="status">
          <span className="alert__icon" aria-hidden="true">
            ✓
          </span>
          <div className="alert__body">
            <strong className="alert__title">Você já tem acesso a este curso</strong>
            <div>Nada a pagar: as aulas estão na sua área de membros.</div>
          </div>
        </div>
        <Link className="btn btn--primary btn--block" to="/vitrine-alunos">
          Acessar Meus Cursos
        </Link>
      </div>
    );
  }
  if (!state.open_purchase) return null;
  return (
    <div className="co-standing" data-testid="checkout-standing">
      <PurchaseConflict
        conflict={state.open_purchase}
        onCancelled={(_message, next) => onFreed(next)}
        onError={setError}
      />
      {error ? <ErrorNote>{error}</ErrorNote> : null}
    </div>
  );
}
