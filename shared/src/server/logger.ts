import { pino, type Logger } from 'pino';
import { createLogDestination, type LogDestination } from './log-destination';

/** Paths that must never reach a log line. */
export const REDACT_PATHS = [
  'password',
  'newPassword',
  'password_hash',
  'token',
  'access_token',
  'authorization',
  'cookie',
  'card_number',
  'security_code',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.card_number',
  '*.security_code',
];

let stdoutDestination: LogDestination | null = null;

/**
 * The process's one log destination: stdout behind a bounded buffer that never blocks (docs/production-runtime.md).
 * Every logger of the process (gateway and engine in `npm start`) shares it, so the bound and the count are
 * per process. stderr gets an error listener too: a broken stderr must not end the process either.
 */
export function processLogDestination(): LogDestination {
  if (!stdoutDestination) {
    process.stderr.on('error', () => undefined);
    stdoutDestination = createLogDestination(process.stdout);
  }
  return stdoutDestination;
}

/** Waits (at most `deadlineMs`) for the log lines still buffered to reach stdout; false when they did not. */
export function drainLogs(deadlineMs: number): Promise<boolean> {
  return stdoutDestination ? stdoutDestination.drain(deadlineMs) : Promise.resolve(true);
}

/** Log lines this process dropped because stdout did not keep up or was closed. */
export function droppedLogLines(): number {
  return stdoutDestination?.dropped() ?? 0;
}

/**
 * The level comes from the caller's config (only `config/env.ts` modules read the environment). `destination`
 * replaces stdout (tests). pino gets a stream of ours, so it registers no exit handler of its own: its default
 * destination flushed synchronously at exit and never returned while stdout was full or closed.
 */
export function createLogger(name: string, level = 'info', destination?: LogDestination): Logger {
  return pino(
    {
      name,
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // "level":"info" rather than 30: readable by people and by log collectors without a lookup table.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination ?? processLogDestination(),
  );
}

export type { Logger };
