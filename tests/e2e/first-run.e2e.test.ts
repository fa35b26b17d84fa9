import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  browserSuiteSkip,
  openSuiteBrowser,
  registerSession,
  type SuiteBrowser,
} from '../helpers/e2e';
import { repoRoot } from '../helpers/engine-process';
import { waitForHttp } from '../helpers/gateway-process';
import { freePort } from '../helpers/own-services';

/** Issue 23: a newcomer's `npm start` shows a confirmed signal within 5 minutes. */
const FIRST_SIGNAL_BOUND_MS = 5 * 60_000;
const MEMBER = {
  username: 'Nova Membro',
  email: `nova.${Date.now()}@exemplo.com`,
  password: 'senha-forte-123',
};

const skipReason = browserSuiteSkip('first run');

interface Seen {
  at: number;
  text: string;
  promise: string | null;
}

describe.skipIf(skipReason !== null)('first run on npm start defaults (fresh data folder)', () => {
  let child: ChildProcess;
  let browser: SuiteBrowser;
  let dataDir = '';
  let url = '';
  let startedAt = 0;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sinais-first-run-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    startedAt = Date.now();
    // What `npm start` runs once the client is built, with nothing configured: no database, Redis, SIM_* or
    // pacing variables. The exchange probe fails (nothing listens on the discard port), as on a machine
    // without internet, so MARKET_SOURCE=auto picks the simulator like it would there.
    child = spawn(process.execPath, ['scripts/run.mjs', 'gateway', '--with-engine'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        BINANCE_REST_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await waitForHttp(url, 120_000, child);
    browser = await openSuiteBrowser(url);
  });

  afterAll(async () => {
    await browser?.close();
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows live analysis at once and a first confirmed signal within 5 minutes, its promise never moved later', async () => {
    const session = await registerSession(url, MEMBER);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, session });
    await page.goto('/dashboard');

    const notice = page.getByTestId('warmup-notice');
    const card = page.getByTestId('signal-card').first();
    const seen: Seen[] = [];
    let shotTaken = false;
    while ((await card.count()) === 0) {
      expect(Date.now() - startedAt, `sem sinal confirmado em 5 min; log:\n${output}`).toBeLessThan(
        FIRST_SIGNAL_BOUND_MS,
      );
      if ((await notice.count()) > 0) {
        const text = (await notice.textContent({ timeout: 1000 }).catch(() => null)) ?? '';
        const promise = await notice.getAttribute('data-promise', { timeout: 1000 }).catch(() => null);
        if (text) seen.push({ at: Date.now(), text, promise });
        if (promise && !shotTaken) {
          shotTaken = true;
          await page.screenshot({ path: `${ARTIFACTS}first-run-promise.png`, fullPage: true });
        }
      }
      await card.waitFor({ timeout: 2000 }).catch(() => undefined);
    }
    const firstSignalAfterS = (Date.now() - startedAt) / 1000;
    await page.screenshot({ path: `${ARTIFACTS}first-run-signal.png`, fullPage: true });
    console.log(`primeiro sinal confirmado ${firstSignalAfterS.toFixed(0)} s após o início`);

    // Live analysis from the start: the notice followed the engine's walk and said the market is simulated.
    expect(seen.some((s) => /\d+ de \d+ pares analisados/.test(s.text))).toBe(true);
    expect(seen.some((s) => s.text.includes('Mercado simulado, 60× mais rápido'))).toBe(true);
    await expect.poll(() => page.getByTestId('sim-speed').textContent()).toContain('60× mais rápido');

    // The promise: once given, never later; past it with no signal, the notice says so.
    const promises = seen.filter((s) => s.promise !== null).map((s) => Date.parse(s.promise!));
    for (let i = 1; i < promises.length; i++) expect(promises[i]).toBeLessThanOrEqual(promises[i - 1]!);
    for (const s of seen.filter((x) => x.promise !== null && x.at > Date.parse(x.promise!)))
      expect(s.text).toMatch(/passou|já saiu/);

    // Its detail draws the simulator's own candles in the signal's timeframe, with the plan's three lines.
    await card.click();
    await page.waitForURL((u) => u.pathname.startsWith('/sinal/'));
    await expect
      .poll(() => page.getByTestId('chart-source').textContent(), { timeout: 30_000 })
      .toMatch(/^Candles do mercado simulado \((1h|4h|1d)\)/);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="price-chart"]')?.getAttribute('data-price-lines') === '3',
    );
    await expect(page.getByTestId('risk-reward').textContent()).resolves.toMatch(/^1 : \d+,\d\d$/);
    await page.screenshot({ path: `${ARTIFACTS}first-run-signal-detail.png`, fullPage: true });
  });
});
