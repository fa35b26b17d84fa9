import type { Redis } from 'ioredis';
import {
  busRejectionLogger,
  createMemoryBus,
  createRedisBus,
  createRedisClient,
  openDatabase,
  SESSION_LIMITS,
  type Bus,
  type Db,
  type Logger,
} from '@sinais/shared/server';
import type { GatewayConfig } from './config/env';

/** The gateway's outside stores: the database, the bus and the rate-limit Redis client. */
export interface Stores {
  db: Db;
  bus: Bus;
  /** Present when REDIS_URL is set (rate-limit counters). */
  redis: Redis | null;
  /** Closes what this gateway opened (a database or bus given by the all-in-one process stays open). */
  close(): Promise<void>;
}

/** Opens the database and the bus unless the all-in-one process hands them over, and the limiter's Redis. */
export async function openStores(
  config: GatewayConfig,
  deps: { logger: Logger; db?: Db | undefined; bus?: Bus | undefined },
): Promise<Stores> {
  const { logger } = deps;
  const db =
    deps.db ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      applicationName: 'gateway',
      limits: SESSION_LIMITS.gateway,
    }));
  const redisDown = (err: Error, role: string) =>
    logger.warn({ role, err: err.message }, 'Redis indisponível; o gateway segue servindo pelo banco');
  if (config.REDIS_URL && config.usesDevBusSecret)
    logger.warn('BUS_SECRET ausente: o barramento usa a chave de desenvolvimento (proibido em produção)');
  const bus =
    deps.bus ??
    (config.REDIS_URL
      ? createRedisBus({
          url: config.REDIS_URL,
          secret: config.busSecret,
          channel: config.BUS_CHANNEL,
          onRejected: busRejectionLogger(logger),
          onHandlerError: (err) => logger.error({ err }, 'falha em assinante do barramento'),
          onClientError: redisDown,
          onStateChange: (up) =>
            logger[up ? 'info' : 'warn'](up ? 'barramento Redis conectado' : 'barramento Redis indisponível'),
        })
      : createMemoryBus((err) => logger.error({ err }, 'falha em assinante do barramento')));
  const redis = config.REDIS_URL
    ? createRedisClient(config.REDIS_URL, {
        role: 'limites de taxa',
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        onError: redisDown,
      })
    : null;
  return {
    db,
    bus,
    redis,
    async close() {
      redis?.disconnect();
      if (!deps.bus) await bus.close();
      if (!deps.db) await db.close();
    },
  };
}
