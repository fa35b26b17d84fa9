/**
 * `npm run engine`: the daemon (PostgreSQL lease, Redis bus), or the operator CLI:
 *   npm run engine -- analyze --file BTCUSDT_1h.json
 *   npm run engine -- backtest --dir DIR [--json]
 *   npm run engine -- evaluate --dir DIR [--from DATE] [--json]
 *   npm run engine -- evaluate --gate [--data DIR]
 *   npm run engine -- research [--data DIR] [--out DIR] [--seed N] [--check]
 *   npm run engine -- export-derivatives --out DIR [--symbols A,B]
 * Every subcommand answers --help/-h with its usage (cli/commands.ts).
 */
import {
  ConfigError,
  DataDirLockedError,
  createLogger,
  exitOnSignals,
  installRedisCrashGuard,
  openDatabase,
  SESSION_LIMITS,
} from '@sinais/shared/server';
import { loadEngineConfig } from './config/env';
import { startEngine, type EngineHandle } from './engine';
import { openBus, serveHealth } from './start/process';
import { KlineFileError } from './sources/kline-file';

const [command, ...rest] = process.argv.slice(2);

function fail(message: string, code: number): never {
  process.stderr.write(`erro: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(code);
}

const SHUTDOWN_GRACE_MS = 25_000;

async function daemon(): Promise<void> {
  const config = loadEngineConfig();
  const logger = createLogger('engine', config.logLevel);
  installRedisCrashGuard((err) => logger.warn({ err: err.message }, 'erro do cliente Redis ignorado'));
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    applicationName: 'sinais-engine',
    limits: SESSION_LIMITS.engine,
  });
  const bus = await openBus(config, logger);
  let engine: EngineHandle | null = null;
  const http = await serveHealth(config, logger, { db, bus, engine: () => engine });
  // Handlers first: a SIGTERM while the engine starts (it may already hold the lease) still stops it cleanly.
  const starting = startEngine({ db, bus, logger, config });
  exitOnSignals({
    logger,
    // docs/engine.md §7: finish the pair in progress and write what is pending; the compose file gives 30 s.
    graceMs: SHUTDOWN_GRACE_MS,
    message: 'encerrando: termina o par atual e grava o que falta',
    async stop() {
      await (await starting).stop();
      http?.close();
      await bus.close();
      await db.close();
    },
  });
  engine = await starting;
}

try {
  if (command === undefined || command === 'run') await daemon();
  else {
    // The operator CLI (and the research under it) is loaded only here: never in the daemon's import graph.
    const { runCli } = await import('./cli/commands');
    process.exit(
      await runCli(command, rest, {
        out: (s) => process.stdout.write(s),
        err: (s) => process.stderr.write(s),
      }),
    );
  }
} catch (err) {
  if (err instanceof KlineFileError) fail(err.message, 2);
  // Exit codes (docs/engine.md §7): 2 = a bad setting, 3 = the embedded store is held by another process.
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(2);
  }
  if (err instanceof DataDirLockedError) {
    process.stderr.write(`erro: ${err.message}\n`);
    process.exit(3);
  }
  throw err;
}
