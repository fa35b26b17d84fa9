import { Router } from 'express';
import {
  CRM_MESSAGES,
  createPreferenceRequestSchema,
  customerSaveRequestSchema,
  MAX_INSTALLMENTS,
  paymentStatusQuerySchema,
  pixRequestSchema,
  processCardRequestSchema,
  sandboxCardTokenRequestSchema,
} from '@sinais/shared';
import type { AppContext } from '../../context';
import { createPurchasesRepo } from '../data/purchases.repo';
import { createShopRepo } from '../data/shop.repo';
import {
  createPixPayment,
  createPreference,
  paymentStatus,
  processCardPayment,
  requireGateway,
  settle,
} from '../domain/checkout';
import {
  cancelPendingPix,
  listMyPurchases,
  purchaseReceipt,
  requestGuaranteeRefund,
} from '../domain/my-purchases';
import { checkoutState, withCpfOnFile } from '../domain/checkout-state';
import type { ShopDeps } from '../domain/deps';
import { refundPayment, refundPurchase } from '../domain/refund';
import { createCrmRepo } from '../../crm/data/crm.repo';
import { handlePaymentWebhook } from '../domain/webhook';
import { isSandbox, PaymentProviderError } from '../providers';
import { createPaymentLimiter } from '../domain/payment-limiter';
import { consumeOr429, makeLimiter } from '../../platform/rate-limit-store';
import { clientIp, requireAdmin, requireAuth, sessionOf } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { backUrls, buyerOf, notificationUrl } from './checkout-request';
import { parseInput } from '../../http/validate';

export function paymentsRoutes(ctx: AppContext, deps: ShopDeps): Router {
  const r = Router();
  const auth = requireAuth(ctx);
  const admin = requireAdmin(ctx);
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

  r.get('/payments/config', (_req, res) => {
    const g = requireGateway(deps.gateway);
    res.json({
      success: true,
      config: {
        public_key: g.publicKey,
        mode: g.provider,
        locale: 'pt-BR',
        max_installments: MAX_INSTALLMENTS,
        pix_enabled: true,
        test_pages: ctx.config.NODE_ENV !== 'production',
      },
    });
  });

  r.post('/payments/create-preference', auth, async (req, res) => {
    const input = parseInput(createPreferenceRequestSchema, req.body);
    const back = backUrls(ctx);
    const notification = notificationUrl(ctx, sandbox);
    res.json(
      await createPreference(deps, buyerOf(req), input.course_id, {
        ...(back ? { back } : {}),
        ...(notification ? { notification } : {}),
      }),
    );
  });

  r.post('/payments/process-card', auth, async (req, res) => {
    const input = parseInput(processCardRequestSchema, req.body);
    await limitAttempts(req.session!.user.id);
    res.json(await processCardPayment(deps, buyerOf(req), input, notificationUrl(ctx, sandbox)));
  });

  r.post('/payments/pix', auth, async (req, res) => {
    const input = parseInput(pixRequestSchema, req.body);
    await limitAttempts(req.session!.user.id);
    res.status(201).json(await createPixPayment(deps, buyerOf(req), input, notificationUrl(ctx, sandbox)));
  });

  r.get('/payments/status/:paymentId', auth, async (req, res) => {
    const b = buyerOf(req);
    const { external_reference } = parseInput(paymentStatusQuerySchema, req.query);
    res.json(await paymentStatus(deps, b.id, b.is_admin, String(req.params.paymentId), external_reference));
  });

  // Told before step 1: already owned, a payment in process, and the last purchase's data (CPF masked).
  r.get('/payments/checkout-state/:courseId', auth, async (req, res) => {
    const course = await deps.catalogue.course(String(req.params.courseId));
    if (!course) throw new AppError('course_not_found', 'Curso não encontrado.', 404);
    res.set('Cache-Control', 'private, no-store');
    res.json(await checkoutState(deps, buyerOf(req), course.id));
  });

  // ---- Minhas compras: the buyer's purchases, receipts, guarantee refunds, cancelling an unpaid Pix ----
  r.get('/payments/my-purchases', auth, async (req, res) => {
    res.json({ success: true, purchases: await listMyPurchases(deps, req.session!.user.id) });
  });

  r.get('/payments/purchases/:id', auth, async (req, res) => {
    res.json({
      success: true,
      receipt: await purchaseReceipt(deps, req.session!.user.id, String(req.params.id)),
    });
  });

  r.post('/payments/purchases/:id/refund', auth, async (req, res) => {
    const u = req.session!.user;
    res.json(
      await requestGuaranteeRefund(
        deps,
        { id: u.id, email: u.email, ip: clientIp(req) },
        String(req.params.id),
      ),
    );
  });

  r.post('/payments/purchases/:id/cancel', auth, async (req, res) => {
    res.json(await cancelPendingPix(deps, req.session!.user.id, String(req.params.id)));
  });

  r.post('/payments/webhook', async (req, res) => {
    const result = await handlePaymentWebhook(deps, {
      query: req.query as Record<string, unknown>,
      body: req.body,
      headers: { xSignature: req.headers['x-signature'], xRequestId: req.headers['x-request-id'] },
    });
    res.status(result.status).json({ received: true, outcome: result.outcome });
  });

  r.post('/payments/:paymentId/refund', admin, async (req, res) => {
    const u = req.session!.user;
    res.json(
      await refundPayment(
        deps,
        { id: u.id, email: u.email, ip: clientIp(req) },
        String(req.params.paymentId),
      ),
    );
  });

  // CRM: refund a purchase (typically a flagged duplicate) through the provider. Lives here because it needs the
  // gateway; the CRM router's admin check covers /crm/* too.
  r.post('/crm/purchases/:id/refund', admin, async (req, res) => {
    const u = req.session!.user;
    const purchase = await createPurchasesRepo(ctx.db).byId(String(req.params.id));
    if (!purchase) throw new AppError('purchase_not_found', CRM_MESSAGES.purchaseNotFound, 404);
    const { purchase: after } = await refundPurchase(
      deps,
      purchase,
      { id: u.id, email: u.email, ip: clientIp(req) },
      purchase.duplicate_of ? 'duplicate' : 'admin',
    );
    res.json({
      success: true,
      message: CRM_MESSAGES.refunded,
      purchase: await createCrmRepo(ctx.db).purchase(after.id),
    });
  });

  r.post('/customers/save', async (req, res) => {
    const session = await sessionOf(ctx, req);
    const input = await withCpfOnFile(
      ctx,
      session?.user.id ?? null,
      parseInput(customerSaveRequestSchema, req.body),
    );
    // Anonymous visitors write rows here: a cap per IP, so nobody fills the table (members are known).
    if (!session)
      await consumeOr429(customerSaves, clientIp(req), {
        code: 'too_many_requests',
        message: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
      });
    const id = await createShopRepo(ctx.db).saveCustomer(session?.user.id ?? null, input);
    ctx.logger.info(
      { customerId: id, course: input.courseId, source: input.source },
      'dados do cliente salvos',
    );
    res.status(201).json({ success: true, customer_id: id });
  });

  // ---- Sandbox only: Mercado Pago's card tokenisation and the test bank ----
  if (deps.gateway && isSandbox(deps.gateway)) {
    const g = deps.gateway;
    r.post('/payments/sandbox/card-tokens', async (req, res) => {
      const input = parseInput(sandboxCardTokenRequestSchema, req.body);
      try {
        res.status(201).json(await g.createCardToken(input));
      } catch (err) {
        if (err instanceof PaymentProviderError) throw new AppError('invalid_card', err.message, 400);
        throw err;
      }
    });

    const ownPayment = async (paymentId: string, userId: string, isAdmin: boolean) => {
      const purchase = await createPurchasesRepo(ctx.db).byProviderPayment('sandbox', paymentId);
      if (!purchase || (purchase.user_id !== userId && !isAdmin))
        throw new AppError('payment_not_found', 'Pagamento não encontrado.', 404);
      return purchase;
    };

    r.post('/payments/sandbox/payments/:paymentId/approve-pix', auth, async (req, res) => {
      const b = buyerOf(req);
      const paymentId = String(req.params.paymentId);
      await ownPayment(paymentId, b.id, b.is_admin);
      // The test bank only pays; the access is granted when the (signed) webhook arrives, as in production.
      const notify = (req.body as { notify?: unknown } | undefined)?.notify !== false;
      const p = await g.approvePix(paymentId, { notify });
      res.json({ success: true, payment_id: p.id, status: p.status, status_detail: p.status_detail });
    });

    r.post('/payments/sandbox/payments/:paymentId/chargeback', admin, async (req, res) => {
      const paymentId = String(req.params.paymentId);
      const purchase = await ownPayment(paymentId, req.session!.user.id, true);
      const notify = (req.body as { notify?: unknown } | undefined)?.notify !== false;
      const p = await g.chargeback(paymentId, { notify });
      if (!notify) await settle(deps, purchase, p);
      await ctx.audit.write({
        actorId: req.session!.user.id,
        actorEmail: req.session!.user.email,
        action: 'sandbox.chargeback',
        target: paymentId,
        ip: clientIp(req),
      });
      res.json({ success: true, payment_id: p.id, status: p.status });
    });
  }

  return r;
}
