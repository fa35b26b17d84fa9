import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { recordEvents, waitFor } from '../helpers/engine-events';
import { exited, repoRoot } from '../helpers/engine-process';
import { unavailableFor } from '../helpers/services';
import { engineProcessEnv, openDbAndBus } from '../helpers/stack';

const unavailable = unavailableFor('SIGTERM through the container entry point');

/** The image's ENTRYPOINT and the compose engine's command, exactly as written in the files. */
function containerCommand(): { argv: string[]; note: string | null } {
  const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
  const entry = /^ENTRYPOINT\s+(\[.*\])\s*$/m.exec(dockerfile);
  const entrypoint = entry ? (JSON.parse(entry[1]!) as string[]) : [];
  const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { command?: string[] }>;
  };
  const command = compose.services.engine!.command!;
  // No Docker here: tini itself is run when the machine has it (CI installs it), as PID 1 would be.
  if (entrypoint[0] && !existsSync(entrypoint[0]))
    return { argv: command, note: `${entrypoint[0]} ausente: rodando o comando sem o init` };
  return { argv: [...entrypoint, ...command], note: null };
}

/** Production requires a signed bus: the container gets a secret, and the test's bus signs with it too. */
const BUS_SECRET = 'segredo-do-barramento-do-teste-de-container-0123456789';

/** The last stage of the Dockerfile: what the image runs. */
function runtimeStage(): string {
  const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
  return dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
}

describe('the image', () => {
  it('starts what `npm run gateway` runs, as the unprivileged node user, on compiled JavaScript', () => {
    const stage = runtimeStage();
    const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(stage);
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // The npm script execs node (so npm's forwarded SIGTERM reaches it); the image runs node itself under tini.
    expect(JSON.parse(cmd![1]!)).toEqual(pkg.scripts.gateway!.replace(/^exec /, '').split(' '));
    expect(/^ENV\s.*NODE_ENV=production/m.test(stage)).toBe(true);
    const users = [...stage.matchAll(/^USER\s+(\S+)/gm)].map((m) => m[1]);
    expect(users.at(-1)).toBe('node');
    // Production dependencies only, and no TypeScript runner at run time.
    expect(stage).not.toMatch(/npm (ci|install)(?![^\n]*--omit=dev)/);
    expect(stage).not.toContain('tsx');
  });
});

describe.skipIf(unavailable !== null)('the engine under the container entry point', () => {
  const cleanups: Array<() => Promise<void>> = [];
  // The container runs the compiled bundle (NODE_ENV=production): build it as the image does.
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'pipe' });
  }, 60_000);
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it(
    'runs node directly (no npm or shell), and SIGTERM to PID 1 finishes the current pair and releases the lease',
    {
      timeout: 120_000,
    },
    async () => {
      const { argv, note } = containerCommand();
      if (note) console.warn(`[container-entrypoint] ${note}`);
      // The program the init runs is node itself: no npm, shell or tsx CLI in between to swallow SIGTERM.
      const program = argv[argv.indexOf('--') + 1] ?? argv[0];
      expect(program).toBe('node');
      expect(argv.some((a) => a === 'npm' || a === 'sh' || a.endsWith('/sh'))).toBe(false);
      expect(argv.some((a) => a.includes('tsx') || a.endsWith('.ts'))).toBe(false);

      const stack = await openDbAndBus('entrypoint', BUS_SECRET);
      cleanups.push(() => stack.close());
      const { db, bus } = stack;
      const rec = recordEvents(bus);

      const [bin, ...args] = argv as [string, ...string[]];
      const child = spawn(
        bin === 'node' ? process.execPath : bin,
        args.map((a) => (a === 'node' ? process.execPath : a)),
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            LOG_LEVEL: 'info',
            ...engineProcessEnv(stack.databaseUrl, stack.channel, {
              BUS_SECRET,
              ENGINE_INSTANCE_ID: 'engine-container',
              SIM_SPEED: '60',
            }),
            // Back to back: SIGTERM lands while a pair is being analysed.
            ANALYSIS_PAIR_INTERVAL_MS: '0',
            ANALYSIS_REST_MS: '600000',
            HEARTBEAT_MS: '300',
            DATA_DIR: '/tmp/sinais-entrypoint-unused',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));

      await waitFor(
        'lease taken and pairs analysed',
        async () => {
          const lease = await db.query<{ holder: string }>('SELECT holder FROM engine_lease');
          return lease[0]?.holder === 'engine-container' && rec.of('analysis:pair-analyzed').length >= 5;
        },
        60_000,
      );

      child.kill('SIGTERM');
      expect(await exited(child, 35_000), out.slice(-3000)).toBe(0);

      // The lease term was ended (rows are kept as the term history): a standby takes over on its next try, not
      // after the TTL.
      const held = await db.query(
        'SELECT 1 FROM engine_lease WHERE token = (SELECT max(token) FROM engine_lease) AND expires_at > clock_timestamp()',
      );
      expect(held).toEqual([]);
      // The pair being analysed when SIGTERM arrived was finished: every pair the worker announced has its result,
      // and the last stored position counts it as done.
      // The engine's last bus messages may still be on their way to the recorder: wait for them, not a fixed time.
      const lastAnnounced = () =>
        rec
          .of('analysis:progressed')
          .filter((e) => e.data.current_pair !== null)
          .at(-1)!.data;
      const analysedPairs = () =>
        rec.of('analysis:pair-analyzed').map((e) => `${e.data.cycle}:${e.data.symbol}`);
      await expect
        .poll(() =>
          analysedPairs().includes(`${lastAnnounced().cycle_count}:${lastAnnounced().current_pair}`),
        )
        .toBe(true);
      const last = lastAnnounced();
      const analysed = analysedPairs();
      expect(analysed).toContain(`${last.cycle_count}:${last.current_pair}`);
      const stored = await db.query<{ value: { current_index: number; current_pair: string } }>(
        "SELECT value FROM engine_state WHERE key = 'analysis_status'",
      );
      expect(stored[0]!.value.current_index).toBe(
        analysed.filter((a) => a.startsWith(`${last.cycle_count}:`)).length,
      );
      // Level names in the logs, and the clean stop logged.
      expect(out).toContain('"level":"info"');
      expect(out).toContain('encerrando: termina o par atual');
      const instance = await db.query<{ stopped_at: Date | null }>(
        "SELECT stopped_at FROM engine_instances WHERE instance_id = 'engine-container'",
      );
      expect(instance[0]!.stopped_at).not.toBeNull();
    },
  );
});
