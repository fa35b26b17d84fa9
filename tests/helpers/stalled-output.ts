import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A process's stdout as a stalled log collector leaves it: a named pipe (what a container runtime hands a
 * process) that nobody reads, already full before the process writes its first line. `closeReader()` then makes
 * it a broken pipe (the collector died): every write fails with EPIPE.
 */
export interface StalledOutput {
  /** The write end, to hand to the child (stdout and stderr). */
  fd: number;
  closeReader(): void;
  /** Closes what is left and removes the pipe; call once the child has exited. */
  dispose(): void;
}

export function fullPipe(): StalledOutput {
  const dir = mkdtempSync(join(tmpdir(), 'sinais-stdout-'));
  const path = join(dir, 'stdout');
  execFileSync('mkfifo', [path]);
  // The reader first (a FIFO opened for writing without a reader fails), non-blocking so opening does not wait.
  let reader: number | null = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const fd = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
  for (const size of [4096, 1]) fillWith(fd, Buffer.alloc(size, 'x'));
  return {
    fd,
    closeReader() {
      if (reader !== null) closeSync(reader);
      reader = null;
    },
    dispose() {
      if (reader !== null) closeSync(reader);
      reader = null;
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function fillWith(fd: number, chunk: Buffer): void {
  for (;;) {
    try {
      writeSync(fd, chunk);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EAGAIN') return;
      throw err;
    }
  }
}
