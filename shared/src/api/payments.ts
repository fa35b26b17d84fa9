import { z } from 'zod';
import {
  checkoutStateSchema,
  myPurchasesResponseSchema,
  paymentStatusQuerySchema,
  purchaseActionResponseSchema,
  purchaseReceiptSchema,
} from '../schemas/my-purchases';
import {
  createPreferenceRequestSchema,
  createPreferenceResponseSchema,
  customerSaveRequestSchema,
  paymentConfigResponseSchema,
  paymentResultSchema,
  paymentStatusResponseSchema,
  pixRequestSchema,
  pixResponseSchema,
  processCardRequestSchema,
  sandboxCardTokenRequestSchema,
} from '../schemas/payments';
import { idParam } from './envelopes';
import { defineRoute } from './route';

/** `{ notify: false }` makes the test bank skip the webhook (the tests settle the purchase themselves). */
const sandboxNotifySchema = z
  .object({ notify: z.boolean().optional().catch(undefined) })
  .optional()
  .catch(undefined);

/** Checkout, payment status, Minhas compras, the provider webhook and the sandbox test bank (spec 001). */
export const paymentsApi = {
  config: defineRoute({
    method: 'GET',
    path: '/api/payments/config',
    access: 'public',
    response: paymentConfigResponseSchema,
    needsState: true,
  }),
  createPreference: defineRoute({
    method: 'POST',
    path: '/api/payments/create-preference',
    access: 'member',
    body: createPreferenceRequestSchema,
    response: createPreferenceResponseSchema,
  }),
  processCard: defineRoute({
    method: 'POST',
    path: '/api/payments/process-card',
    access: 'member',
    body: processCardRequestSchema,
    response: paymentResultSchema,
  }),
  pix: defineRoute({
    method: 'POST',
    path: '/api/payments/pix',
    access: 'member',
    body: pixRequestSchema,
    response: pixResponseSchema,
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/payments/status/:paymentId',
    access: 'member',
    params: idParam('paymentId'),
    query: paymentStatusQuerySchema,
    response: paymentStatusResponseSchema,
    needsState: true,
  }),
  checkoutState: defineRoute({
    method: 'GET',
    path: '/api/payments/checkout-state/:courseId',
    access: 'member',
    params: idParam('courseId'),
    response: checkoutStateSchema,
    needsState: true,
  }),
  myPurchases: defineRoute({
    method: 'GET',
    path: '/api/payments/my-purchases',
    access: 'member',
    response: myPurchasesResponseSchema,
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/api/payments/purchases/:id',
    access: 'member',
    params: idParam('id'),
    response: z.object({ success: z.literal(true), receipt: purchaseReceiptSchema }),
    needsState: true,
  }),
  requestRefund: defineRoute({
    method: 'POST',
    path: '/api/payments/purchases/:id/refund',
    access: 'member',
    params: idParam('id'),
    response: purchaseActionResponseSchema,
  }),
  /** An unpaid Pix or a card still under review, cancelled at the provider (nothing was charged). */
  cancelPending: defineRoute({
    method: 'POST',
    path: '/api/payments/purchases/:id/cancel',
    access: 'member',
    params: idParam('id'),
    response: purchaseActionResponseSchema,
  }),
  /** Called by the provider (or the sandbox) with its signature; read by the webhook domain, never a 400 here. */
  webhook: defineRoute({
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'public',
    body: z.unknown(),
    response: z.object({ received: z.literal(true), outcome: z.string() }),
  }),
  adminRefund: defineRoute({
    method: 'POST',
    path: '/api/payments/:paymentId/refund',
    access: 'admin',
    params: idParam('paymentId'),
    response: z.object({ success: z.literal(true), payment_id: z.string(), status: z.string() }),
  }),
  saveCustomer: defineRoute({
    method: 'POST',
    path: '/api/customers/save',
    access: 'optional',
    body: customerSaveRequestSchema,
    response: z.object({ success: z.literal(true), customer_id: z.string() }),
  }),
  /** Sandbox only (no Mercado Pago): what Mercado Pago's card form does in the browser. */
  sandboxCardToken: defineRoute({
    method: 'POST',
    path: '/api/payments/sandbox/card-tokens',
    access: 'public',
    body: sandboxCardTokenRequestSchema,
    response: z.looseObject({ id: z.string(), payment_method_id: z.string() }),
  }),
  sandboxApprovePix: defineRoute({
    method: 'POST',
    path: '/api/payments/sandbox/payments/:paymentId/approve-pix',
    access: 'member',
    params: idParam('paymentId'),
    body: sandboxNotifySchema,
    response: z.object({
      success: z.literal(true),
      payment_id: z.string(),
      status: z.string(),
      status_detail: z.string().nullable(),
    }),
  }),
  /** The test bank ends a card review (holder CONT): approved or refused; the webhook then settles it. */
  sandboxConcludeReview: defineRoute({
    method: 'POST',
    path: '/api/payments/sandbox/payments/:paymentId/review',
    access: 'member',
    params: idParam('paymentId'),
    body: z.object({
      outcome: z.enum(['approved', 'rejected'], { error: 'Resultado inválido (use approved ou rejected).' }),
      notify: z.boolean().optional(),
    }),
    response: z.object({
      success: z.literal(true),
      payment_id: z.string(),
      status: z.string(),
      status_detail: z.string().nullable(),
    }),
  }),
  sandboxChargeback: defineRoute({
    method: 'POST',
    path: '/api/payments/sandbox/payments/:paymentId/chargeback',
    access: 'admin',
    params: idParam('paymentId'),
    body: sandboxNotifySchema,
    response: z.object({ success: z.literal(true), payment_id: z.string(), status: z.string() }),
  }),
} as const;
