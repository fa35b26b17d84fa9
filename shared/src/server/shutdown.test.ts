import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const shutdownModule = fileURLToPath(new URL('./shutdown.ts', import.meta.url));
const loggerModule = fileURLToPath(new URL('./logger.ts', import.meta.url));

/**
 * A process that installs exitOnSignals with `stop` and prints "ready"; `afterSignal` runs on the first signal
 * (after the handlers). Resolves with how it ended once it has.
 */
function runShutdown(opts: { stop: string; graceMs: number; afterSignal?: string; signals: number }) {
  const script = `
    import { exitOnSignals } from ${JSON.stringify(shutdownModule)};
    import { createLogger } from ${JSON.stringify(loggerModule)};
    exitOnSignals({ logger: createLogger('teste', 'silent'), graceMs: ${opts.graceMs}, stop: ${opts.stop} });
    process.once('SIGTERM', () => { ${opts.afterSignal ?? ''} });
    setInterval(() => undefined, 1000);
    process.stderr.write('ready\\n');`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    let sent = 0;
    child.stderr.on('data', (d: Buffer) => {
      if (!d.toString().includes('ready')) return;
      const next = () => {
        if (sent >= opts.signals || child.exitCode !== null) return;
        sent++;
        child.kill('SIGTERM');
        setTimeout(next, 200);
      };
      next();
    });
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

describe('exitOnSignals', { timeout: 60_000 }, () => {
  it('exits 0 after a clean stop', async () => {
    expect(await runShutdown({ stop: 'async () => undefined', graceMs: 30_000, signals: 1 })).toEqual({
      code: 0,
      signal: null,
    });
  });

  it('exits 1 when the stop fails', async () => {
    const r = await runShutdown({
      stop: "async () => { throw new Error('x') }",
      graceMs: 30_000,
      signals: 1,
    });
    expect(r.code).toBe(1);
  });

  it('a second signal exits 1 without waiting for a stop that never ends', async () => {
    const r = await runShutdown({ stop: '() => new Promise(() => undefined)', graceMs: 600_000, signals: 2 });
    expect(r.code).toBe(1);
  });

  it('exits 1 when the stop outlasts the grace period', async () => {
    const r = await runShutdown({ stop: '() => new Promise(() => undefined)', graceMs: 300, signals: 1 });
    expect(r.code).toBe(1);
  });

  it('a main thread stuck in a synchronous call is killed by the watchdog', async () => {
    const r = await runShutdown({
      stop: '() => new Promise(() => undefined)',
      graceMs: 300,
      // Stuck the way the inspector showed it: Atomics.wait that never returns.
      afterSignal: 'setImmediate(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0))',
      signals: 1,
    });
    expect(r.signal).toBe('SIGKILL');
  });
});
