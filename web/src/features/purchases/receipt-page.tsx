import { Link, useParams, useSearchParams } from 'react-router-dom';
import { formatCents, formatDateTime } from '@sinais/shared';
import { api, useApiQuery } from '@/lib/api';
import { safeReturnUrl } from '@/lib/session-rules';
import { usePageTitle } from '@/lib/use-page-title';
import { DocumentPending, PrintBar } from '@/components/printable-document/printable-document';
import { methodLabel, STATUS_LABELS } from './labels';
import './purchases.css';

const BACK = { to: '/minhas-compras', label: 'Minhas compras' };

/** /minhas-compras/{id}/recibo: a printable receipt (the browser's print or "save as PDF"). */
export function ReceiptPage() {
  usePageTitle('Recibo');
  const { purchaseId = '' } = useParams();
  const [params] = useSearchParams();
  // Right after a Pix approval: the receipt says so and leads on to the course.
  const next = params.get('pago') === '1' ? (safeReturnUrl(params.get('seguir')) ?? '/vitrine-alunos') : null;
  const query = useApiQuery(api.payments.receipt, { params: { id: purchaseId } }, { retry: false });
  const receipt = query.data?.receipt ?? null;
  const error = query.isError
    ? query.error.status === 404
      ? 'Compra não encontrada.'
      : 'Erro ao carregar o recibo.'
    : null;

  if (error || !receipt)
    return <DocumentPending error={error} back={BACK} className="mp-page" loadingClassName="mp-center" />;

  return (
    <div className="page mp-page">
      <PrintBar back={BACK} className="mp-noprint mp-receipt-bar" />
      {next && receipt.status === 'approved' ? (
        <section className="mp-paid spread-row mp-noprint" data-testid="paid-banner" aria-live="polite">
          <p>
            <strong>Pagamento aprovado!</strong> Seu acesso a {receipt.course_name} está liberado. Guarde este
            recibo: ele fica sempre em Minhas compras.
          </p>
          <Link className="btn btn--primary" to={next}>
            Continuar para o curso
          </Link>
        </section>
      ) : null}
      <article className="mp-receipt" aria-label="Recibo">
        <header>
          <p className="mp-receipt__brand">Sinais Cripto</p>
          <h1>Recibo de compra</h1>
          <p data-testid="receipt-number">
            Nº <span className="mp-mono">{receipt.receipt_number}</span>
          </p>
        </header>
        <dl>
          <dt>Cliente</dt>
          <dd>
            {receipt.buyer_name} ({receipt.buyer_email})
          </dd>
          <dt>Produto</dt>
          <dd>{receipt.course_name}</dd>
          <dt>Valor</dt>
          <dd>{formatCents(receipt.amount_cents)}</dd>
          <dt>Forma de pagamento</dt>
          <dd>
            {methodLabel(receipt)}
            {receipt.card_last_four ? ` · final ${receipt.card_last_four}` : ''}
          </dd>
          <dt>Data da compra</dt>
          <dd>{formatDateTime(receipt.created_at)}</dd>
          {receipt.approved_at ? (
            <>
              <dt>Pagamento aprovado em</dt>
              <dd>{formatDateTime(receipt.approved_at)}</dd>
            </>
          ) : null}
          <dt>Situação</dt>
          <dd>
            {STATUS_LABELS[receipt.status]}
            {receipt.refunded_at ? ` em ${formatDateTime(receipt.refunded_at)}` : ''}
          </dd>
          <dt>ID do pagamento</dt>
          <dd className="mp-mono">{receipt.payment_id ?? '—'}</dd>
          <dt>Processado por</dt>
          <dd>
            {receipt.provider === 'mercadopago' ? 'Mercado Pago' : 'Ambiente de teste (sem cobrança real)'}
          </dd>
        </dl>
        <footer>
          <p>
            Garantia de 7 dias: o reembolso pode ser pedido em Minhas compras até 7 dias depois da aprovação
            do pagamento.
          </p>
        </footer>
      </article>
    </div>
  );
}
