import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { usePaymentStatus } from './queries';
import { paymentFailureMessage, supportChatUrl } from './result';
import './payment-result.css';

/** /payment/failure: message by status_detail, what to try, support chat, retry. */
export function PaymentFailurePage() {
  const [params] = useSearchParams();
  const paymentId = params.get('payment_id');
  const externalReference = params.get('external_reference');
  // With a session the server's word wins: a payment that was in fact approved (or is pending) is not a failure.
  const server = usePaymentStatus(paymentId, externalReference).data ?? null;

  if (server && (server.status === 'approved' || server.status === 'pending')) {
    const q = new URLSearchParams({
      payment_id: server.payment_id,
      external_reference: server.external_reference,
    });
    return <Navigate to={`/payment/${server.status === 'approved' ? 'success' : 'pending'}?${q}`} replace />;
  }

  const status = server?.provider_status ?? params.get('status') ?? params.get('collection_status');
  const detail = server ? server.status_detail : params.get('status_detail');
  const message = paymentFailureMessage(status, detail);
  const chat = supportChatUrl(paymentId, message);

  return (
    <div className="page pr-wrap">
      <div className="pr-card">
        <span className="pr-icon pr-icon--fail" aria-hidden="true">
          ✕
        </span>
        <h1>Pagamento Não Processado</h1>
        <p>Não se preocupe: nenhum valor foi cobrado.</p>
        <div className="pr-detail" role="alert">
          <strong>{message}</strong>
          <dl>
            {paymentId ? (
              <>
                <dt>ID do pagamento</dt>
                <dd>{paymentId}</dd>
              </>
            ) : null}
            {status ? (
              <>
                <dt>Status</dt>
                <dd>{status}</dd>
              </>
            ) : null}
            {detail ? (
              <>
                <dt>Detalhe</dt>
                <dd>{detail}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <ul className="pr-suggestions">
          <li>Confira os dados do cartão (número, validade e código de segurança).</li>
          <li>Verifique se há limite disponível ou tente outro cartão.</li>
          <li>Pague com Pix: a liberação é imediata.</li>
          <li>Se o problema continuar, fale com o seu banco ou com o nosso suporte.</li>
        </ul>
        <div className="pr-actions pr-actions--3">
          <Link className="btn btn--primary" to="/vitrine-alunos">
            Tentar Novamente
          </Link>
          {chat.startsWith('http') ? (
            <a className="btn btn--ghost" href={chat} target="_blank" rel="noopener noreferrer">
              Falar com o Suporte
            </a>
          ) : (
            <Link className="btn btn--ghost" to={chat}>
              Falar com o Suporte
            </Link>
          )}
          <Link className="btn btn--ghost" to="/">
            Voltar ao Início
          </Link>
        </div>
      </div>
    </div>
  );
}
