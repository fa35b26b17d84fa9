import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** A second process tried to open an embedded store another live process holds. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Owner {
  pid: number;
  host: string;
  /** Kernel start time of the process (Linux), so a recycled PID after a crash is not taken for the owner. */
  started: string | null;
}

function startTimeOf(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may contain spaces, so count after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function alive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // another machine sharing the directory: never steal it
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = startTimeOf(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

const held = new Map<string, () => void>();

/**
 * Takes the embedded store's exclusive lock: a file created with O_EXCL that names the owner process. A lock
 * left by a process that died (kill -9, a crash) is taken over; one held by a live process refuses, with a
 * message for the operator. Released on close and when the process exits.
 */
export function lockDataDir(lockFile: string): () => void {
  const existing = held.get(lockFile);
  if (existing) return existing;
  const me: Owner = { pid: process.pid, host: hostname(), started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const release = () => {
        if (!held.delete(lockFile)) return;
        process.off('exit', release);
        try {
          const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Owner;
          if (owner.pid === process.pid && owner.host === me.host) unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      held.set(lockFile, release);
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let owner: Owner | null;
    try {
      owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Owner;
    } catch {
      owner = null; // half-written or unreadable: treat as stale
    }
    if (owner && alive(owner))
      throw new DataDirLockedError(
        `O banco embutido em ${lockFile.replace(/\.lock$/, '')} já está em uso pelo processo ${owner.pid}` +
          `${owner.host !== me.host ? ` na máquina ${owner.host}` : ''}. Só um processo pode abrir um DATA_DIR: ` +
          'pare o outro processo, use outro DATA_DIR ou configure DATABASE_URL (PostgreSQL) para vários processos.',
      );
    try {
      unlinkSync(lockFile);
    } catch {
      /* another process removed it first: try again */
    }
  }
  throw new DataDirLockedError(`Não foi possível obter o bloqueio do banco embutido (${lockFile}).`);
}
