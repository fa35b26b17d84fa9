/** Reading a production role's memory from /proc, and waiting for it to be up and through its first cycle. */
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Memory {
  rssMb: number;
  hwmMb: number;
}

export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), hwmMb: Math.round(kb('VmHWM') / 1024) };
}

export async function waitHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`processo saiu com código ${child.exitCode}`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} não respondeu em ${timeoutMs} ms`);
}

/** A full analysis cycle is behind the engine: a second one began, or the first ended and the engine rests. */
export const firstCycleDone = (a: { cycle_count: number; is_resting: boolean } | null | undefined) =>
  !!a && (a.cycle_count >= 2 || (a.cycle_count >= 1 && a.is_resting));

/** The all-in-one's analysis status through its admin API (its embedded store is locked by the process). */
export function servedCycleDone(base: string, admin: { email: string; password: string }) {
  let token: string | null = null;
  return async () => {
    token ??= await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    })
      .then((r) => (r.ok ? r.json() : null))
      .then((b: { token?: string } | null) => b?.token ?? null);
    if (!token) return false;
    const r = await fetch(`${base}/api/real-analysis/status`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!r.ok) return false;
    return firstCycleDone(((await r.json()) as { data: Parameters<typeof firstCycleDone>[0] }).data);
  };
}

/** Stops a role with SIGTERM (SIGKILL if it is still there after 30 s) and drops its guard against orphans. */
export async function stopRole(child: ChildProcess, orphan: () => void): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(killer);
  process.off('exit', orphan);
}
