import type { StreamPosition, SystemLog } from '@sinais/shared';
import type { Logger } from '@sinais/shared/server';
import type { LiveStreams } from './live-streams';
import type { Publisher } from './publisher';

type Level = SystemLog['level'];
type Service = SystemLog['service'];

/**
 * Structured operator logs: stdout (pino), the store (system_logs, the last 1000) and the bus (`log:appended`).
 * Each line is stored first and published with its stream position, in order, so a reconnecting admin recovers
 * what it missed; a line the store refused is still published, unsequenced.
 */
export class SystemLogger {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly publisher: Publisher,
    private readonly logger: Logger,
    private readonly streams: LiveStreams | null = null,
  ) {}

  log(level: Level, service: Service, message: string, details: Record<string, unknown> | null = null): void {
    const pinoLevel =
      level === 'ERROR' ? 'error' : level === 'WARNING' ? 'warn' : level === 'DEBUG' ? 'debug' : 'info';
    this.logger[pinoLevel]({ service, ...(details ?? {}) }, message);
    if (level === 'DEBUG') return;
    let line: SystemLog;
    try {
      line = {
        timestamp: new Date().toISOString(),
        level,
        service,
        message: message.slice(0, 2000),
        details: details ? safeDetails(details) : null,
      };
    } catch (err) {
      this.logger.warn({ err }, 'log de sistema inválido');
      return;
    }
    const streams = this.streams;
    if (!streams) return this.publish(line);
    this.chain = this.chain.then(async () => {
      const at = await streams.appendLog(line).catch(() => undefined);
      this.publish(line, at);
    });
  }

  private publish(line: SystemLog, stream?: StreamPosition): void {
    try {
      this.publisher.publish('log:appended', line, stream ? { stream } : {});
    } catch (err) {
      this.logger.warn({ err }, 'log de sistema inválido');
    }
  }

  /** Resolves once every line logged so far was stored (or refused) and handed to the publisher. */
  async flush(): Promise<void> {
    await this.chain;
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
