/**
 * Where log lines go: a bounded, never-blocking destination in front of a writable stream (stdout in the
 * processes). pino's default destination is flushed synchronously at exit and spun forever when stdout was full or
 * broken, and its asynchronous buffer grew without bound while a log collector stalled (docs/production-runtime.md,
 * "Logs sob contrapressão").
 */

/** What the destination writes to: process.stdout, or a fake in tests. */
export interface LogSink {
  write(chunk: string, cb: (err?: Error | null) => void): boolean;
  /** Bytes (or characters) accepted by the stream and not yet written out. */
  readonly writableLength: number;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

export interface LogDestination {
  /** pino's entry point: queues one line, or drops and counts it when the buffer is full or the sink broken. */
  write(line: string): void;
  /** pino's `logger.flush(cb)`: waits for the buffer to empty (at most the default deadline). */
  flush(cb?: (err?: Error) => void): void;
  /** Resolves true once everything accepted was written, false when `deadlineMs` passed first or the sink broke. */
  drain(deadlineMs: number): Promise<boolean>;
  /** Lines dropped since the process started. */
  dropped(): number;
}

export interface LogDestinationOptions {
  /** Most bytes waiting for the sink; a line that does not fit is dropped (and counted). */
  maxBufferBytes?: number;
  /** The name on the line that reports dropped lines. */
  name?: string;
}

export const LOG_BUFFER_BYTES = 1024 * 1024;
const FLUSH_DEADLINE_MS = 1000;

export function createLogDestination(sink: LogSink, opts: LogDestinationOptions = {}): LogDestination {
  const maxBytes = opts.maxBufferBytes ?? LOG_BUFFER_BYTES;
  let broken = false;
  let inFlight = 0;
  let dropped = 0;
  let reported = 0;
  const waiters = new Set<() => void>();

  const settle = () => {
    if (inFlight > 0 && !broken) return;
    for (const wake of waiters) wake();
    waiters.clear();
  };
  // EPIPE (the reader died) and any other write error end the stream: from then on every line is dropped.
  // Without this listener the error would be thrown as unhandled and the process would die holding its lease.
  sink.on('error', () => {
    broken = true;
    settle();
  });

  const send = (line: string) => {
    inFlight++;
    try {
      sink.write(line, () => {
        inFlight--;
        settle();
      });
    } catch {
      // A stream destroyed meanwhile may throw synchronously: the same as broken.
      inFlight--;
      broken = true;
      settle();
    }
  };

  const fits = (line: string) => !broken && sink.writableLength + line.length <= maxBytes;

  const droppedLine = () =>
    `${JSON.stringify({
      level: 'warn',
      time: new Date().toISOString(),
      name: opts.name ?? 'log',
      descartadas: dropped - reported,
      total_descartadas: dropped,
      msg: 'linhas de log descartadas: a saída (stdout) não dava vazão',
    })}\n`;

  const destination: LogDestination = {
    write(line) {
      if (dropped > reported && fits(line)) {
        const notice = droppedLine();
        if (fits(notice + line)) {
          reported = dropped;
          send(notice);
        }
      }
      if (!fits(line)) {
        dropped++;
        return;
      }
      send(line);
    },
    flush(cb) {
      void destination.drain(FLUSH_DEADLINE_MS).then(() => cb?.());
    },
    drain(deadlineMs) {
      if (broken) return Promise.resolve(false);
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, deadlineMs);
        // Never what keeps a process alive: with nothing else to do it ends, and the rest is lost anyway.
        timer.unref?.();
        const wake = () => {
          clearTimeout(timer);
          resolve(!broken);
        };
        waiters.add(wake);
      });
    },
    dropped: () => dropped,
  };
  return destination;
}
