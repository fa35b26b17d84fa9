import type { Server } from 'node:http';
import {
  busRejectionLogger,
  createMemoryBus,
  createRedisBus,
  waitForBus,
  type Bus,
  type Db,
  type Logger,
} from '@sinais/shared/server';
import type { EngineConfig } from '../config/env';
import type { EngineHandle } from '../engine';
import { startHealthServer } from '../http/health-server';

/** The daemon's bus: Redis when REDIS_URL is set (waited for, never required), in memory otherwise. */
export async function openBus(config: EngineConfig, logger: Logger): Promise<Bus> {
  if (config.redisUrl && config.usesDevBusSecret)
    logger.warn('BUS_SECRET ausente: o barramento usa a chave de desenvolvimento (proibido em produção)');
  const bus = config.redisUrl
    ? createRedisBus({
        url: config.redisUrl,
        secret: config.busSecret,
        channel: config.busChannel,
        onHandlerError: (err) => logger.warn({ err }, 'handler do barramento falhou'),
        onRejected: busRejectionLogger(logger),
        onClientError: (err, role) => logger.warn({ role, err: err.message }, 'Redis indisponível'),
      })
    : createMemoryBus();
  // Redis connects asynchronously: publishing before it is up failed with "Stream isn't writeable".
  if (!(await waitForBus(bus, config.env.BUS_WAIT_MS)))
    logger.warn(
      { waited_ms: config.env.BUS_WAIT_MS },
      'barramento indisponível; o motor segue gravando no banco e publica quando ele voltar',
    );
  return bus;
}

/** The health and metrics port (ENGINE_HTTP_PORT), when configured. */
export async function serveHealth(
  config: EngineConfig,
  logger: Logger,
  deps: { db: Db; bus: Bus; engine: () => EngineHandle | null },
): Promise<Server | null> {
  if (config.env.ENGINE_HTTP_PORT === undefined) return null;
  const http = await startHealthServer(
    {
      ...deps,
      metrics: { production: config.env.NODE_ENV === 'production', token: config.env.METRICS_TOKEN },
    },
    config.env.ENGINE_HTTP_PORT,
    config.env.ENGINE_HTTP_HOST,
  );
  logger.info(
    { port: config.env.ENGINE_HTTP_PORT },
    'saúde e métricas do motor em /healthz, /readyz, /metrics',
  );
  return http;
}
