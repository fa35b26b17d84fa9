import type { Db, Logger } from '@sinais/shared/server';
import type { GatewayConfig } from '../../config/env';
import type { PaymentGateway } from './gateway';
import { createMercadoPagoGateway } from './mercadopago.gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox.gateway';

export * from './gateway';
export type { SandboxGateway } from './sandbox.gateway';

/** The gateway the config selects; null when payments are disabled. */
export function createPaymentGateway(config: GatewayConfig, db: Db, logger: Logger): PaymentGateway | null {
  if (config.paymentsMode === 'disabled') return null;
  if (config.paymentsMode === 'mercadopago') {
    return createMercadoPagoGateway({
      accessToken: config.MP_ACCESS_TOKEN!,
      publicKey: config.MP_PUBLIC_KEY!,
      webhookSecret: config.MP_WEBHOOK_SECRET!,
      ...(config.MP_API_BASE_URL ? { apiBaseUrl: config.MP_API_BASE_URL } : {}),
      logger,
    });
  }
  logger.warn('pagamentos em AMBIENTE DE TESTE (sandbox): nenhuma cobrança real é feita');
  // One secret for every gateway (from configuration): a webhook may land on any of them.
  return createSandboxGateway({ db, logger, webhookSecret: config.SANDBOX_WEBHOOK_SECRET });
}

export function isSandbox(g: PaymentGateway | null): g is SandboxGateway {
  return g?.provider === 'sandbox';
}
