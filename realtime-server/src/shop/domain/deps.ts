import type { Bus, Db, Logger } from '@sinais/shared/server';
import type { GatewayConfig } from '../../config/env';
import type { AuditRepo } from '../../platform/audit.repo';
import type { CatalogueRepo } from '../data/catalogue.repo';
import type { CertificatesRepo } from '../data/certificates.repo';
import type { CourseAccessRepo } from '../data/course-access.repo';
import type { MyPurchasesRepo } from '../data/my-purchases.repo';
import type { PurchasesRepo } from '../data/purchases.repo';
import type { ShopRepo } from '../data/shop.repo';
import type { PaymentGateway } from '../providers';

/**
 * The shop's use cases' dependencies, built once (shop/routes/shop.ts). The repositories here are bound to the
 * database; a use case that needs a transaction builds the ones it uses on the transaction's Queryable.
 */
export interface ShopDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  config: GatewayConfig;
  catalogue: CatalogueRepo;
  purchases: PurchasesRepo;
  accesses: CourseAccessRepo;
  myPurchases: MyPurchasesRepo;
  shop: ShopRepo;
  certificates: CertificatesRepo;
  audit: AuditRepo;
  gateway: PaymentGateway | null;
}
