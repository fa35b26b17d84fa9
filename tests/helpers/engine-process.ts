import { spawnTsx, type OutputProcess } from '@sinais/shared/testing/server';

export { exited, repoRoot } from '@sinais/shared/testing/server';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `engine/src/main.ts ...args` as `npm run engine` runs it, as one process (see spawnTsx). */
export function spawnEngine(args: string[], env: Record<string, string> = {}): OutputProcess {
  return spawnTsx('engine/src/main.ts', args, { ...process.env, LOG_LEVEL: 'warn', ...env });
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
