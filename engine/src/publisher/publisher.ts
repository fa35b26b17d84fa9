import { makeEnvelope, type EventData, type EventType, type TypedEnvelope } from '@sinais/shared';
import type { Logger } from '@sinais/shared/server';
import type { Sink } from './sinks';

/**
 * Fans each event out to every sink. The envelope is built (and validated) once; each sink gets its own
 * ordered queue so a slow or failing store never delays or blocks the bus, and vice versa.
 */
export class Publisher {
  private readonly queues = new Map<string, Promise<void>>();
  private failures = 0;

  constructor(
    private readonly sinks: readonly Sink[],
    private readonly logger: Logger,
  ) {}

  publish<T extends EventType>(type: T, data: EventData<T>, opts: { id?: string } = {}): TypedEnvelope<T> {
    const env = makeEnvelope(type, data, opts);
    for (const sink of this.sinks) {
      const prev = this.queues.get(sink.name) ?? Promise.resolve();
      const next = prev.then(() =>
        sink.write(env).catch((err: unknown) => {
          this.failures++;
          this.logger.warn({ err, sink: sink.name, type }, 'falha ao entregar evento a um destino');
        }),
      );
      this.queues.set(sink.name, next);
    }
    return env;
  }

  get failureCount(): number {
    return this.failures;
  }

  /** Resolves once every queued write has been attempted. */
  async flush(): Promise<void> {
    await Promise.all(this.queues.values());
  }
}
