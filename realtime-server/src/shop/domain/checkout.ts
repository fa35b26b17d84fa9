import {
  paymentFailureMessage,
  purchaseStatusOf,
  type Course,
  type PaymentResult,
  type PixRequest,
  type PixResponse,
  type ProcessCardRequest,
} from '@sinais/shared';
import { AppError } from '../../errors';
import { PaymentProviderError } from '../providers';
import type { PurchaseRow } from '../data/purchases.repo';
import type { ShopDeps } from './deps';
import { askProvider, openCheckout, PAYMENT_MESSAGES, settle, type Buyer } from './purchase-start';

// The checkout's use cases by payment method; the path they share is in purchase-start.ts. The payment routes
// read the rest of the checkout from here too.
export { requireGateway, settle } from './purchase-start';
export { paymentStatus } from './payment-status';

/** The spec's answer to a refused Checkout Pro preference: its text is both the code and the message. */
const PREFERENCE_FAILURE = 'Erro ao criar preferência de pagamento';
function preferenceFailure(err: unknown): never {
  if (err instanceof PaymentProviderError) throw new AppError(PREFERENCE_FAILURE, PREFERENCE_FAILURE, 502);
  throw err;
}

/** Checkout Pro: the same purchase path as the card and Pix (one open purchase per course, owned check). */
export async function createPreference(
  deps: ShopDeps,
  buyer: Buyer,
  courseId: string,
  urls: { notification?: string; back?: { success: string; pending: string; failure: string } },
) {
  const { gateway, course, purchase } = await openCheckout(deps, buyer, courseId, 'preference', null);
  const pref = await askProvider(
    deps,
    purchase,
    () =>
      gateway.createPreference({
        course,
        external_reference: purchase.external_reference,
        ...(urls.back ? { back_urls: urls.back } : {}),
        ...(urls.notification ? { notification_url: urls.notification } : {}),
        payer_email: buyer.email,
      }),
    preferenceFailure,
  );
  return {
    success: true as const,
    preference_id: pref.id,
    init_point: pref.init_point,
    external_reference: purchase.external_reference,
  };
}

/** What a card or Pix payment of a purchase carries: the catalogue price and name, the purchase's keys. */
function orderOf(course: Course, purchase: PurchaseRow, notificationUrl: string | undefined) {
  return {
    amount: course.price_cents / 100,
    description: course.name,
    external_reference: purchase.external_reference,
    ...(notificationUrl ? { notification_url: notificationUrl } : {}),
    idempotencyKey: purchase.id,
  };
}

function identificationOf(payer: ProcessCardRequest['payer'] | PixRequest['payer']) {
  const id = payer?.identification;
  return id ? { identification: { type: id.type || 'CPF', number: id.number } } : {};
}

function split(name: string) {
  const parts = name.trim().split(/\s+/);
  return { first_name: parts[0] ?? name, last_name: parts.slice(1).join(' ') || parts[0] || name };
}

export async function processCardPayment(
  deps: ShopDeps,
  buyer: Buyer,
  input: ProcessCardRequest,
  notificationUrl: string | undefined,
): Promise<PaymentResult> {
  const { gateway, course, purchase } = await openCheckout(
    deps,
    buyer,
    input.course_id,
    'card',
    input.installments,
  );
  if (
    typeof input.transaction_amount === 'number' &&
    Math.round(input.transaction_amount * 100) !== course.price_cents
  ) {
    deps.logger.warn(
      { purchaseId: purchase.id, sent: input.transaction_amount },
      'valor enviado pelo cliente ignorado',
    );
  }
  const payment = await askProvider(deps, purchase, () =>
    gateway.createCardPayment({
      ...orderOf(course, purchase, notificationUrl),
      token: input.token,
      installments: input.installments,
      payment_method_id: input.payment_method_id,
      ...(input.issuer_id !== undefined && Number.isFinite(Number(input.issuer_id))
        ? { issuer_id: Number(input.issuer_id) }
        : {}),
      payer: {
        email: input.payer?.email ?? buyer.email,
        ...identificationOf(input.payer),
      },
    }),
  );
  const result = await settle(deps, purchase, payment);
  const status = payment.status;
  const approved = result.purchase.status === 'approved';
  const message = approved
    ? PAYMENT_MESSAGES.approved
    : purchaseStatusOf(status) === 'pending'
      ? PAYMENT_MESSAGES.pending
      : paymentFailureMessage(status, payment.status_detail);
  deps.logger.info(
    { purchaseId: purchase.id, paymentId: payment.id, status, course: course.id },
    'pagamento com cartão',
  );
  return {
    success: approved,
    status,
    status_detail: payment.status_detail,
    message,
    payment_id: payment.id,
    external_reference: purchase.external_reference,
    course_id: course.id,
    has_access: approved || (await deps.accesses.hasActiveAccess(buyer.id, course.id)),
  };
}

export async function createPixPayment(
  deps: ShopDeps,
  buyer: Buyer,
  input: PixRequest,
  notificationUrl: string | undefined,
): Promise<PixResponse> {
  const { gateway, course, purchase } = await openCheckout(deps, buyer, input.course_id, 'pix', 1);
  const expiresAt = new Date(Date.now() + PAYMENT_MESSAGES.pixExpiryMinutes * 60_000);
  const names = split(buyer.name);
  const payment = await askProvider(deps, purchase, () =>
    gateway.createPixPayment({
      ...orderOf(course, purchase, notificationUrl),
      payer: {
        email: input.payer?.email ?? buyer.email,
        first_name: input.payer?.first_name ?? names.first_name,
        last_name: input.payer?.last_name ?? names.last_name,
        ...identificationOf(input.payer),
      },
      expires_at: expiresAt,
    }),
  );
  await settle(deps, purchase, payment);
  if (!payment.pix) throw new AppError('pix_unavailable', 'Não foi possível gerar o QR Code do Pix.', 502);
  return {
    success: true,
    payment_id: payment.id,
    purchase_id: String(purchase.id),
    status: payment.status,
    status_detail: payment.status_detail,
    external_reference: purchase.external_reference,
    course_id: course.id,
    amount_cents: course.price_cents,
    qr_code: payment.pix.qr_code,
    qr_code_image: `data:image/png;base64,${payment.pix.qr_code_base64}`,
    ticket_url: payment.pix.ticket_url,
    expires_at: payment.pix.expires_at,
    sandbox: gateway.provider === 'sandbox',
  };
}
