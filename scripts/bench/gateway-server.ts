/** The servers under test (gateway, ws, Node floor) as child processes, pinned to the server's CPU. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HERE, PIN, ROOT, SERVER_CPUS, type ServerKind } from './gateway-setup';

/** The Node flags `npm run gateway` gives the gateway (package.json), given to every server. */
export function productionFlags(): string[] {
  const scripts = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  return (scripts.gateway ?? '').split(' ').filter((a) => a.startsWith('--'));
}

export interface CpuReading {
  userUs: number;
  systemUs: number;
  rssMb: number;
}
export interface ServerStats {
  rssPeakMb: number;
  rssMb: number;
  lagP50Ms: number;
  lagP99Ms: number;
  lagMaxMs: number;
}
export interface Server {
  kind: ServerKind;
  child: ChildProcess;
  port: number;
  url: string;
  /** Reads the server's own CPU counters and RSS. */
  cpu(): Promise<CpuReading>;
  stop(): Promise<ServerStats | null>;
}

export function startServer(kind: ServerKind, env: NodeJS.ProcessEnv): Promise<Server> {
  const flags = [...productionFlags(), ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const args = [...flags, '--import', 'tsx', join(HERE, 'servers.child.ts'), kind];
  const child = spawn(
    PIN ? 'taskset' : process.execPath,
    PIN ? ['-c', SERVER_CPUS, process.execPath, ...args] : args,
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // A bench that dies must not leave a server running.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('close', () => process.off('exit', orphan));
  let out = '';
  const waiters: Array<{ re: RegExp; resolve: (m: RegExpExecArray) => void }> = [];
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
    for (const w of [...waiters]) {
      const m = w.re.exec(out);
      if (!m) continue;
      out = out.slice(m.index + m[0].length);
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    }
  });
  const next = (re: RegExp) => new Promise<RegExpExecArray>((resolve) => waiters.push({ re, resolve }));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`servidor ${kind} saiu com código ${code}`)));
    void next(/READY (\d+)\n/).then((m) => {
      const port = Number(m[1]);
      resolve({
        kind,
        child,
        port,
        url: kind === 'gateway' ? `http://127.0.0.1:${port}` : `ws://127.0.0.1:${port}`,
        async cpu() {
          const reading = next(/CPU (\{.*\})\n/);
          child.stdin!.write('CPU\n');
          return JSON.parse((await reading)[1]!) as CpuReading;
        },
        async stop() {
          child.removeAllListeners('exit');
          const stats = next(/STATS (\{.*\})\n/);
          const exited = new Promise((r) => child.once('exit', r));
          child.stdin!.write('STOP\n');
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          const s = await Promise.race([stats, exited.then(() => null)]);
          await exited;
          clearTimeout(killer);
          return s ? (JSON.parse(s[1]!) as ServerStats) : null;
        },
      });
    });
  });
}

export async function loginToken(gateway: Server): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(gateway.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
  const account = { username: 'bench', email: 'bench@bench.local', password: 'bench-senha-123' };
  await post('/api/auth/register', account);
  const { token } = await post('/api/auth/login', { email: account.email, password: account.password });
  return String(token);
}
