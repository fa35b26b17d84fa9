import { spawnTsx, type OutputProcess } from '@sinais/shared/testing/server';

export { exited, repoRoot } from '@sinais/shared/testing/server';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `engine/src/main.ts ...args` as `npm run engine` runs it, as one process (see spawnTsx). */
export function spawnEngine(
  args: string[],
  env: Record<string, string> = {},
  outputFd?: number,
): OutputProcess {
  return spawnTsx('engine/src/main.ts', args, { ...process.env, LOG_LEVEL: 'warn', ...env }, outputFd);
}

export function runEngine(
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawnEngine(args, env);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const t = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`engine ${args.join(' ')} excedeu ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(t);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * A simulated engine for the browser tests that kill it: fast market (600×), short heartbeats (1 s), no gate and
 * no daily cycles, on the server's database and bus channel. `extra` adds or overrides (instance id, lease ttl).
 */
export function fastSimEngineEnv(
  server: { databaseUrl: string; redisUrl: string; channel: string },
  tag: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: server.databaseUrl,
    REDIS_URL: server.redisUrl,
    BUS_CHANNEL: server.channel,
    LEASE_KEY: `${server.channel}:lease`,
    MARKET_SOURCE: 'sim',
    SIM_SPEED: '600',
    TICK_INTERVAL_MS: '250',
    ANALYSIS_PAIR_INTERVAL_MS: '200',
    ANALYSIS_REST_MS: '30000',
    HEARTBEAT_MS: '1000',
    SIGNAL_GATE: 'off',
    DAILY_CYCLES: 'off',
    DATA_DIR: `/tmp/sinais-${tag}-e2e-unused`,
    ...extra,
  };
}
