import type { Request, Router } from 'express';
import type { AppContext } from '../../context';
import { createCatalogueRepo } from '../data/catalogue.repo';
import type { ShopDeps } from '../domain/deps';
import { createPaymentGateway } from '../providers';
import { courseAdminRoutes } from './course-admin.routes';
import { coursesRoutes } from './courses.routes';
import { lessonsRoutes } from './lessons.routes';
import { mediaRoutes } from './media.routes';
import { paymentsRoutes } from './payments.routes';

/** Course shop, payments and learning area: one gateway per process shared by its routers. */
export function createShop(ctx: AppContext): { api: Router[]; media: Router; deps: ShopDeps } {
  const deps: ShopDeps = {
    db: ctx.db,
    bus: ctx.bus,
    logger: ctx.logger,
    config: ctx.config,
    catalogue: createCatalogueRepo(ctx.db, { includeTestCourses: ctx.config.NODE_ENV !== 'production' }),
    gateway: createPaymentGateway(ctx.config, ctx.db, ctx.logger),
  };
  return {
    api: [
      paymentsRoutes(ctx, deps),
      coursesRoutes(ctx, deps),
      lessonsRoutes(ctx, deps),
      courseAdminRoutes(ctx, deps),
    ],
    media: mediaRoutes(ctx),
    deps,
  };
}

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
