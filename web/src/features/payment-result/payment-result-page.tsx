import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { loginRedirectState } from '@/lib/navigation-state';
import { useSessionStore } from '@/lib/session';
import { ClockIcon } from '@/components/icons';
import { usePaymentStatus } from './queries';
import { courseNameFromReference } from './result';
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
        <p>
          {server.status === 'refunded'
            ? 'Este pagamento foi estornado.'
            : 'Este pagamento não foi aprovado. Nenhum valor foi cobrado.'}
        </p>
        <Actions primary="Tentar Novamente" />
      </ResultCard>
    );
  }

  return (
    <ResultCard tone="wait" icon={<ClockIcon />} title="Pagamento em Processamento" paymentId={paymentId}>
      <p>
        {server.status === 'approved'
          ? 'Pagamento aprovado. Estamos liberando o acesso; se ele não aparecer em alguns minutos, fale com o suporte.'
          : 'Estamos aguardando a confirmação do pagamento. Assim que for aprovado, seu acesso é liberado automaticamente.'}
      </p>
      <p className="pr-product">{product}</p>
      <Actions primary="Acessar Meus Cursos" />
    </ResultCard>
  );
}

function Actions({ primary, receipt }: { primary: string; receipt?: string }) {
  return (
    <div className="pr-actions">
      <Link className="btn btn--primary" to="/vitrine-alunos">
        {primary}
      </Link>
      {receipt ? (
        <Link className="btn btn--ghost" to={receipt}>
          Ver recibo
        </Link>
      ) : null}
      <HomeLink />
    </div>
  );
}

function HomeLink() {
  return (
    <Link className="btn btn--ghost" to="/">
      Voltar ao Início
    </Link>
  );
}

/** The card of a settled state: icon, title, the state's text, the two actions and the payment id. */
function ResultCard({
  tone,
  icon,
  title,
  paymentId,
  children,
}: {
  tone: 'ok' | 'fail' | 'wait';
  icon: ReactNode;
  title: string;
  paymentId: string | null;
  children: ReactNode;
}) {
  return (
    <div className="page pr-wrap">
      <div className="pr-card">
        <span className={`pr-icon pr-icon--${tone}`} aria-hidden="true">
          {icon}
        </span>
        <h1>{title}</h1>
        {children}
        {paymentId ? <p className="pr-id">ID do pagamento: {paymentId}</p> : null}
      </div>
    </div>
  );
}
