import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { PaymentStatusResponse } from '@sinais/shared';
import { http } from '@/lib/http';
import { useSessionStore } from '@/lib/session';
import { ClockIcon } from '@/components/icons';
import { courseNameFromReference } from './result';
import './payment-result.css';

const PROCESSING_MS = 3000;
const RECHECK_MS = 4000;

/** /payment/success and /payment/pending: one screen. 'Processando...' for 3 s, then the confirmed or pending state. */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const token = useSessionStore((s) => s.token);
  const paymentId = params.get('payment_id');
  const externalReference = params.get('external_reference');
  const queryStatus = params.get('status') ?? params.get('collection_status');
  const [processing, setProcessing] = useState(true);
  const [server, setServer] = useState<PaymentStatusResponse | null>(null);

  useEffect(() => {
    const t = setTimeout(() => setProcessing(false), PROCESSING_MS);
    return () => clearTimeout(t);
  }, []);

  // With a session, the server's word decides (a URL alone never shows a payment as confirmed); pending keeps re-checking.
  useEffect(() => {
    if (!token || !paymentId) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const load = async () => {
      try {
        const s = await http<PaymentStatusResponse>(`/api/payments/status/${encodeURIComponent(paymentId)}`);
        if (!alive) return;
        setServer(s);
        if (s.status === 'pending') timer = setTimeout(load, RECHECK_MS);
      } catch {
        /* keep the query's view */
      }
    };
    void load();
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [token, paymentId]);

  const status =
    server?.status ??
    (queryStatus === 'approved'
      ? 'approved'
      : pathname.endsWith('/success') && !queryStatus
        ? 'approved'
        : 'pending');
  const product = courseNameFromReference(server?.external_reference ?? externalReference);

  if (processing) {
    return (
      <div className="page pr-wrap">
        <div className="pr-card" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <p>Processando...</p>
        </div>
      </div>
    );
  }

  if (status === 'approved') {
    return (
      <ResultCard
        tone="ok"
        icon="✓"
        title="Pagamento Confirmado!"
        primary="Acessar Meus Cursos"
        paymentId={paymentId}
      >
        <p>Seu acesso já está liberado. Bons estudos!</p>
        <p className="pr-product">{product}</p>
      </ResultCard>
    );
  }

  if (status === 'rejected' || status === 'refunded') {
    return (
      <ResultCard
        tone="fail"
        icon="!"
        title="Pagamento Não Processado"
        primary="Tentar Novamente"
        paymentId={paymentId}
      >
        <p>Este pagamento não foi aprovado. Nenhum valor foi cobrado.</p>
      </ResultCard>
    );
  }

  return (
    <ResultCard
      tone="wait"
      icon={<ClockIcon />}
      title="Pagamento em Processamento"
      primary="Acessar Meus Cursos"
      paymentId={paymentId}
    >
      <p>
        Estamos aguardando a confirmação do pagamento. Assim que for aprovado, seu acesso é liberado
        automaticamente.
      </p>
      <p className="pr-product">{product}</p>
    </ResultCard>
  );
}

/** The card of a settled state: icon, title, the state's text, the two actions and the payment id. */
function ResultCard({
  tone,
  icon,
  title,
  primary,
  paymentId,
  children,
}: {
  tone: 'ok' | 'fail' | 'wait';
  icon: ReactNode;
  title: string;
  primary: string;
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
        <div className="pr-actions">
          <Link className="btn btn--primary" to="/vitrine-alunos">
            {primary}
          </Link>
          <Link className="btn btn--ghost" to="/">
            Voltar ao Início
          </Link>
        </div>
        {paymentId ? <p className="pr-id">ID do pagamento: {paymentId}</p> : null}
      </div>
    </div>
  );
}
