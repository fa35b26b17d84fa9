import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '@sinais/shared/testing/server';

export { exited, repoRoot } from '@sinais/shared/testing/server';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `engine/src/main.ts ...args` under tsx, as `npm run engine` runs it, but loaded with `node --import tsx`
 * so it is ONE process: the tsx CLI wrapper would leave its child alive when the test SIGKILLs it.
 */
export function spawnEngine(
  args: string[],
  env: Record<string, string> = {},
): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'engine/src/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Always drain the pipes: a full pipe would block the child's logger and freeze it.
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return Object.assign(child, { output: () => out });
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
