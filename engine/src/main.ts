/**
 * `npm run engine`: the daemon (PostgreSQL lease, Redis bus), or the operator CLI:
 *   npm run engine -- analyze --file BTCUSDT_1h.json
 *   npm run engine -- backtest --dir DIR [--json]
 */
import {
  ConfigError,
  createLogger,
  createMemoryBus,
  createRedisBus,
  openDatabase,
} from '@sinais/shared/server';
import { analyzeFile } from './cli/analyze';
import { backtestDir, formatReport } from './cli/backtest';
import { loadEngineConfig } from './config/env';
import { startEngine } from './engine';
import { KlineFileError } from './sources/kline-file';

const [command, ...rest] = process.argv.slice(2);

function flag(name: string): string | undefined {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
}

function fail(message: string, code: number): never {
  process.stderr.write(`erro: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(code);
}

async function daemon(): Promise<void> {
  const config = loadEngineConfig();
  const logger = createLogger('engine', config.logLevel);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    applicationName: 'sinais-engine',
  });
  const bus = config.redisUrl
    ? createRedisBus({
        url: config.redisUrl,
        channel: config.busChannel,
        onHandlerError: (err) => logger.warn({ err }, 'handler do barramento falhou'),
      })
    : createMemoryBus();
  const engine = await startEngine({
    db,
    bus,
    logger,
    config,
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'encerrando: termina o par atual e grava o que falta');
    // A store or Redis that stopped answering must not keep the process alive forever.
    setTimeout(() => {
      logger.error('encerramento excedeu 30 s; saindo à força');
      process.exit(1);
    }, 30_000).unref();
    void (async () => {
      try {
        await engine.stop();
        await bus.close();
        await db.close();
        process.exit(0);
      } catch (err) {
        logger.error({ err }, 'falha no encerramento');
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

try {
  if (command === 'analyze') {
    const file = flag('file') ?? fail('uso: analyze --file <SÍMBOLO>_<intervalo>.json', 1);
    process.stdout.write(`${JSON.stringify(analyzeFile(file))}\n`);
  } else if (command === 'backtest') {
    const dir = flag('dir') ?? fail('uso: backtest --dir <DIRETÓRIO> [--json]', 1);
    const report = backtestDir(dir, loadEngineConfig().threshold);
    if (rest.includes('--json')) {
      const { decisions: _d, ...json } = report;
      process.stdout.write(`${JSON.stringify(json)}\n`);
    } else process.stdout.write(`${formatReport(report)}\n`);
  } else if (command === undefined || command === 'run') {
    await daemon();
  } else fail(`comando desconhecido "${command}" (use analyze, backtest ou nenhum para o serviço)`, 1);
} catch (err) {
  if (err instanceof KlineFileError) fail(err.message, 2);
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
