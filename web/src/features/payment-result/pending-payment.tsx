import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PaymentStatusResponse } from '@sinais/shared';
import { ClockIcon } from '@/components/icons';
import { ErrorNote } from '@/components/error-note';
import { pendingPaymentText, PAY_BY_PIX_QUERY } from '@/components/pending-payment/pending-payment';
import { api, useApiMutation, useApiQuery } from '@/lib/api';
import { checkoutPathOf } from '@/lib/checkout-paths';
import { HomeLink, ResultCard } from './result-card';
import { courseNameFromReference } from './result';

interface Props {
  server: PaymentStatusResponse;
  paymentId: string;
  /** Reads the status again (after a cancellation or a test-bank action). */
  refresh: () => void;
}

/**
 * "Acompanhar pagamento" while the payment is pending: what it waits for, how long it may take and when it ends
 * on its own, and the way out — cancel it (nothing is charged) and pay with Pix at once. The page follows the
 * payment live (see usePaymentStatus), so it turns into the confirmation or the refusal by itself.
 */
export function PendingPayment({ server, paymentId, refresh }: Props) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const pixCheckout = `${checkoutPathOf(server.course_id)}?${PAY_BY_PIX_QUERY}`;
  const cancel = useApiMutation(api.payments.cancelPending, {
    onError: (err) => setError(err.serverMessage ?? 'Não foi possível cancelar o pagamento.'),
  });
  // Not mutate's own onSuccess: the cancellation also reaches this page live (payment:updated), and when the
  // re-read status lands first the page turns into the refusal, unmounting this card and dropping that callback.
  const cancelThen = (then: () => void) =>
    void cancel.mutateAsync({ params: { id: server.purchase_id } }).then(then, () => undefined);
  const card = server.method === 'card';

  return (
    <ResultCard tone="wait" icon={<ClockIcon />} title="Pagamento em Processamento" paymentId={paymentId}>
      <p data-testid="pending-explanation">
        {server.status === 'approved'
          ? 'Pagamento aprovado. Estamos liberando o acesso; se ele não aparecer em alguns minutos, fale com o suporte.'
          : pendingPaymentText(server.method, server.pending_until)}
      </p>
      <p className="pr-product">{courseNameFromReference(server.external_reference)}</p>
      <p className="pr-live" role="status">
        Esta página se atualiza sozinha quando o pagamento for concluído.
      </p>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      <div className="pr-actions">
        {server.cancellable && card ? (
          <button
            type="button"
            className="btn btn--primary"
            disabled={cancel.isPending}
            onClick={() => cancelThen(() => void navigate(pixCheckout))}
          >
            {cancel.isPending ? 'Cancelando...' : 'Cancelar e pagar com Pix'}
          </button>
        ) : null}
        {server.cancellable ? (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={cancel.isPending}
            onClick={() => cancelThen(refresh)}
          >
            {card ? 'Cancelar pagamento' : 'Cancelar o Pix pendente'}
          </button>
        ) : null}
        <Link className="btn btn--ghost" to="/minhas-compras">
          Minhas compras
        </Link>
        <HomeLink />
      </div>
      {card && server.provider_status === 'in_process' ? (
        <SandboxReview paymentId={paymentId} onDone={refresh} />
      ) : null}
    </ResultCard>
  );
}

/** The sandbox's test bank: ends the card's review, as the card issuer would (test environment only). */
function SandboxReview({ paymentId, onDone }: { paymentId: string; onDone: () => void }) {
  const config = useApiQuery(api.payments.config);
  const review = useApiMutation(api.payments.sandboxConcludeReview, { onSuccess: onDone });
  if (config.data?.config.mode !== 'sandbox') return null;
  const conclude = (outcome: 'approved' | 'rejected') =>
    review.mutate({ params: { paymentId }, body: { outcome } });
  return (
    <div className="pr-sandbox">
      <p className="pr-sandbox__note">Ambiente de teste: simule o fim da análise do cartão.</p>
      <div className="pr-actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={review.isPending}
          onClick={() => conclude('approved')}
        >
          Simular aprovação (teste)
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={review.isPending}
          onClick={() => conclude('rejected')}
        >
          Simular recusa (teste)
        </button>
      </div>
    </div>
  );
}
