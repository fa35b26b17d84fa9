import { api } from '@sinais/shared';
import type { AppContext } from '../../context';
import { settle } from '../domain/checkout';
import type { ShopDeps } from '../domain/deps';
import { PaymentProviderError, type SandboxGateway } from '../providers';
import { clientIp } from '../../http/auth.middleware';
import { apiRoute, type ApiRouter } from '../../http/api-route';
import { AppError } from '../../errors';
import { buyerOf } from './checkout-request';

/** Sandbox only: Mercado Pago's card tokenisation and the test bank (pay a Pix, end a card review, force a chargeback). */
export function sandboxRoutes(r: ApiRouter, ctx: AppContext, deps: ShopDeps, g: SandboxGateway): void {
  apiRoute(
    r,
    api.payments.sandboxCardToken,
  )(async ({ body }, _req, res) => {
    try {
      const token = await g.createCardToken(body);
      res.status(201);
      return token as { id: string; payment_method_id: string };
    } catch (err) {
      if (err instanceof PaymentProviderError) throw new AppError('invalid_card', err.message, 400);
      throw err;
    }
  });

  const ownPayment = async (paymentId: string, userId: string, isAdmin: boolean) => {
    const purchase = await deps.purchases.byProviderPayment('sandbox', paymentId);
    if (!purchase || (purchase.user_id !== userId && !isAdmin))
      throw new AppError('payment_not_found', 'Pagamento não encontrado.', 404);
    return purchase;
  };

  apiRoute(
    r,
    api.payments.sandboxApprovePix,
  )(async ({ params: { paymentId }, body }, req) => {
    const b = buyerOf(req);
    await ownPayment(paymentId, b.id, b.is_admin);
    // The test bank only pays; the access is granted when the (signed) webhook arrives, as in production.
    const p = await g.approvePix(paymentId, { notify: body?.notify !== false });
    return { success: true, payment_id: p.id, status: p.status, status_detail: p.status_detail };
  });

  apiRoute(
    r,
    api.payments.sandboxConcludeReview,
  )(async ({ params: { paymentId }, body }, req) => {
    const b = buyerOf(req);
    await ownPayment(paymentId, b.id, b.is_admin);
    const p = await g.concludeReview(paymentId, body.outcome, { notify: body.notify !== false });
    return { success: true, payment_id: p.id, status: p.status, status_detail: p.status_detail };
  });

  apiRoute(
    r,
    api.payments.sandboxChargeback,
  )(async ({ params: { paymentId }, body }, req) => {
    const purchase = await ownPayment(paymentId, req.session!.user.id, true);
    const notify = body?.notify !== false;
    const p = await g.chargeback(paymentId, { notify });
    if (!notify) await settle(deps, purchase, p);
    await ctx.repos.audit.write({
      actorId: req.session!.user.id,
      actorEmail: req.session!.user.email,
      action: 'sandbox.chargeback',
      target: paymentId,
      ip: clientIp(req),
    });
    return { success: true, payment_id: p.id, status: p.status };
  });
}
