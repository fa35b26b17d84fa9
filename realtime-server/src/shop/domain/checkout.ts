import { randomUUID } from 'node:crypto';
import {
  CONTENT_MESSAGES,
  paymentFailureMessage,
  PURCHASE_MESSAGES,
  purchaseStatusOf,
  type Course,
  type OpenPurchaseConflict,
  type PaymentResult,
  type PixRequest,
  type PixResponse,
  type ProcessCardRequest,
} from '@sinais/shared';
import { AppError } from '../../errors';
import { isOpenStatus, createPurchasesRepo, type PurchaseRow } from '../data/purchases.repo';
import { PaymentProviderError, type PaymentGateway, type ProviderPayment } from '../providers';
import { applyProviderPayment, publishApplyResult } from './apply-payment';
import type { ShopDeps } from './deps';

export const PAYMENT_MESSAGES = {
  approved: 'Pagamento aprovado com sucesso!',
  pending: 'Pagamento em processamento. Avisaremos assim que for aprovado.',
  invalidToken: 'Os dados do cartão expiraram. Preencha o cartão novamente.',
  unavailable: 'Erro no processamento do pagamento',
  disabled: 'Pagamentos indisponíveis no momento.',
  unknownCourse: 'Curso não encontrado.',
  pixExpiryMinutes: 30,
} as const;

export interface Buyer {
  id: string;
  email: string;
  name: string;
}

export function requireGateway(g: PaymentGateway | null): PaymentGateway {
  if (!g) throw new AppError('payments_disabled', PAYMENT_MESSAGES.disabled, 503);
  return g;
}

export async function courseOrFail(deps: ShopDeps, courseId: string): Promise<Course> {
  const course = await deps.catalogue.course(courseId);
  if (!course) throw new AppError('course_not_found', PAYMENT_MESSAGES.unknownCourse, 404);
  return course;
}

function providerFailure(err: unknown): never {
  if (err instanceof PaymentProviderError) {
    if (err.kind === 'invalid_token')
      throw new AppError('invalid_card_token', PAYMENT_MESSAGES.invalidToken, 400);
    if (err.kind === 'bad_request')
      throw new AppError('payment_refused', err.message || 'Erro ao processar pagamento', 400);
    throw new AppError('payment_provider_unavailable', PAYMENT_MESSAGES.unavailable, 502);
  }
  throw err;
}

/** A purchase opened but never sent to the provider this long ago (a crash, an unused preference) holds nothing. */
const STALE_UNSENT_MS = 10 * 60_000;

/** Which purchase holds the course: the body of a second attempt's 409, and what the checkout tells first. */
export function openPurchaseOf(open: PurchaseRow): OpenPurchaseConflict {
  const approved = open.status === 'approved';
  return {
    error: approved ? 'already_owned' : 'payment_in_process',
    message: approved ? PURCHASE_MESSAGES.alreadyBought : PURCHASE_MESSAGES.inProcess,
    purchase: {
      id: open.id,
      method: open.method,
      status: open.status,
      payment_id: open.provider_payment_id,
      external_reference: open.external_reference,
      cancellable: isCancellable(open),
    },
  };
}

/** The 409 of a second attempt, saying which purchase holds the course. */
function openPurchaseConflict(open: PurchaseRow): AppError {
  const { error, message, purchase } = openPurchaseOf(open);
  return new AppError(error, message, 409, { purchase });
}

/** A Pix still waiting for the transfer: the buyer may cancel it to pay another way (nothing was charged). */
export function isCancellable(p: PurchaseRow): boolean {
  return p.status === 'pending' && p.method === 'pix' && p.provider_payment_id !== null;
}

/**
 * The buyer's open purchase of the course after asking the provider about it: a pending payment may have been
 * settled (a Pix expired, a contingency cleared) without the webhook reaching us yet.
 */
export async function refreshedOpenPurchase(
  deps: ShopDeps,
  gateway: PaymentGateway,
  buyer: Buyer,
  courseId: string,
): Promise<PurchaseRow | undefined> {
  let open = await createPurchasesRepo(deps.db).openPurchase(buyer.id, courseId);
  if (!open || open.status !== 'pending') return open;
  if (open.provider_payment_id) {
    try {
      const fresh = await gateway.getPayment(open.provider_payment_id);
      if (fresh) open = (await settle(deps, open, fresh)).purchase;
    } catch (err) {
      deps.logger.warn(
        { err, purchaseId: open.id },
        'não foi possível consultar o provedor; usando o estado salvo',
      );
    }
  } else if (Date.now() - new Date(open.created_at).getTime() > STALE_UNSENT_MS) {
    // Never reached the provider (or a Checkout Pro preference nobody paid): it no longer holds the course. If the
    // provider settles it after all, it comes back flagged as a duplicate.
    await createPurchasesRepo(deps.db).markFailed(open.id, 'superseded');
    return createPurchasesRepo(deps.db).openPurchase(buyer.id, courseId);
  }
  return open && isOpenStatus(open.status) && open.duplicate_of === null ? open : undefined;
}

/**
 * Opens the buyer's one purchase of a course. Refused while another is pending or approved ("Você já tem um
 * pagamento em processamento para este curso"), across card, Pix and tabs: the database's partial unique index
 * decides, so two concurrent attempts cannot both pass.
 */
export async function startPurchase(
  deps: ShopDeps,
  gateway: PaymentGateway,
  buyer: Buyer,
  course: Course,
  method: PurchaseRow['method'],
  installments: number | null,
) {
  // Never charge twice for a course the buyer already owns (admins see everything but may still buy, to test).
  if (await createPurchasesRepo(deps.db).hasActiveAccess(buyer.id, course.id)) {
    throw new AppError('already_owned', PURCHASE_MESSAGES.alreadyOwned, 409);
  }
  if (!course.available) throw new AppError('course_unavailable', CONTENT_MESSAGES.courseSoon, 409);
  const open = await refreshedOpenPurchase(deps, gateway, buyer, course.id);
  if (open) throw openPurchaseConflict(open);
  const id = randomUUID();
  // external_reference: "<purchase id>_<course id>": the result page reads the course from what follows the first '_'.
  const inserted = await createPurchasesRepo(deps.db).insertOpen({
    id,
    userId: buyer.id,
    courseId: course.id,
    provider: gateway.provider,
    method,
    amountCents: course.price_cents,
    installments,
    externalReference: `${id}_${course.id}`,
  });
  if (inserted) return inserted;
  // Another tab or gateway opened one in the meantime.
  const winner = await createPurchasesRepo(deps.db).openPurchase(buyer.id, course.id);
  throw winner
    ? openPurchaseConflict(winner)
    : new AppError('payment_in_process', PURCHASE_MESSAGES.inProcess, 409);
}

/** Applies the provider's answer in one transaction, then publishes. */
export async function settle(deps: ShopDeps, purchase: PurchaseRow, payment: ProviderPayment) {
  const result = await deps.db.tx((q) => applyProviderPayment(q, purchase, payment, deps));
  await publishApplyResult(deps, result, payment.status);
  return result;
}

/** Calls the provider; a failure marks the purchase failed and becomes the matching HTTP error. */
async function askProvider<T>(
  deps: ShopDeps,
  purchase: PurchaseRow,
  call: () => Promise<T>,
  failure: (err: unknown) => never = providerFailure,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    await createPurchasesRepo(deps.db).markFailed(
      purchase.id,
      err instanceof PaymentProviderError ? err.kind : 'error',
    );
    return failure(err);
  }
}

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
  const gateway = requireGateway(deps.gateway);
  const course = await courseOrFail(deps, courseId);
  const purchase = await startPurchase(deps, gateway, buyer, course, 'preference', null);
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
  const gateway = requireGateway(deps.gateway);
  const course = await courseOrFail(deps, input.course_id);
  const purchase = await startPurchase(deps, gateway, buyer, course, 'card', input.installments);
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
      amount: course.price_cents / 100,
      token: input.token,
      installments: input.installments,
      payment_method_id: input.payment_method_id,
      ...(input.issuer_id !== undefined && Number.isFinite(Number(input.issuer_id))
        ? { issuer_id: Number(input.issuer_id) }
        : {}),
      description: course.name,
      external_reference: purchase.external_reference,
      payer: {
        email: input.payer?.email ?? buyer.email,
        ...identificationOf(input.payer),
      },
      ...(notificationUrl ? { notification_url: notificationUrl } : {}),
      idempotencyKey: purchase.id,
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
    has_access: approved || (await createPurchasesRepo(deps.db).hasActiveAccess(buyer.id, course.id)),
  };
}

export async function createPixPayment(
  deps: ShopDeps,
  buyer: Buyer,
  input: PixRequest,
  notificationUrl: string | undefined,
): Promise<PixResponse> {
  const gateway = requireGateway(deps.gateway);
  const course = await courseOrFail(deps, input.course_id);
  const purchase = await startPurchase(deps, gateway, buyer, course, 'pix', 1);
  const expiresAt = new Date(Date.now() + PAYMENT_MESSAGES.pixExpiryMinutes * 60_000);
  const names = split(buyer.name);
  const payment = await askProvider(deps, purchase, () =>
    gateway.createPixPayment({
      amount: course.price_cents / 100,
      description: course.name,
      external_reference: purchase.external_reference,
      payer: {
        email: input.payer?.email ?? buyer.email,
        first_name: input.payer?.first_name ?? names.first_name,
        last_name: input.payer?.last_name ?? names.last_name,
        ...identificationOf(input.payer),
      },
      expires_at: expiresAt,
      ...(notificationUrl ? { notification_url: notificationUrl } : {}),
      idempotencyKey: purchase.id,
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

/**
 * The buyer's view of one payment; while pending, re-reads the provider so a lost webhook never blocks access.
 * With an external reference (the result pages pass the one in their URL) both must belong to the same purchase
 * of this buyer: a forged or swapped link answers 404. A Checkout Pro return (payment not yet linked to the
 * purchase) is linked here after the provider confirms the payment carries that reference.
 */
export async function paymentStatus(
  deps: ShopDeps,
  userId: string,
  isAdmin: boolean,
  paymentId: string,
  externalReference?: string,
) {
  const gateway = requireGateway(deps.gateway);
  const notFound = () => new AppError('payment_not_found', 'Pagamento não encontrado.', 404);
  let purchase = await createPurchasesRepo(deps.db).byProviderPayment(gateway.provider, paymentId);
  if (!purchase && externalReference) {
    const byRef = await createPurchasesRepo(deps.db).byExternalReference(externalReference);
    if (byRef && byRef.provider_payment_id === null) {
      const fresh = await gateway.getPayment(paymentId).catch(() => null);
      if (fresh && fresh.external_reference === externalReference) {
        purchase = (await settle(deps, byRef, fresh)).purchase;
      }
    }
  }
  if (!purchase || (purchase.user_id !== userId && !isAdmin)) throw notFound();
  if (externalReference && purchase.external_reference !== externalReference) throw notFound();
  if (purchase.status === 'pending') {
    try {
      const fresh = await gateway.getPayment(paymentId);
      if (fresh) purchase = (await settle(deps, purchase, fresh)).purchase;
    } catch (err) {
      deps.logger.warn({ err, paymentId }, 'não foi possível consultar o provedor; usando o estado salvo');
    }
  }
  return {
    success: true as const,
    payment_id: paymentId,
    purchase_id: String(purchase.id),
    status: purchase.status,
    provider_status: purchase.provider_status,
    status_detail: purchase.status_detail,
    course_id: purchase.course_id,
    external_reference: purchase.external_reference,
    has_access: await createPurchasesRepo(deps.db).hasActiveAccess(purchase.user_id, purchase.course_id),
  };
}
