import cookieParser from 'cookie-parser';
import { type Router, type RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { api, variantFor } from '@sinais/shared';
import type { AppContext } from '../../context';
import type { SalesConfigStore } from '../domain/sales-config';
import { isBot, recordSalesEvent } from '../domain/sales-events';
import { publicView, salesMetrics } from '../domain/sales-metrics';
import { ensureVisitorId, visitorIdOf } from './visitor';
import { makeLimiter } from '../../platform/rate-limit-store';
import { clientIp } from '../../http/auth.middleware';
import { AppError } from '../../errors';
import { apiRoute, apiRouter } from '../../http/api-route';

function limiter(ctx: AppContext, points: number, name: string): RateLimiterAbstract {
  return makeLimiter(ctx.limiterStores, { name, points, durationS: 60 });
}

/** GET/PUT /api/sales-config, POST /api/sales/events (public, rate-limited), GET /api/sales/metrics (admin). */
export function salesRoutes(ctx: AppContext, store: SalesConfigStore): Router {
  const sales = ctx.repos.sales;
  const r = apiRouter(ctx);
  r.use(['/sales-config', '/sales'], cookieParser());
  const secure = ctx.config.NODE_ENV === 'production';
  const perIp = limiter(ctx, 240, 'sales-ev-ip');
  const perVisitor = limiter(ctx, 60, 'sales-ev-vid');

  apiRoute(
    r,
    api.sales.config,
  )(async (_input, req, res) => {
    const cur = await store.current();
    const vid = ensureVisitorId(req, res, secure);
    let variant = variantFor(cur.config, null);
    if (!isBot(req.get('user-agent'))) {
      const assigned = await sales.assignment(vid);
      variant = variantFor(cur.config, assigned);
      if (!assigned || assigned.headlineId !== variant.headlineId || assigned.buttonId !== variant.buttonId)
        await sales.saveAssignment(vid, variant);
    }
    // Test results are for administrators; visitors get the page's content only.
    const admin = req.session?.user.is_admin === true; // `optional`: the map's gate read the token, if any
    return {
      success: true,
      version: cur.version,
      updated_at: cur.updatedAt,
      config: admin ? cur.config : publicView(cur.config),
      variant,
    };
  });

  apiRoute(
    r,
    api.sales.saveConfig,
  )(async ({ body: input }, req) => {
    const user = req.session!.user;
    const saved = await store.save(input.config, {
      reason: 'admin',
      actor: { id: user.id, email: user.email },
      ip: clientIp(req),
      ...(input.base_version !== undefined ? { baseVersion: input.base_version } : {}),
    });
    return {
      success: true,
      message: 'Configurações salvas com sucesso!',
      version: saved.version,
      updated_at: saved.updatedAt,
      config: saved.config,
      variant: variantFor(saved.config, null),
    };
  });

  // Bots are acknowledged and the rate limits spent before the body is read.
  const botsAndLimits: RequestHandler = async (req, res, next) => {
    if (isBot(req.get('user-agent'))) {
      res.status(202).json({ success: true, recorded: false, reason: 'bot' });
      return;
    }
    const vid = visitorIdOf(req);
    try {
      await perIp.consume(clientIp(req));
      if (vid) await perVisitor.consume(vid);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        res.setHeader('Retry-After', String(Math.ceil(err.msBeforeNext / 1000)));
        throw new AppError('rate_limited', 'Muitas requisições. Tente novamente em instantes.', 429);
      }
      throw err;
    }
    next();
  };
  apiRoute(
    r,
    api.sales.event,
    botsAndLimits,
  )(async ({ body: input }, req, res) => {
    const vid = visitorIdOf(req);
    if (!vid) {
      res.status(202);
      return { success: true, recorded: false, reason: 'no_variant' };
    }
    const cur = await store.current();
    const out = await recordSalesEvent(sales, cur.config, vid, input);
    res.status(out.recorded ? 201 : 202);
    return { success: true, ...out };
  });

  apiRoute(r, api.sales.metrics)(async () => salesMetrics(ctx.db, (await store.current()).config));

  return r;
}
