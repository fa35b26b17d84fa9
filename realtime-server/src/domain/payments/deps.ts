import type { Bus, Db, Logger } from '@sinais/shared/server';
import type { GatewayConfig } from '../../config/env';
import type { CatalogueRepo } from '../../db/catalogue.repo';
import type { PaymentGateway } from '../../payments';

export interface ShopDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  config: GatewayConfig;
  catalogue: CatalogueRepo;
  gateway: PaymentGateway | null;
}
