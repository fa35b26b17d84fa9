import type { Router } from 'express';
import type { AppContext } from '../../context';
import { createCatalogueRepo } from '../data/catalogue.repo';
import { createCertificatesRepo } from '../data/certificates.repo';
import { createCourseAccessRepo } from '../data/course-access.repo';
import { createMyPurchasesRepo } from '../data/my-purchases.repo';
import { createPurchasesRepo } from '../data/purchases.repo';
import { createShopRepo } from '../data/shop.repo';
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
  const deps: ShopDeps = {
    db: ctx.db,
    bus: ctx.bus,
    logger: ctx.logger,
    config: ctx.config,
    catalogue: createCatalogueRepo(ctx.db, { includeTestCourses: ctx.config.NODE_ENV !== 'production' }),
    purchases: createPurchasesRepo(ctx.db),
    accesses: createCourseAccessRepo(ctx.db),
    myPurchases: createMyPurchasesRepo(ctx.db),
    shop: createShopRepo(ctx.db),
    certificates: createCertificatesRepo(ctx.db),
    audit: ctx.audit,
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
