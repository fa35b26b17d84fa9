import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root folder (the processes below run from it). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Suites and benches sign up and sign in many accounts from 127.0.0.1; the per-IP limits of the product would stop
 * them. The tests of those limits pass their own values.
 */
export const GENEROUS_LIMITS = {
  LOGIN_MAX_PER_IP: '10000',
  LOGIN_MAX_FAILS_PER_IP: '10000',
  REGISTER_MAX_PER_IP: '10000',
  FORGOT_MAX_PER_IP: '10000',
  FORGOT_MAX_PER_EMAIL: '100',
  CUSTOMER_SAVE_MAX_PER_IP: '10000',
} as const;

export type OutputProcess = ChildProcess & { output: () => string };
export type GatewayProcess = OutputProcess;

/**
 * `entry` (a TypeScript file of the repository) as ONE process under `node --import tsx`, so a SIGKILL really kills
 * it and not only a tsx wrapper. Its pipes are drained; `output()` is the last 20,000 characters it wrote. With
 * `outputFd` its stdout and stderr go to that file descriptor instead (a pipe nobody reads, in the exit tests) and
 * `output()` stays empty.
 */
export function spawnTsx(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  outputFd?: number,
): OutputProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', outputFd ?? 'pipe', outputFd ?? 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return Object.assign(child, { output: () => out });
}

/** `realtime-server/src/main.ts`, what `npm run gateway` runs, with test defaults under `env`. */
export function spawnGateway(
  env: Record<string, string>,
  opts: { args?: string[]; outputFd?: number } = {},
): GatewayProcess {
  return spawnTsx(
    'realtime-server/src/main.ts',
    opts.args ?? [],
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...GENEROUS_LIMITS, ...env },
    opts.outputFd,
  );
}

/** Resolves once GET /api/status answers (any status) on the port. */
export async function waitForHttp(url: string, timeoutMs = 60_000, child?: ChildProcess): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`processo saiu com código ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/status`, { signal: AbortSignal.timeout(2000) });
      await res.text();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} não respondeu em ${timeoutMs} ms`);
}

/** The exit code once the process has ended. */
export function exited(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const t = setTimeout(
      () => reject(new Error(`processo ${child.pid} não terminou em ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.once('exit', (code) => {
      clearTimeout(t);
      resolve(code);
    });
  });
}
