import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@sinais/shared/server';
import { loadGatewayConfig } from './env';

const tmp = () => mkdtempSync(join(tmpdir(), 'cfg-'));

describe('gateway config', () => {
  it('works with nothing set: port 3000, embedded store, in-process bus, secret generated once and kept', () => {
    const dir = tmp();
    const a = loadGatewayConfig({ DATA_DIR: dir });
    expect(a.PORT).toBe(3000);
    expect(a.DATABASE_URL).toBeUndefined();
    expect(a.REDIS_URL).toBeUndefined();
    expect(a.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(a.JWT_SECRET);
    expect(loadGatewayConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(a.JWT_SECRET);
  });

  it('generates the Web Push VAPID key pair once outside production; production without keys turns push off', () => {
    const dir = tmp();
    const a = loadGatewayConfig({ DATA_DIR: dir });
    expect(Buffer.from(a.vapid!.publicKey, 'base64url')).toHaveLength(65);
    expect(JSON.parse(readFileSync(join(dir, 'vapid-keys.json'), 'utf8')).publicKey).toBe(a.vapid!.publicKey);
    expect(loadGatewayConfig({ DATA_DIR: dir }).vapid).toEqual(a.vapid);
    const given = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(loadGatewayConfig({ DATA_DIR: tmp(), ...given }).vapid?.publicKey).toBe(given.VAPID_PUBLIC_KEY);
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENTS_PROVIDER: 'disabled',
      PUBLIC_URL: 'https://app.exemplo.com.br',
    };
    expect(loadGatewayConfig({ DATA_DIR: tmp(), ...prod }).vapid).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ JWT_SECRET: 'curto' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'nao-email', ADMIN_PASSWORD: 'senha-longa-1' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ SMTP_URL: 'ftp://x' }, 'SMTP_URL'],
    [{ ALLOWED_ORIGINS: 'exemplo.com' }, 'ALLOWED_ORIGINS'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENTS_PROVIDER: 'disabled' }, 'PUBLIC_URL'],
    [
      {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PAYMENTS_PROVIDER: 'disabled',
        PUBLIC_URL: 'https://app.exemplo.com.br',
        REDIS_URL: 'redis://redis:6379',
      },
      'BUS_SECRET',
    ],
    [{ BUS_SECRET: 'curta' }, 'BUS_SECRET'],
    [{ SANDBOX_WEBHOOK_SECRET: 'curto' }, 'SANDBOX_WEBHOOK_SECRET'],
    [{ VAPID_PUBLIC_KEY: 'B'.repeat(87) }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: 'curta', VAPID_PRIVATE_KEY: 'a'.repeat(43) }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'suporte@exemplo.com' }, 'VAPID_SUBJECT'],
  ])('stops on %o naming %s', (env, variable) => {
    const run = () => loadGatewayConfig({ DATA_DIR: tmp(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(new RegExp(`${variable}:`));
  });

  it('takes links from configuration only, and derives one sandbox webhook secret every gateway shares', () => {
    const shared = { JWT_SECRET: 'k'.repeat(40), PUBLIC_URL: 'https://app.exemplo.com.br/' };
    const a = loadGatewayConfig({ DATA_DIR: tmp(), ...shared });
    const b = loadGatewayConfig({ DATA_DIR: tmp(), ...shared });
    expect(a.PUBLIC_URL).toBe('https://app.exemplo.com.br');
    expect(a.SANDBOX_WEBHOOK_SECRET).toBe(b.SANDBOX_WEBHOOK_SECRET);
    expect(a.SANDBOX_WEBHOOK_SECRET).not.toContain(shared.JWT_SECRET);
    expect(
      loadGatewayConfig({ DATA_DIR: tmp(), SANDBOX_WEBHOOK_SECRET: 's'.repeat(20) }).SANDBOX_WEBHOOK_SECRET,
    ).toBe('s'.repeat(20));
    const prod = loadGatewayConfig({
      DATA_DIR: tmp(),
      ...shared,
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'disabled',
      REDIS_URL: 'redis://:senha@redis:6379',
      BUS_SECRET: 'b'.repeat(40),
    });
    expect(prod.busSecret).toBe('b'.repeat(40));
    expect(prod.usesDevBusSecret).toBe(false);
  });
});
