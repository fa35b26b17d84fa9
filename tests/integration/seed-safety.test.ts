import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@sinais/shared/server';
import { evaluateRules } from '../../realtime-server/src/admin';
import { createRepos } from '../../realtime-server/src/repos';
import { repoRoot } from '../helpers/engine-process';

const runSeed = (dataDir: string, args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('npm run seed on a live system', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sinais-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'refuses a database with real users unless --force, and seeded rows never raise rule alerts',
    { timeout: 180_000 },
    async () => {
      let db = await openDatabase({ dataDir: dir });
      await db.query(
        `INSERT INTO users (email, username, name, password_hash) VALUES ('cliente.real@exemplo.com.br', 'cliente', 'Cliente Real', 'x')`,
      );
      await db.close();

      const small = ['--signals', '3000', '--users', '20', '--payments', '0', '--audit', '50'];
      const refused = runSeed(dir, small);
      expect(refused.status, refused.stderr).toBe(1);
      expect(refused.stderr).toContain('já tem 1 usuário(s) reais');
      expect(refused.stderr).toContain('--force');

      db = await openDatabase({ dataDir: dir });
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM signals'))[0]!.n).toBe(0);
      await db.close();

      const forced = runSeed(dir, [...small, '--force']);
      expect(forced.status, forced.stderr).toBe(0);

      db = await openDatabase({ dataDir: dir });
      try {
        expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM signals'))[0]!.n).toBe(3000);
        // No fake system logs unless asked for.
        expect(
          (
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM system_logs WHERE details->>'seed' = 'true'`,
            )
          )[0]!.n,
        ).toBe(0);
        // Every seeded date is older than the rules' 24 h window, and the checks skip seeded ids anyway.
        const recent = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM signals WHERE greatest(created_at, confirmed_at, rejected_at, closed_at) > now() - interval '1 day'`,
        );
        expect(recent[0]!.n).toBe(0);
        const repos = createRepos(db, { includeTestCourses: true });
        const inputs = { db, rules: repos.immutableRules, figures: repos.signalFigures };
        const { alerts } = await evaluateRules(inputs, {
          now: new Date(),
          busHealthy: true,
          realtimeUp: true,
        });
        const titles = alerts.map((a) => a.titulo);
        for (const t of [
          'Sinal decidido sem fase pendente',
          'Confirmado sem registro no histórico',
          'Rejeitado sem motivo',
          'Pendentes com decisão atrasada',
        ])
          expect(titles).not.toContain(t);
      } finally {
        await db.close();
      }
    },
  );
});
