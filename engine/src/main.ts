/**
 * `npm run engine`: the daemon (PostgreSQL lease, Redis bus), or the operator CLI:
 *   npm run engine -- analyze --file BTCUSDT_1h.json
 *   npm run engine -- backtest --dir DIR [--json]
 *   npm run engine -- evaluate --dir DIR [--from DATE] [--json]
 *   npm run engine -- evaluate --gate [--data DIR]
 *   npm run engine -- research [--data DIR] [--out DIR] [--seed N] [--check]
 */
import {
  ConfigError,
  DataDirLockedError,
  createLogger,
  installRedisCrashGuard,
  openDatabase,
  SESSION_LIMITS,
} from '@sinais/shared/server';
import { analyzeFile } from './cli/analyze';
import { backtestDir, formatReport } from './cli/backtest';
import { evaluateDir } from './cli/evaluate';
import { evaluateGateCommand } from './cli/evaluate-gate';
import { researchCommand } from './cli/research';
import { DEFAULT_DATA_ROOT } from './research/training-data';
import { formatEvaluation } from './evaluation/format-evaluation';
import { loadEngineConfig } from './config/env';
import { startEngine, type EngineHandle } from './engine';
import { openBus, serveHealth } from './start/process';
import { KlineFileError } from './sources/kline-file';

const [command, ...rest] = process.argv.slice(2);

function flag(name: string): string | undefined {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
}

function dateFlag(name: string, usage: string): number | undefined {
  const v = flag(name);
  if (v === undefined) return undefined;
  const t = Date.parse(v);
  return Number.isFinite(t) && /^\d{4}-\d{2}-\d{2}/.test(v)
    ? t
    : fail(`--${name} inválido: ${v}. ${usage}`, 1);
}

function intFlag(name: string, def: number, min: number, max: number, usage: string): number {
  const v = flag(name);
  if (v === undefined) return def;
  const n = Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : fail(`--${name} inválido: ${v}. ${usage}`, 1);
}

function fail(message: string, code: number): never {
  process.stderr.write(`erro: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(code);
}

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
        await (await starting).stop();
        http?.close();
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
  engine = await starting;
}

try {
  if (command === 'analyze') {
    const file = flag('file') ?? fail('uso: analyze --file <SÍMBOLO>_<intervalo>.json', 1);
    process.stdout.write(`${JSON.stringify(analyzeFile(file))}\n`);
  } else if (command === 'backtest') {
    const dir = flag('dir') ?? fail('uso: backtest --dir <DIRETÓRIO> [--json]', 1);
    const config = loadEngineConfig();
    const report = backtestDir(dir, { threshold: config.threshold, feeRate: config.env.FEE_RATE });
    if (rest.includes('--json')) process.stdout.write(`${JSON.stringify(report)}\n`);
    else process.stdout.write(`${formatReport(report)}\n`);
  } else if (command === 'evaluate' && rest.includes('--gate')) {
    const usage = 'uso: evaluate --gate [--data DIR] [--seed N] [--json]';
    const { evaluation, text } = evaluateGateCommand(
      flag('data') ?? DEFAULT_DATA_ROOT,
      intFlag('seed', 1, 0, 2 ** 31, usage),
    );
    process.stdout.write(`${rest.includes('--json') ? JSON.stringify(evaluation) : text}\n`);
  } else if (command === 'evaluate') {
    const usage =
      'uso: evaluate --dir <DIRETÓRIO> [--from AAAA-MM-DD] [--to AAAA-MM-DD] [--folds N] [--resamples N] [--seed N] [--out DIR] [--json] | evaluate --gate [--data DIR]';
    const dir = flag('dir') ?? fail(usage, 1);
    const config = loadEngineConfig();
    const { evaluation, report, chart } = evaluateDir({
      dir,
      from: dateFlag('from', usage),
      to: dateFlag('to', usage),
      threshold: config.threshold,
      feeRate: config.env.FEE_RATE,
      folds: intFlag('folds', 4, 0, 12, usage),
      resamples: intFlag('resamples', 1000, 100, 100_000, usage),
      seed: intFlag('seed', 1, 0, 2 ** 31, usage),
      out: flag('out') ?? 'avaliacao',
    });
    if (rest.includes('--json')) {
      const { trades: _t, equity: _e, ...summary } = evaluation;
      process.stdout.write(`${JSON.stringify({ ...summary, report, chart })}\n`);
    } else process.stdout.write(`${formatEvaluation(evaluation)}\nrelatório: ${report}\ngráfico: ${chart}\n`);
  } else if (command === 'research') {
    const usage = 'uso: research [--data DIR] [--out DIR] [--seed N] [--check]';
    const { ok, lines } = researchCommand({
      data: flag('data') ?? DEFAULT_DATA_ROOT,
      out: flag('out') ?? 'engine/research',
      seed: intFlag('seed', 1, 0, 2 ** 31, usage),
      check: rest.includes('--check'),
    });
    process.stdout.write(`${lines.join('\n')}\n`);
    if (!ok) process.exit(1);
  } else if (command === undefined || command === 'run') {
    await daemon();
  } else
    fail(
      `comando desconhecido "${command}" (use analyze, backtest, evaluate, research ou nenhum para o serviço)`,
      1,
    );
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
