import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth.middleware';

/** The A/B visitor cookie: random, HttpOnly, one year. It is the only thing that identifies a visitor. */
export const VISITOR_COOKIE = 'sc_vid';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const VALID = /^[A-Za-z0-9_-]{16,64}$/;

export function visitorIdOf(req: Request): string | null {
  const v = (req.cookies as Record<string, unknown> | undefined)?.[VISITOR_COOKIE];
  return typeof v === 'string' && VALID.test(v) ? v : null;
}

export function ensureVisitorId(req: Request, res: Response, secure: boolean): string {
  const existing = visitorIdOf(req);
  const id = existing ?? randomBytes(16).toString('base64url');
  // Refreshed on each visit so a returning visitor keeps the same variant for a year after the last visit.
  res.cookie(VISITOR_COOKIE, id, { httpOnly: true, sameSite: 'lax', secure, maxAge: ONE_YEAR_MS, path: '/' });
  return id;
}

/**
 * Purchase attribution through the checkout: when a request carries both the visitor cookie and a valid
 * session, the visitor is linked to that user once; approved purchases are then attributed to the variant
 * that visitor was shown. Additive: the shop's code is untouched.
 */
export function visitorAttribution(ctx: AppContext): RequestHandler {
  const linked = new Map<string, string>();
  return (req, _res, next) => {
    const vid = visitorIdOf(req);
    if (!vid || !req.headers.authorization) return next();
    void sessionOf(ctx, req)
      .then(async (session) => {
        if (!session || linked.get(vid) === session.user.id) return;
        await ctx.repos.sales.linkUser(vid, session.user.id);
        if (linked.size > 50_000) linked.clear();
        linked.set(vid, session.user.id);
      })
      .catch((err: unknown) => ctx.logger.warn({ err }, 'falha ao vincular visitante ao usuário'))
      .finally(() => next());
  };
}
