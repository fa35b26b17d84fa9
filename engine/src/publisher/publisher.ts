import {
  makeEnvelope,
  type EnvelopeOptions,
  type EventData,
  type EventType,
  type StreamPosition,
  type TypedEnvelope,
} from '@sinais/shared';
import type { Logger } from '@sinais/shared/server';
import type { Sink } from './sinks';

const LOG_EVERY_MS = 10_000;

/**
 * Fans each event out to every sink. The envelope is built (and validated) once; each sink gets its own
 * ordered queue so a slow or failing store never delays or blocks the bus, and vice versa. A sink that names
 * its types only queues those.
 */
export class Publisher {
  private readonly queues = new Map<string, Promise<void>>();
  private failures = 0;
  /** Per sink: when a failure was last logged and how many were not, so an outage is a line per 10 s. */
  private readonly quiet = new Map<string, { at: number; skipped: number }>();

  constructor(
    private readonly sinks: readonly Sink[],
    private readonly logger: Logger,
    /** The stream position of an event published without one (analysis progress); none for other types. */
    private readonly positionOf: (type: EventType) => StreamPosition | null = () => null,
  ) {}

  publish<T extends EventType>(type: T, data: EventData<T>, opts: EnvelopeOptions = {}): TypedEnvelope<T> {
    const stream = opts.stream ?? this.positionOf(type);
    const env = makeEnvelope(type, data, stream ? { ...opts, stream } : opts);
    for (const sink of this.sinks) {
      if (sink.types && !sink.types.has(type)) continue;
      const prev = this.queues.get(sink.name) ?? Promise.resolve();
      const next = prev.then(() =>
        sink.write(env).catch((err: unknown) => {
          this.failures++;
          const q = this.quiet.get(sink.name) ?? { at: 0, skipped: 0 };
          const now = Date.now();
          if (now - q.at < LOG_EVERY_MS) {
            q.skipped++;
            this.quiet.set(sink.name, q);
            return;
          }
          this.logger.warn(
            { err: (err as Error)?.message ?? String(err), sink: sink.name, type, omitidas: q.skipped },
            'falha ao entregar evento a um destino',
          );
          this.quiet.set(sink.name, { at: now, skipped: 0 });
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
