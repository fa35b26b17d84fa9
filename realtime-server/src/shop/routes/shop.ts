import type { Router } from 'express';
import type { AppContext } from '../../context';
import type { ShopDeps } from '../domain/deps';
import { createPaymentGateway } from '../providers';
import { courseAdminRoutes } from './course-admin.routes';
import { coursesRoutes } from './courses.routes';
import { lessonsRoutes } from './lessons.routes';
import { mediaRoutes } from './media.routes';
import { paymentsRoutes } from './payments.routes';
import { reviewsRoutes } from './reviews.routes';

/** Course shop, payments and learning area: one gateway per process shared by its routers. */
export function createShop(ctx: AppContext): { api: Router[]; media: Router; deps: ShopDeps } {
  const { repos } = ctx;
  const deps: ShopDeps = {
    db: ctx.db,
    bus: ctx.bus,
    logger: ctx.logger,
    config: ctx.config,
    catalogue: repos.catalogue,
    purchases: repos.purchases,
    accesses: repos.accesses,
    myPurchases: repos.myPurchases,
    shop: repos.shop,
    certificates: repos.certificates,
    audit: repos.audit,
    gateway: createPaymentGateway(ctx.config, ctx.db, ctx.logger),
  };
  return {
    api: [
      paymentsRoutes(ctx, deps),
      coursesRoutes(ctx, deps),
      lessonsRoutes(ctx, deps),
      courseAdminRoutes(ctx, deps),
      reviewsRoutes(ctx),
    ],
    media: mediaRoutes(ctx, deps),
    deps,
  };
}
