import type { Router } from 'express';
import { api, MAX_INSTALLMENTS } from '@sinais/shared';
import type { AppContext } from '../../context';
import {
  createPixPayment,
  createPreference,
  paymentStatus,
  processCardPayment,
  requireGateway,
} from '../domain/checkout';
import {
  cancelPendingPayment,
  listMyPurchases,
  purchaseReceipt,
  requestGuaranteeRefund,
} from '../domain/my-purchases';
import { checkoutState, withCpfOnFile } from '../domain/checkout-state';
import type { ShopDeps } from '../domain/deps';
import { refundPayment } from '../domain/refund';
import { handlePaymentWebhook } from '../domain/webhook';
import { isSandbox } from '../providers';
import { createPaymentLimiter } from '../domain/payment-limiter';
import { consumeOr429, makeLimiter } from '../../platform/rate-limit-store';
import { clientIp } from '../../http/auth.middleware';
import { apiRoute, apiRouter } from '../../http/api-route';
import { AppError } from '../../errors';
import { backUrls, buyerOf, notificationUrl } from './checkout-request';
import { sandboxRoutes } from './sandbox.routes';

export function paymentsRoutes(ctx: AppContext, deps: ShopDeps): Router {
  const r = apiRouter(ctx);
  const sandbox = isSandbox(deps.gateway);
  const limitAttempts = createPaymentLimiter(ctx.limiterStores, {
    points: ctx.config.PAYMENT_MAX_ATTEMPTS,
    windowS: 900,
  });
  const customerSaves = makeLimiter(ctx.limiterStores, {
    name: 'customer-save-ip',
    points: ctx.config.CUSTOMER_SAVE_MAX_PER_IP,
    durationS: 3600,
  });
  const actorOf = (req: Parameters<typeof buyerOf>[0]) => {
    const u = req.session!.user;
    return { id: u.id, email: u.email, ip: clientIp(req) };
  };

  apiRoute(
    r,
    api.payments.config,
  )(() => {
    const g = requireGateway(deps.gateway);
    return {
      success: true,
      config: {
        public_key: g.publicKey,
        mode: g.provider,
        locale: 'pt-BR',
        max_installments: MAX_INSTALLMENTS,
        pix_enabled: true,
        test_pages: ctx.config.NODE_ENV !== 'production',
      },
    };
  });

  apiRoute(
    r,
    api.payments.createPreference,
  )(({ body }, req) => {
    const back = backUrls(ctx);
    const notification = notificationUrl(ctx, sandbox);
    return createPreference(deps, buyerOf(req), body.course_id, {
      ...(back ? { back } : {}),
      ...(notification ? { notification } : {}),
    });
  });

  apiRoute(
    r,
    api.payments.processCard,
  )(async ({ body }, req) => {
    await limitAttempts(req.session!.user.id);
    return processCardPayment(deps, buyerOf(req), body, notificationUrl(ctx, sandbox));
  });

  apiRoute(
    r,
    api.payments.pix,
  )(async ({ body }, req, res) => {
    await limitAttempts(req.session!.user.id);
    const pix = await createPixPayment(deps, buyerOf(req), body, notificationUrl(ctx, sandbox));
    res.status(201);
    return pix;
  });

  apiRoute(
    r,
    api.payments.status,
  )(({ params, query }, req) => {
    const b = buyerOf(req);
    return paymentStatus(deps, b.id, b.is_admin, params.paymentId, query.external_reference);
  });

  // Told before step 1: already owned, a payment in process, and the last purchase's data (CPF masked).
  apiRoute(
    r,
    api.payments.checkoutState,
  )(async ({ params }, req, res) => {
    const course = await deps.catalogue.course(params.courseId);
    if (!course) throw new AppError('course_not_found', 'Curso não encontrado.', 404);
    res.set('Cache-Control', 'private, no-store');
    return checkoutState(deps, buyerOf(req), course.id);
  });

  // ---- Minhas compras: the buyer's purchases, receipts, guarantee refunds, cancelling a pending payment ----
  apiRoute(
    r,
    api.payments.myPurchases,
  )(async (_input, req) => ({
    success: true,
    purchases: await listMyPurchases(deps, req.session!.user.id),
  }));

  apiRoute(
    r,
    api.payments.receipt,
  )(async ({ params }, req) => ({
    success: true,
    receipt: await purchaseReceipt(deps, req.session!.user.id, params.id),
  }));

  apiRoute(
    r,
    api.payments.requestRefund,
  )(({ params }, req) => requestGuaranteeRefund(deps, actorOf(req), params.id));

  apiRoute(
    r,
    api.payments.cancelPending,
  )(({ params }, req) => cancelPendingPayment(deps, req.session!.user.id, params.id));

  apiRoute(
    r,
    api.payments.webhook,
  )(async (_input, req, res) => {
    const result = await handlePaymentWebhook(deps, {
      query: req.query as Record<string, unknown>,
      body: req.body,
      headers: { xSignature: req.headers['x-signature'], xRequestId: req.headers['x-request-id'] },
    });
    res.status(result.status);
    return { received: true, outcome: result.outcome };
  });

  apiRoute(
    r,
    api.payments.adminRefund,
  )(({ params }, req) => refundPayment(deps, actorOf(req), params.paymentId));

  apiRoute(
    r,
    api.payments.saveCustomer,
  )(async ({ body }, req, res) => {
    const session = req.session ?? null; // `optional` in the map: its gate read the token, if any
    const input = await withCpfOnFile(deps, session?.user.id ?? null, body);
    // Anonymous visitors write rows here: a cap per IP, so nobody fills the table (members are known).
    if (!session)
      await consumeOr429(customerSaves, clientIp(req), {
        code: 'too_many_requests',
        message: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
      });
    const id = await deps.shop.saveCustomer(session?.user.id ?? null, input);
    ctx.logger.info(
      { customerId: id, course: input.courseId, source: input.source },
      'dados do cliente salvos',
    );
    res.status(201);
    return { success: true, customer_id: id };
  });

  // ---- Sandbox only: Mercado Pago's card tokenisation and the test bank ----
  if (deps.gateway && isSandbox(deps.gateway)) sandboxRoutes(r, ctx, deps, deps.gateway);

  return r;
}
