import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function runGateway(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'realtime-server/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(join(tmpdir(), 'cfgp-')), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the gateway process refuses bad configuration', () => {
  it.each([
    [{ PORT: 'porta' }, 'PORT'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENTS_PROVIDER: 'disabled' }, 'PUBLIC_URL'],
  ])('%o stops with exit code 2 naming %s', (env, variable) => {
    const r = runGateway(env);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Configuração inválida');
    expect(r.stderr).toContain(`${variable}:`);
  });
});

describe('the engine process refuses bad configuration', () => {
  it('stops with exit code 2 naming the variable (docs/engine.md §7)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'engine/src/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(join(tmpdir(), 'cfge-')), HEARTBEAT_MS: 'rápido' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Configuração inválida');
    expect(r.stderr).toContain('HEARTBEAT_MS:');
  });
});
