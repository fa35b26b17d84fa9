import type { Request } from 'express';
import type { AppContext } from '../../context';

/**
 * Where the provider (or the sandbox) sends notifications: from configuration only (PUBLIC_URL, or outside
 * production this gateway's own address for the sandbox), never from a request header. Mercado Pago refuses
 * local addresses.
 */
export function notificationUrl(ctx: AppContext, sandbox: boolean): string | undefined {
  const base = sandbox ? ctx.publicUrl() : ctx.config.PUBLIC_URL;
  if (!base) return undefined;
  if (!sandbox && /\/\/(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(base)) return undefined;
  return `${base.replace(/\/$/, '')}/api/payments/webhook`;
}

export function buyerOf(req: Request) {
  const u = req.session!.user;
  return { id: u.id, email: u.email, name: u.name || u.email.split('@')[0] || u.email, is_admin: u.is_admin };
}

/** Where Checkout Pro sends the buyer back; none for a local address (Mercado Pago refuses it). */
export function backUrls(ctx: AppContext) {
  const base = ctx.config.PUBLIC_URL?.replace(/\/$/, '');
  if (!base || /\/\/(localhost|127\.)/.test(base)) return undefined;
  return {
    success: `${base}/payment/success`,
    pending: `${base}/payment/pending`,
    failure: `${base}/payment/failure`,
  };
}
