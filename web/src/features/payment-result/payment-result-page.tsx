import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { loginRedirectState } from '@/lib/navigation-state';
import { useSessionStore } from '@/lib/session';
import { ClockIcon } from '@/components/icons';
import { PAY_BY_PIX_QUERY } from '@/components/pending-payment/pending-payment';
import { checkoutPathOf } from '@/lib/checkout-paths';
import { PendingPayment } from './pending-payment';
import { usePaymentStatus } from './queries';
import { courseNameFromReference } from './result';
import { Actions, HomeLink, ResultCard } from './result-card';
import './payment-result.css';

const PROCESSING_MS = 3000;

/**
 * /payment/success and /payment/pending: one screen. 'Processando...' for 3 s, then what the server says about
 * this payment: it must belong to the logged-in buyer and match the URL's external reference. The URL alone
 * (a forged or stale `status=approved`) never shows a confirmation.
 */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = useSessionStore((s) => s.token);
  const paymentId = params.get('payment_id') ?? params.get('collection_id');
  const externalReference = params.get('external_reference');
  const [processing, setProcessing] = useState(true);
  const status = usePaymentStatus(paymentId, externalReference, true);
  const notFound = status.isError && (status.error.status === 404 || status.error.status === 400);

  useEffect(() => {
    const t = setTimeout(() => setProcessing(false), PROCESSING_MS);
    return () => clearTimeout(t);
  }, []);

  if (processing || (token && paymentId && status.isPending)) {
    return (
      <div className="page pr-wrap">
        <div className="pr-card" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <p>Processando...</p>
        </div>
      </div>
    );
  }

  if (!token) {
    return (
      <ResultCard
        tone="wait"
        icon={<ClockIcon />}
        title="Entre para ver o seu pagamento"
        paymentId={paymentId}
      >
        <p>O status do pagamento e o acesso ao curso ficam na sua conta. Entre para conferir.</p>
        <div className="pr-actions">
          <Link
            className="btn btn--primary"
            to="/login"
            state={loginRedirectState(
              `${location.pathname}${location.search}`,
              'Entre para ver o status do seu pagamento.',
            )}
          >
            Fazer Login
          </Link>
          <HomeLink />
        </div>
      </ResultCard>
    );
  }

  if (!paymentId || notFound) {
    return (
      <ResultCard tone="fail" icon="!" title="Pagamento não encontrado" paymentId={paymentId}>
        <p>Não encontramos este pagamento na sua conta. Confira suas compras para ver o que foi pago.</p>
        <div className="pr-actions">
          <Link className="btn btn--primary" to="/minhas-compras">
            Minhas compras
          </Link>
          <HomeLink />
        </div>
      </ResultCard>
    );
  }

  if (status.isError || !status.data) {
    return (
      <ResultCard tone="wait" icon="!" title="Não foi possível confirmar o pagamento" paymentId={paymentId}>
        <p>Não conseguimos falar com o servidor agora. Seu pagamento não foi perdido: tente de novo.</p>
        <div className="pr-actions">
          <button type="button" className="btn btn--primary" onClick={() => void status.refetch()}>
            Tentar novamente
          </button>
          <Link className="btn btn--ghost" to="/minhas-compras">
            Minhas compras
          </Link>
        </div>
      </ResultCard>
    );
  }

  const server = status.data;
  const product = courseNameFromReference(server.external_reference);

  if (server.status === 'approved' && server.has_access) {
    return (
      <ResultCard tone="ok" icon="✓" title="Pagamento Confirmado!" paymentId={paymentId}>
        <p>Seu acesso já está liberado. Bons estudos!</p>
        <p className="pr-product">{product}</p>
        <Actions primary="Acessar Meus Cursos" receipt={`/minhas-compras/${server.purchase_id}/recibo`} />
      </ResultCard>
    );
  }

  if (server.status === 'rejected' || server.status === 'refunded') {
    return (
      <ResultCard tone="fail" icon="!" title="Pagamento Não Processado" paymentId={paymentId}>
        <p>{closedText(server.status, server.status_detail)}</p>
        <Actions primary="Tentar Novamente" />
        {server.status === 'rejected' && !server.has_access ? (
          <Link
            className="btn btn--primary pr-pix"
            to={`${checkoutPathOf(server.course_id)}?${PAY_BY_PIX_QUERY}`}
          >
            Pagar com Pix
          </Link>
        ) : null}
      </ResultCard>
    );
  }

  return <PendingPayment server={server} paymentId={paymentId} refresh={() => void status.refetch()} />;
}

/** Why a payment is closed without access: refunded, cancelled (by the buyer, or expired), or refused. */
function closedText(status: 'rejected' | 'refunded', detail: string | null): string {
  if (status === 'refunded') return 'Este pagamento foi estornado.';
  if (detail === 'expired')
    return 'O pagamento não foi concluído no prazo e foi cancelado automaticamente. Nenhum valor foi cobrado.';
  if (detail === 'by_collector' || detail === 'by_payer')
    return 'Este pagamento foi cancelado. Nenhum valor foi cobrado.';
  return 'Este pagamento não foi aprovado. Nenhum valor foi cobrado.';
}
