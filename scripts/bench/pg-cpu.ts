import { readFileSync } from 'node:fs';
import type { Queryable } from '@sinais/shared/server';

/**
 * The CPU time (ms) PostgreSQL's other backends on the probe's database have run so far, read from
 * /proc/<pid>/schedstat: what a search cost the database, whatever the machine's load (time waiting for a core is
 * not counted). null when the server is not on this machine (the file is not readable).
 */
export async function backendCpuMs(probe: Queryable): Promise<number | null> {
  const rows = await probe.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  let ns = 0;
  let read = 0;
  for (const { pid } of rows) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
      read++;
    } catch {
      // A backend that just ended, or a server elsewhere.
    }
  }
  return read ? ns / 1e6 : null;
}
