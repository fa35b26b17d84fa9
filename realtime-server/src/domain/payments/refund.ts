import { createAuditRepo } from '../../db/audit.repo';
import { purchasesRepo } from '../../db/purchases.repo';
import { AppError } from '../../http/errors';
import { PaymentProviderError } from '../../payments';
import { requireGateway, settle } from './checkout';
import type { ShopDeps } from './deps';

/** Admin refund: asks the provider, re-reads the payment and applies it (revoking access); the webhook that follows is a no-op. */
export async function refundPayment(
  deps: ShopDeps,
  admin: { id: string; email: string },
  paymentId: string,
  ip: string | null,
) {
  const gateway = requireGateway(deps.gateway);
  const purchase = await purchasesRepo.byProviderPayment(deps.db, gateway.provider, paymentId);
  if (!purchase) throw new AppError('payment_not_found', 'Pagamento não encontrado.', 404);
  if (purchase.status !== 'approved')
    throw new AppError('not_refundable', 'Só pagamentos aprovados podem ser estornados.', 409);
  try {
    await gateway.refundPayment(paymentId);
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw new AppError('refund_failed', 'O provedor recusou o estorno.', 502);
    throw err;
  }
  const fresh = await gateway.getPayment(paymentId);
  const result = fresh ? await settle(deps, purchase, fresh) : null;
  await createAuditRepo(deps.db).write({
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'payment.refund_requested',
    target: paymentId,
    details: {
      purchase_id: purchase.id,
      course_id: purchase.course_id,
      user_id: purchase.user_id,
      revoked: result?.revoked ?? false,
    },
    ip,
  });
  return {
    success: true as const,
    payment_id: paymentId,
    status: result?.purchase.status ?? purchase.status,
  };
}
