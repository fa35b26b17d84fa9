import { AppError } from '../../errors';
import type { ShopDeps } from './deps';
import { isCancellable, pendingUntil, requireGateway, settle } from './purchase-start';

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
  let purchase = await deps.purchases.byProviderPayment(gateway.provider, paymentId);
  if (!purchase && externalReference) {
    const byRef = await deps.purchases.byExternalReference(externalReference);
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
    has_access: await deps.accesses.hasActiveAccess(purchase.user_id, purchase.course_id),
    method: purchase.method,
    cancellable: isCancellable(purchase),
    pending_until: pendingUntil(purchase),
  };
}
