import {
  ConfigError,
  DataDirLockedError,
  createLogger,
  createMemoryBus,
  exitAfterLogs,
  exitOnSignals,
  installRedisCrashGuard,
  openDatabase,
  SESSION_LIMITS,
} from '@sinais/shared/server';
import { createApplication, type Application } from './app';
import { loadGatewayConfig, logLevelFromEnv } from './config/env';

const logger = createLogger('gateway', logLevelFromEnv());
/** docs/production-runtime.md: the compose file gives the gateway 20 s (stop_grace_period) before SIGKILL. */
const GRACE_MS = 15_000;
const withEngine = process.argv.includes('--with-engine');
// A Redis client error must never end the process: the gateway serves from the database without Redis.
installRedisCrashGuard((err) => logger.warn({ err: err.message }, 'erro do cliente Redis ignorado'));

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  let stopEngine: (() => Promise<void>) | null = null;
  let application: Application;

  if (withEngine) {
    // One process, both roles: the engine shares this process's store and (without Redis) its in-process bus.
    const db = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      applicationName: 'sinais',
      // The engine's limits: it must hand its lease over fast; the gateway's work fits them too.
      limits: SESSION_LIMITS.engine,
    });
    const bus = config.REDIS_URL
      ? undefined
      : createMemoryBus((err) => logger.error({ err }, 'falha em assinante'));
    application = await createApplication(config, { logger, db, ...(bus ? { bus } : {}) });
    const engine = await import('@sinais/engine');
    const engineConfig = engine.loadEngineConfig();
    const handle = await engine.startEngine({
      db,
      bus: application.ctx.bus,
      logger: createLogger('engine', engineConfig.logLevel),
      config: engineConfig,
    });
    stopEngine = async () => {
      await handle.stop();
      await db.close();
    };
  } else {
    application = await createApplication(config, { logger });
  }

  const port = await application.listen();
  logger.info(
    {
      port,
      store: config.DATABASE_URL ? 'postgresql' : 'embutido',
      bus: config.REDIS_URL ? 'redis' : 'em processo',
    },
    `Sinais Cripto no ar em http://localhost:${port}`,
  );

  exitOnSignals({
    logger,
    graceMs: GRACE_MS,
    async stop() {
      await application.close();
      await stopEngine?.();
    },
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  if (err instanceof DataDirLockedError) {
    console.error(`erro: ${err.message}`);
    process.exit(3);
  }
  logger.fatal({ err }, 'falha ao iniciar');
  void exitAfterLogs(1);
});
