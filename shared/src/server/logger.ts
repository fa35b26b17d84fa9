import { pino, type Logger } from 'pino';

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

/** The level comes from the caller's config (only `config/env.ts` modules read the environment). */
export function createLogger(name: string, level = 'info'): Logger {
  return pino({
    name,
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // "level":"info" rather than 30: readable by people and by log collectors without a lookup table.
    formatters: { level: (label) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}

export type { Logger };
