import { z } from 'zod';
import { okAnswer } from './common';
import { purchaseStatusSchema } from './payments';

/** "Minhas compras": the buyer's purchases, receipts and refunds within the 7-day guarantee. */

/** Brazil's consumer code (art. 49) and the sales pages: 7 days to give up a purchase made online. */
export const REFUND_GUARANTEE_DAYS = 7;

/**
 * A card payment the provider holds for review (`in_process`: contingency or manual review). Mercado Pago says the
 * review ends "em menos de 2 dias úteis" and cancels a payment still unconfirmed after 30 days (`cancelled/expired`);
 * the sandbox does the same. The buyer may cancel it before (nothing was charged) and pay another way.
 */
export const PENDING_CARD_REVIEW_BUSINESS_DAYS = 2;
export const PENDING_PAYMENT_EXPIRY_DAYS = 30;

export const PURCHASE_MESSAGES = {
  inProcess: 'Você já tem um pagamento em processamento para este curso',
  alreadyOwned: 'Você já tem acesso a este curso',
  alreadyBought: 'Você já comprou este curso. Se não consegue acessar as aulas, fale com o suporte.',
  notFound: 'Compra não encontrada.',
  notRefundable: 'Só compras aprovadas podem ser reembolsadas.',
  guaranteeOver: `O prazo de ${REFUND_GUARANTEE_DAYS} dias da garantia para pedir reembolso terminou.`,
  refundFailed: 'Não foi possível processar o reembolso agora. Tente novamente em alguns minutos.',
  refundInProgress: 'O reembolso desta compra já está em andamento. Aguarde alguns instantes.',
  refunded:
    'Reembolso solicitado. O valor volta pelo mesmo meio de pagamento e o acesso ao curso foi encerrado.',
  notCancellable: 'Só um pagamento ainda pendente (Pix não pago ou cartão em análise) pode ser cancelado.',
  cancelled: 'Pagamento pendente cancelado. Você já pode pagar de outra forma.',
} as const;

export const purchaseMethodSchema = z.enum(['card', 'pix', 'preference']);

export const myPurchaseSchema = z.object({
  id: z.string(),
  /** What the buyer reads aloud to support: "RC-4821-7730" (the id stays the address of the receipt). */
  receipt_number: z.string(),
  course_id: z.string(),
  course_name: z.string(),
  status: purchaseStatusSchema,
  status_detail: z.string().nullable(),
  method: purchaseMethodSchema,
  installments: z.number().int().nullable(),
  amount_cents: z.number().int(),
  currency: z.string(),
  payment_id: z.string().nullable(),
  external_reference: z.string(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** Set when the provider settled this payment while another purchase of the course was open. */
  duplicate: z.boolean(),
  /** Approved, within the guarantee, through the provider: the member may ask for a refund. */
  refundable: z.boolean(),
  /** End of the 7-day guarantee (from the approval). */
  refund_deadline: z.string().nullable(),
  /** A pending payment the buyer may cancel to pay another way (an unpaid Pix, a card under review). */
  cancellable: z.boolean(),
  /** While pending: when the provider cancels it on its own if still unconfirmed (Pix: its expiry). */
  pending_until: z.string().nullable(),
});
export type MyPurchase = z.infer<typeof myPurchaseSchema>;

export const myPurchasesResponseSchema = okAnswer({
  purchases: z.array(myPurchaseSchema),
});
export type MyPurchasesResponse = z.infer<typeof myPurchasesResponseSchema>;

export const purchaseReceiptSchema = myPurchaseSchema.extend({
  buyer_name: z.string(),
  buyer_email: z.string(),
  provider: z.string(),
  card_last_four: z.string().nullable(),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceiptSchema>;

export const purchaseActionResponseSchema = okAnswer({
  message: z.string(),
  purchase: myPurchaseSchema,
  has_access: z.boolean(),
});
export type PurchaseActionResponse = z.infer<typeof purchaseActionResponseSchema>;

/** The 409 a second attempt gets: which purchase holds the course, so the page can point to it. */
export const openPurchaseConflictSchema = z.object({
  error: z.enum(['payment_in_process', 'already_owned']),
  message: z.string(),
  purchase: myPurchaseSchema
    .pick({
      id: true,
      method: true,
      status: true,
      payment_id: true,
      external_reference: true,
      cancellable: true,
      pending_until: true,
    })
    .optional(),
});
export type OpenPurchaseConflict = z.infer<typeof openPurchaseConflictSchema>;

/** GET /api/payments/status/{paymentId}?external_reference=: the result pages check both against the buyer. */
export const paymentStatusQuerySchema = z.object({
  external_reference: z.string().trim().min(1).max(120).optional(),
});

/**
 * What a signed-in buyer's checkout says before step 1 (GET /api/payments/checkout-state/{courseId}): already has
 * access, a payment in process (the purchase holding the course), and the data of the last purchase to offer again
 * — the CPF masked, never in full.
 */
export const savedCustomerSchema = z.object({
  phone: z.string().nullable(),
  cpf_masked: z.string().nullable(),
  zip_code: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  saved_at: z.string(),
});
export type SavedCustomer = z.infer<typeof savedCustomerSchema>;

export const checkoutStateSchema = okAnswer({
  has_access: z.boolean(),
  open_purchase: openPurchaseConflictSchema.nullable(),
  saved_customer: savedCustomerSchema.nullable(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;
