import type { Bus, Db, Logger } from '@sinais/shared/server';
import type { GatewayConfig } from '../../config/env';
import type { CatalogueRepo } from '../data/catalogue.repo';
import type { PaymentGateway } from '../providers';

export interface ShopDeps {
  db: Db;
  bus: Bus;
  logger: Logger;
  config: GatewayConfig;
  catalogue: CatalogueRepo;
  gateway: PaymentGateway | null;
}
