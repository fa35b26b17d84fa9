import {
  PURCHASE_MESSAGES,
  REFUND_GUARANTEE_DAYS,
  type MyPurchase,
  type PurchaseActionResponse,
  type PurchaseReceipt,
} from '@sinais/shared';
import type { PurchaseRow } from '../data/purchases.repo';
import { type BuyerPurchaseRow } from '../data/my-purchases.repo';
import { AppError } from '../../errors';
import { PaymentProviderError } from '../providers';
import { isCancellable, pendingUntil, requireGateway, settle } from './purchase-start';
import type { ShopDeps } from './deps';
import { refundPurchase, type RefundActor } from './refund';

const DAY_MS = 24 * 3600_000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function refundDeadline(p: Pick<PurchaseRow, 'approved_at' | 'created_at'>): Date {
  return new Date(new Date(p.approved_at ?? p.created_at).getTime() + REFUND_GUARANTEE_DAYS * DAY_MS);
}

function isRefundable(p: PurchaseRow, now: number): boolean {
  return p.status === 'approved' && p.provider_payment_id !== null && refundDeadline(p).getTime() > now;
}

export function toMyPurchase(p: BuyerPurchaseRow, now = Date.now()): MyPurchase {
  return {
    id: p.id,
    receipt_number: p.receipt_number,
    course_id: p.course_id,
    course_name: p.course_name,
    status: p.status,
    status_detail: p.status_detail,
    method: p.method,
    installments: p.installments,
    amount_cents: p.amount_cents,
    currency: p.currency,
    payment_id: p.provider_payment_id,
    external_reference: p.external_reference,
    created_at: iso(p.created_at)!,
    approved_at: iso(p.approved_at),
    refunded_at: iso(p.refunded_at),
    duplicate: p.duplicate_of !== null,
    refundable: isRefundable(p, now),
    refund_deadline:
      p.status === 'approved' || p.status === 'refunded' ? refundDeadline(p).toISOString() : null,
    cancellable: isCancellable(p),
    pending_until: pendingUntil(p),
  };
}

/** GET /api/payments/my-purchases: everything that reached the provider (attempts refused before it are noise). */
export async function listMyPurchases(deps: ShopDeps, userId: string): Promise<MyPurchase[]> {
  const rows = await deps.myPurchases.listForBuyer(userId);
  const now = Date.now();
  return rows.map((r) => toMyPurchase(r, now));
}

async function ownPurchase(deps: ShopDeps, userId: string, id: string): Promise<BuyerPurchaseRow> {
  const p = await deps.myPurchases.forBuyer(userId, id);
  if (!p) throw new AppError('purchase_not_found', PURCHASE_MESSAGES.notFound, 404);
  return p;
}

/** The printable receipt's data (owner only). */
export async function purchaseReceipt(deps: ShopDeps, userId: string, id: string): Promise<PurchaseReceipt> {
  const p = await ownPurchase(deps, userId, id);
  let last4: string | null = null;
  if (p.method === 'card' && p.provider_payment_id && deps.gateway) {
    last4 = await deps.gateway
      .getPayment(p.provider_payment_id)
      .then((pay) => pay?.card_last_four ?? null)
      .catch(() => null);
  }
  return {
    ...toMyPurchase(p),
    buyer_name: p.buyer_name,
    buyer_email: p.buyer_email,
    provider: p.provider,
    card_last_four: last4,
  };
}

async function actionResponse(
  deps: ShopDeps,
  userId: string,
  id: string,
  message: string,
): Promise<PurchaseActionResponse> {
  const p = await ownPurchase(deps, userId, id);
  return {
    success: true,
    message,
    purchase: toMyPurchase(p),
    has_access: await deps.accesses.hasActiveAccess(userId, p.course_id),
  };
}

/** POST /api/payments/purchases/{id}/refund: the member's refund within the 7-day guarantee. */
export async function requestGuaranteeRefund(
  deps: ShopDeps,
  buyer: RefundActor,
  id: string,
): Promise<PurchaseActionResponse> {
  const p = await ownPurchase(deps, buyer.id, id);
  if (p.status !== 'approved' || !p.provider_payment_id)
    throw new AppError('not_refundable', PURCHASE_MESSAGES.notRefundable, 409);
  if (!isRefundable(p, Date.now()))
    throw new AppError('guarantee_over', PURCHASE_MESSAGES.guaranteeOver, 409);
  await refundPurchase(deps, p, buyer, p.duplicate_of ? 'duplicate' : 'guarantee');
  return actionResponse(deps, buyer.id, id, PURCHASE_MESSAGES.refunded);
}

/**
 * POST /api/payments/purchases/{id}/cancel: an unpaid Pix or a card still under review, cancelled at the provider
 * (`PUT /v1/payments/{id}` status=cancelled) so the buyer can pay otherwise.
 */
export async function cancelPendingPayment(
  deps: ShopDeps,
  userId: string,
  id: string,
): Promise<PurchaseActionResponse> {
  const gateway = requireGateway(deps.gateway);
  const p = await ownPurchase(deps, userId, id);
  if (!isCancellable(p)) throw new AppError('not_cancellable', PURCHASE_MESSAGES.notCancellable, 409);
  let payment;
  try {
    payment = await gateway.cancelPayment(p.provider_payment_id!);
  } catch (err) {
    // Refused: most likely paid a moment ago. Re-read and apply whatever it is now.
    if (!(err instanceof PaymentProviderError)) throw err;
    payment = await gateway.getPayment(p.provider_payment_id!);
    if (payment) await settle(deps, p, payment);
    throw new AppError('not_cancellable', PURCHASE_MESSAGES.notCancellable, 409);
  }
  await settle(deps, p, payment);
  return actionResponse(deps, userId, id, PURCHASE_MESSAGES.cancelled);
}
