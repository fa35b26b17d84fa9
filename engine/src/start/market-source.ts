import type { Alerter, EngineMetrics } from '@sinais/shared/server';
import type { EngineConfig } from '../config/env';
import type { SystemLogger } from '../publisher/system-log';
import { createMarketSource } from '../sources/create-source';
import type { MarketSource } from '../sources/market-source';

/** The market source MARKET_SOURCE names, its Binance weight reported as metrics and its bans as alerts. */
export function openMarketSource(
  config: EngineConfig,
  o: { log: SystemLogger; metrics: EngineMetrics; alerter: Alerter; instanceId: string },
): Promise<MarketSource> {
  const { log, metrics, alerter, instanceId } = o;
  return createMarketSource(config, (m, d) => log.warn('SYSTEM', m, d), {
    onWeight: (used, limit) => {
      metrics.binanceWeight.set(used);
      metrics.binanceLimit.set(limit);
    },
    onRateLimited: (status, retryAfterMs, path) => {
      metrics.binanceBans.inc({ status: String(status) });
      log.error(
        'SYSTEM',
        `Binance respondeu ${status} em ${path}: nenhuma chamada por ${retryAfterMs / 1000} s`,
      );
      void alerter.notify({
        key: `binance:${status}`,
        kind: 'binance_rate_limit',
        severity: status === 418 ? 'critical' : 'warning',
        title: status === 418 ? 'Binance baniu o IP do motor (418)' : 'Binance: limite de requisições (429)',
        message: `${path} respondeu ${status}; o motor espera ${Math.round(retryAfterMs / 1000)} s antes de chamar de novo.`,
        details: { status, retry_after_s: Math.round(retryAfterMs / 1000), path, instance_id: instanceId },
      });
    },
  });
}
