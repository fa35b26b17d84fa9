import { afterAll, describe, expect, it } from 'vitest';
import { exited, spawnEngine } from '../helpers/engine-process';
import { freePort } from '../helpers/own-services';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestDatabase, REDIS_TEST_URL, reportSkip, uniqueChannel } from '../helpers/services';
import { JWT_SECRET, securityUnavailable } from './fixture';

reportSkip(securityUnavailable, 'security: /metrics closed in production');

const TOKEN = 'token-de-metricas-da-suite-123';
const BUS_SECRET = 'segredo-do-barramento-em-producao-32+car';
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_PROVIDER: 'disabled',
  PUBLIC_URL: 'https://app.sinais.test',
  BUS_SECRET,
  JWT_SECRET,
};

const metrics = (base: string, authorization?: string) =>
  fetch(`${base}/metrics`, authorization ? { headers: { authorization } } : {});

/** Who may read /metrics: closed in production unless METRICS_TOKEN is set, then only with that bearer. */
async function expectClosed(base: string, withToken: boolean) {
  if (!withToken) {
    const r = await metrics(base);
    expect(r.status).toBe(404);
    expect(await r.text()).not.toMatch(/sinais_|process_/);
    expect((await metrics(base, `Bearer ${TOKEN}`)).status).toBe(404);
    return;
  }
  for (const auth of [undefined, 'Bearer errado-errado-errado-123', TOKEN, `Basic ${TOKEN}`]) {
    const r = await metrics(base, auth);
    expect(r.status, String(auth)).toBe(401);
    expect(await r.text()).not.toMatch(/sinais_|process_/);
  }
  const ok = await metrics(base, `Bearer ${TOKEN}`);
  expect(ok.status).toBe(200);
  expect(await ok.text()).toContain('process_resident_memory_bytes');
}

describe.skipIf(securityUnavailable !== null)('/metrics is closed by default in production', () => {
  const servers: TestServer[] = [];
  const drops: Array<() => Promise<void>> = [];
  const engines: ReturnType<typeof spawnEngine>[] = [];
  afterAll(async () => {
    for (const e of engines) if (e.exitCode === null) e.kill('SIGTERM');
    for (const e of engines) await exited(e, 20_000).catch(() => e.kill('SIGKILL'));
    for (const s of servers) await s.close();
    for (const d of drops) await d();
  });

  async function gateway(extra: Record<string, string>) {
    const t = await createTestDatabase();
    drops.push(t.drop);
    const channel = uniqueChannel('metricas');
    const s = await startTestServer({
      DATABASE_URL: t.url,
      REDIS_URL: REDIS_TEST_URL,
      BUS_CHANNEL: channel,
      REDIS_PREFIX: channel,
      ...extra,
    });
    servers.push(s);
    return s.url;
  }

  async function engine(extra: Record<string, string>) {
    const t = await createTestDatabase();
    drops.push(t.drop);
    const port = await freePort();
    const channel = uniqueChannel('metricas-motor');
    const e = spawnEngine([], {
      DATABASE_URL: t.url,
      REDIS_URL: REDIS_TEST_URL,
      BUS_CHANNEL: channel,
      LEASE_KEY: `${channel}:lease`,
      MARKET_SOURCE: 'sim',
      SIGNAL_GATE: 'off',
      ENGINE_HTTP_PORT: String(port),
      ENGINE_HTTP_HOST: '127.0.0.1',
      DATA_DIR: '/tmp/sinais-metricas-unused',
      ...extra,
    });
    engines.push(e);
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while ((await fetch(`${url}/healthz`).catch(() => null)) === null) {
      if (Date.now() > deadline || e.exitCode !== null) throw new Error(`motor não subiu:\n${e.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return url;
  }

  it('gateway: 404 without METRICS_TOKEN, 401 without the right bearer, 200 with it', async () => {
    await expectClosed(await gateway(PRODUCTION), false);
    await expectClosed(await gateway({ ...PRODUCTION, METRICS_TOKEN: TOKEN }), true);
  });

  it("engine's ENGINE_HTTP_PORT: the same rule (its probes stay open)", async () => {
    const closed = await engine(PRODUCTION);
    await expectClosed(closed, false);
    expect((await fetch(`${closed}/healthz`)).status).not.toBe(404);
    await expectClosed(await engine({ ...PRODUCTION, METRICS_TOKEN: TOKEN }), true);
  }, 120_000);

  it('outside production it stays open for development, unless a token is set', async () => {
    expect((await metrics(await gateway({}))).status).toBe(200);
    await expectClosed(await gateway({ METRICS_TOKEN: TOKEN }), true);
  });
});
