import { formatDate, formatTime, PENDING_CARD_REVIEW_BUSINESS_DAYS, type MyPurchase } from '@sinais/shared';

/** What a pending payment is waiting for, how long it may take, and when it ends on its own. */
export function pendingPaymentText(method: MyPurchase['method'], pendingUntil: string | null): string {
  if (method === 'pix') {
    const until = pendingUntil ? ` Ele vale até as ${formatTime(pendingUntil, false)}.` : '';
    return `Há um Pix gerado para este curso que ainda não foi pago.${until} Pague o mesmo Pix ou cancele-o para pagar de outra forma.`;
  }
  if (method === 'card') {
    const ends = pendingUntil
      ? ` Se não for aprovado até ${formatDate(pendingUntil)}, ele é cancelado automaticamente e nada é cobrado.`
      : '';
    return `O pagamento com cartão está em análise pela operadora. A análise costuma terminar em até ${PENDING_CARD_REVIEW_BUSINESS_DAYS} dias úteis, e o acesso é liberado assim que ele for aprovado.${ends} Você pode cancelá-lo agora (nada é cobrado) e pagar com Pix.`;
  }
  return 'Aguarde a confirmação do pagamento anterior: assim que ele for aprovado, o acesso é liberado. Nenhuma nova cobrança foi feita.';
}

/** The checkout that opens straight on Pix after a pending payment was cancelled. */
export const PAY_BY_PIX_QUERY = 'pagar=pix';
