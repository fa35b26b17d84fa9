import { formatCents, paymentFailureMessage, type MyPurchase } from '@sinais/shared';

export const STATUS_LABELS: Record<MyPurchase['status'], string> = {
  approved: 'Aprovado',
  pending: 'Em processamento',
  rejected: 'Não aprovado',
  refunded: 'Reembolsado',
};

export function methodLabel(p: Pick<MyPurchase, 'method' | 'installments' | 'amount_cents'>): string {
  if (p.method === 'pix') return 'Pix';
  if (p.method === 'preference') return 'Mercado Pago';
  const n = p.installments ?? 1;
  return n > 1
    ? `Cartão de crédito · ${n}x de ${formatCents(Math.round(p.amount_cents / n))}`
    : 'Cartão de crédito · à vista';
}

/**
 * Why a purchase was not approved, under its "Não aprovado" label: the failure page's message for a card the bank
 * refused (spec 001 §8), and what happened to a Pix that was never paid.
 */
export function rejectionReason(statusDetail: string | null): string {
  if (statusDetail === 'expired') return 'O Pix expirou antes do pagamento.';
  if (statusDetail === 'by_collector' || statusDetail === 'by_payer')
    return 'Pix cancelado antes do pagamento.';
  return paymentFailureMessage('rejected', statusDetail);
}
