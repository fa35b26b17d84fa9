import { formatCents, type MyPurchase } from '@sinais/shared';

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
