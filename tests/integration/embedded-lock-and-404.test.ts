import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedDb } from '@sinais/shared/server';
import { exited, spawnEngine } from '../helpers/engine-process';
import { api, startTestServer, type TestServer } from '../helpers/server';

describe('one process per embedded store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sinais-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'a second process on a DATA_DIR in use exits with a clear message; a dead owner does not block',
    {
      timeout: 90_000,
    },
    async () => {
      const db = await createEmbeddedDb(join(dir, 'pgdata'));
      try {
        const child = spawnEngine([], { DATA_DIR: dir, MARKET_SOURCE: 'sim', LOG_LEVEL: 'info' });
        expect(await exited(child, 60_000)).toBe(3);
        expect(child.output()).toMatch(/já está em uso pelo processo \d+/);
        expect(child.output()).toContain('Só um processo pode abrir um DATA_DIR');
      } finally {
        await db.close();
      }
      // Released on close: the directory opens again; a lock left by a process that no longer exists is taken over.
      const again = await createEmbeddedDb(join(dir, 'pgdata'));
      await again.close();
      writeFileSync(
        join(dir, 'pgdata.lock'),
        JSON.stringify({ pid: 2 ** 22 - 7, host: hostname(), started: '1' }),
      );
      const afterCrash = await createEmbeddedDb(join(dir, 'pgdata'));
      await afterCrash.close();
    },
  );
});

describe('paths that are not pages', () => {
  let s: TestServer;
  afterAll(async () => s?.close());

  it('a missing asset, an unknown API route and probe-like paths answer 404, never the app shell', async () => {
    s = await startTestServer();
    for (const path of ['/assets/index-antigo123.js', '/assets/nao-existe.css', '/favicon-velho.png']) {
      const r = await api(s.url, path);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('content-type'), path).not.toContain('text/html');
    }
    for (const path of ['/prometheus', '/actuator/health', '/health', '/server-status', '/metrics/extra']) {
      const r = await api(s.url, path, { headers: { accept: '*/*' } });
      expect(r.status, path).toBe(404);
      expect(String(r.body)).not.toContain('<div id="root"');
    }
    const unknownApi = await api(s.url, '/api/nao-existe');
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.body).toMatchObject({ error: 'not_found', message: 'Rota não encontrada.' });
    // Real probes answer as themselves.
    expect((await api(s.url, '/healthz')).body).toMatchObject({ status: 'ok' });
    const metrics = await api(s.url, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
  });
});
