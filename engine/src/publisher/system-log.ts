import type { SystemLog } from '@sinais/shared';
import type { Logger } from '@sinais/shared/server';
import type { Publisher } from './publisher';

type Level = SystemLog['level'];
type Service = SystemLog['service'];

/** Structured operator logs: stdout (pino) and the bus (`log:appended`); the store keeps the last 1000. */
export class SystemLogger {
  constructor(
    private readonly publisher: Publisher,
    private readonly logger: Logger,
  ) {}

  log(level: Level, service: Service, message: string, details: Record<string, unknown> | null = null): void {
    const pinoLevel =
      level === 'ERROR' ? 'error' : level === 'WARNING' ? 'warn' : level === 'DEBUG' ? 'debug' : 'info';
    this.logger[pinoLevel]({ service, ...(details ?? {}) }, message);
    if (level === 'DEBUG') return;
    try {
      this.publisher.publish('log:appended', {
        timestamp: new Date().toISOString(),
        level,
        service,
        message: message.slice(0, 2000),
        details: details ? safeDetails(details) : null,
      });
    } catch (err) {
      this.logger.warn({ err }, 'log de sistema inválido');
    }
  }

  info(service: Service, message: string, details?: Record<string, unknown>): void {
    this.log('INFO', service, message, details ?? null);
  }
  warn(service: Service, message: string, details?: Record<string, unknown>): void {
    this.log('WARNING', service, message, details ?? null);
  }
  error(service: Service, message: string, details?: Record<string, unknown>): void {
    this.log('ERROR', service, message, details ?? null);
  }
}

/** Errors become their message; everything must survive JSON. */
function safeDetails(details: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(details, (_k, v: unknown) =>
      v instanceof Error ? { name: v.name, message: v.message } : v,
    ),
  ) as Record<string, unknown>;
}
