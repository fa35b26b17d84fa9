import { randomUUID } from 'node:crypto';
import {
  CONTENT_MESSAGES,
  PENDING_PAYMENT_EXPIRY_DAYS,
  PURCHASE_MESSAGES,
  type Course,
  type OpenPurchaseConflict,
} from '@sinais/shared';
import { AppError } from '../../errors';
import { isOpenStatus, type PurchaseRow } from '../data/purchases.repo';
import { PaymentProviderError, type PaymentGateway, type ProviderPayment } from '../providers';
import { applyProviderPayment, publishApplyResult } from './apply-payment';
import type { ShopDeps } from './deps';

// The one way into a purchase (card, Pix and Checkout Pro): the owned check, the buyer's one open purchase per
// course, the provider call that marks the purchase failed when it fails, and settling the provider's answer.

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

export function providerFailure(err: unknown): never {
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
      pending_until: pendingUntil(open),
    },
  };
}

/** The 409 of a second attempt, saying which purchase holds the course. */
function openPurchaseConflict(open: PurchaseRow): AppError {
  const { error, message, purchase } = openPurchaseOf(open);
  return new AppError(error, message, 409, { purchase });
}

/**
 * A payment the provider still holds open: a Pix waiting for the transfer, or a card under review (`in_process`,
 * `pending`). The buyer may cancel it to pay another way, as Mercado Pago cancels those (nothing was charged).
 */
export function isCancellable(p: PurchaseRow): boolean {
  if (p.status !== 'pending' || p.provider_payment_id === null) return false;
  return p.method === 'pix' || (p.method === 'card' && ['in_process', 'pending'].includes(p.provider_status));
}

/**
 * When a pending payment ends on its own if nobody pays or confirms it: a Pix at its expiry (30 min), a card under
 * review after Mercado Pago's 30 days (`cancelled/expired`). Null for anything not pending at the provider.
 */
export function pendingUntil(p: PurchaseRow): string | null {
  if (p.status !== 'pending' || p.provider_payment_id === null || p.method === 'preference') return null;
  const ms =
    p.method === 'pix'
      ? PAYMENT_MESSAGES.pixExpiryMinutes * 60_000
      : PENDING_PAYMENT_EXPIRY_DAYS * 86_400_000;
  return new Date(new Date(p.created_at).getTime() + ms).toISOString();
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
  let open = await deps.purchases.openPurchase(buyer.id, courseId);
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
    await deps.purchases.markFailed(open.id, 'superseded');
    return deps.purchases.openPurchase(buyer.id, courseId);
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
  if (await deps.accesses.hasActiveAccess(buyer.id, course.id)) {
    throw new AppError('already_owned', PURCHASE_MESSAGES.alreadyOwned, 409);
  }
  if (!course.available) throw new AppError('course_unavailable', CONTENT_MESSAGES.courseSoon, 409);
  const open = await refreshedOpenPurchase(deps, gateway, buyer, course.id);
  if (open) throw openPurchaseConflict(open);
  const id = randomUUID();
  // external_reference: "<purchase id>_<course id>": the result page reads the course from what follows the first '_'.
  const inserted = await deps.purchases.insertOpen({
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
  const winner = await deps.purchases.openPurchase(buyer.id, course.id);
  throw winner
    ? openPurchaseConflict(winner)
    : new AppError('payment_in_process', PURCHASE_MESSAGES.inProcess, 409);
}

/** A checkout's first steps, whatever the method: payments on, the course from the catalogue, its purchase opened. */
export async function openCheckout(
  deps: ShopDeps,
  buyer: Buyer,
  courseId: string,
  method: PurchaseRow['method'],
  installments: number | null,
) {
  const gateway = requireGateway(deps.gateway);
  const course = await courseOrFail(deps, courseId);
  const purchase = await startPurchase(deps, gateway, buyer, course, method, installments);
  return { gateway, course, purchase };
}

/** Applies the provider's answer in one transaction, then publishes. */
export async function settle(deps: ShopDeps, purchase: PurchaseRow, payment: ProviderPayment) {
  const result = await deps.db.tx((q) => applyProviderPayment(q, purchase, payment, deps));
  await publishApplyResult(deps, result, payment.status);
  return result;
}

/** Calls the provider; a failure marks the purchase failed and becomes the matching HTTP error. */
export async function askProvider<T>(
  deps: ShopDeps,
  purchase: PurchaseRow,
  call: () => Promise<T>,
  failure: (err: unknown) => never = providerFailure,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    await deps.purchases.markFailed(purchase.id, err instanceof PaymentProviderError ? err.kind : 'error');
    return failure(err);
  }
}
