import { Worker } from 'node:worker_threads';
import { drainLogs, type Logger } from './logger';

/**
 * How a role stops on SIGTERM/SIGINT (docs/production-runtime.md, "Garantias de saída"):
 * - the first signal runs `stop` (lease handed over, servers and store closed, the DATA_DIR lock removed) and
 *   exits 0, after giving the buffered log lines at most LOG_DRAIN_MS;
 * - `graceMs` later, if `stop` has not finished, the process exits 1 anyway (the lock file is still removed by
 *   its exit handler; the lease runs out by its TTL);
 * - a second signal exits 1 at once, the same way;
 * - a watchdog thread sends SIGKILL WATCHDOG_MARGIN_MS after the grace period: a main thread stuck in a
 *   synchronous call runs no timer, no signal handler and no exit, and nothing else could end it.
 * Nothing on this path writes synchronously to stdout or stderr.
 */
export interface ShutdownPlan {
  logger: Logger;
  /** The clean stop, in order. */
  stop: () => Promise<void>;
  /** Longest clean stop before the process exits anyway. */
  graceMs: number;
  /** The log line of the first signal. */
  message?: string;
}

export const LOG_DRAIN_MS = 1000;
export const WATCHDOG_MARGIN_MS = 5000;

/** Installs the SIGTERM/SIGINT handlers; `shutdown` runs the same path from code (a failed start, a lost parent). */
export function exitOnSignals(plan: ShutdownPlan): { shutdown(signal: string): void } {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      forceExit(plan.logger, `${signal} repetido: saindo sem esperar o encerramento`);
      return;
    }
    stopping = true;
    plan.logger.info({ signal, prazo_s: plan.graceMs / 1000 }, plan.message ?? 'encerrando');
    startExitWatchdog(plan.graceMs + WATCHDOG_MARGIN_MS);
    setTimeout(
      () => forceExit(plan.logger, `encerramento excedeu ${plan.graceMs / 1000} s; saindo à força`),
      plan.graceMs,
    ).unref();
    plan.stop().then(
      () => void exitAfterLogs(0),
      (err: unknown) => {
        plan.logger.error({ err }, 'falha no encerramento');
        void exitAfterLogs(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return { shutdown };
}

/** Exits with `code` once the buffered log lines are out, or LOG_DRAIN_MS later if stdout does not take them. */
export async function exitAfterLogs(code: number): Promise<never> {
  process.exitCode = code;
  await drainLogs(LOG_DRAIN_MS);
  process.exit(code);
}

function forceExit(logger: Logger, reason: string): never {
  logger.error(reason);
  process.exit(1);
}

/**
 * A thread of its own that SIGKILLs this process after `ms`. Started only at shutdown and unref'd, so it never
 * keeps the process alive; an exiting process stops it (it only waits on a timer).
 */
export function startExitWatchdog(ms: number): void {
  try {
    new Worker(
      `const { workerData } = require('node:worker_threads');
       setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);`,
      { eval: true, workerData: { pid: process.pid, ms }, execArgv: [], stdout: true, stderr: true },
    )
      .on('error', () => undefined)
      .unref();
  } catch {
    /* no threads left: the timers above still stand */
  }
}
