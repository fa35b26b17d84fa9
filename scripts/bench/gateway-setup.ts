/** Options, machine placement and small statistics shared by the gateway benches (gateway.bench.ts, soak). */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@sinais/shared/testing/server';

export type ServerKind = 'floor' | 'ws' | 'gateway';

export interface GatewayBenchOptions {
  clients: number;
  workers: number;
  /** Interleaved CPU runs per server. */
  runs: number;
  warmupEvents: number;
  burstEvents: number;
  /** Latency sweep: publish rates (events/s), each with `events` events. */
  sweep: Array<{ rate: number; events: number }>;
  /** Servers in the CPU runs. */
  cpuServers: ServerKind[];
  /** Servers in the latency sweep. */
  sweepServers: ServerKind[];
  title: string;
}

export const isQuick = () => process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

export function defaultOptions(): GatewayBenchOptions {
  const quick = isQuick();
  // Issue 23: the gateway is held to ≤ 1,25 × the Node floor at 3,000 clients.
  const clients = Number(process.env.BENCH_CLIENTS ?? (quick ? 500 : 3000));
  return {
    clients,
    workers: Number(process.env.BENCH_CLIENT_WORKERS ?? 2),
    runs: Number(process.env.BENCH_RUNS ?? 5),
    warmupEvents: 5,
    burstEvents: Number(process.env.BENCH_BURST_EVENTS ?? (quick ? 30 : 60)),
    sweep: quick
      ? [
          { rate: 20, events: 300 },
          { rate: 60, events: 300 },
        ]
      : [
          { rate: 10, events: 300 },
          { rate: 20, events: 300 },
          { rate: 30, events: 300 },
        ],
    cpuServers: ['floor', 'ws', 'gateway'],
    sweepServers: ['floor', 'gateway'],
    title: `Gateway em tempo real: ${clients} clientes na sala de membros, contra ws puro e o piso do Node`,
  };
}

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const JWT_SECRET = 'segredo-do-benchmark-com-mais-de-32-caracteres';
export const CPUS = cpus().length;
export const PIN =
  process.env.BENCH_PIN !== '0' &&
  process.platform === 'linux' &&
  CPUS >= 2 &&
  spawnSync('taskset', ['-V']).status === 0;
export const SERVER_CPUS = '0';
export const CLIENT_CPUS = CPUS === 2 ? '1' : `1-${CPUS - 1}`;
/** Below this share of one core during a burst, its wall-clock rate says more about the clients than the server. */
export const BUSY_ENOUGH = 0.95;
export const HERE = fileURLToPath(new URL('.', import.meta.url));
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const LABEL: Record<ServerKind, string> = { floor: 'piso do Node', ws: 'ws puro', gateway: 'gateway' };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const pct = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
export const median = (xs: number[]) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  );
export const spread = (xs: number[], digits = 1) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${median(s).toFixed(digits)} (${s[0]!.toFixed(digits)}–${s.at(-1)!.toFixed(digits)})`;
};

/** Moves Redis and PostgreSQL off the server's CPU for the bench; returns how to put them back. */
export function pinServices(): () => void {
  if (!PIN || process.env.BENCH_PIN_SERVICES === '0') return () => undefined;
  const pids = ['redis-server', 'postgres'].flatMap((name) => {
    const r = spawnSync('pgrep', ['-x', name], { encoding: 'utf8' });
    return r.status === 0 ? r.stdout.split('\n').filter(Boolean) : [];
  });
  const before = new Map<string, string>();
  for (const pid of pids) {
    const r = spawnSync('taskset', ['-p', '-c', pid], { encoding: 'utf8' });
    const list = /: (.*)$/m.exec(r.stdout)?.[1]?.trim();
    if (!list) continue;
    if (spawnSync('taskset', ['-p', '-c', CLIENT_CPUS, pid]).status === 0) before.set(pid, list);
  }
  return () => {
    for (const [pid, list] of before) spawnSync('taskset', ['-p', '-c', list, pid]);
  };
}

/** A fresh database on the real PostgreSQL, or null where there is none (the gateway then uses its embedded store). */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  return createTestDatabase().catch(() => null);
}
