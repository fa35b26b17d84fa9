import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, apiSession, browserSuiteSkip, openSuiteBrowser, type SuiteBrowser } from '../helpers/e2e';
import { waitFor } from '../helpers/engine-events';
import { exited, fastSimEngineEnv, spawnEngine } from '../helpers/engine-process';
import { api } from '../helpers/server';
import { REDIS_TEST_URL } from '../helpers/services';
import { adminEnv, type StackServer, startServerOnTestDb } from '../helpers/stack';

const ADMIN = { email: 'relogio@sinais.test', password: 'Relogio#2024-seguro' };
/**
 * A panel that follows the banner turns with it: one push and at most one read, below the old 30 s refresh. The
 * bound leaves room for a loaded CI machine (it took 5–9 s there) and still fails a panel on its own 30 s timer.
 */
const FOLLOW_MS = 15_000;

const skipReason = browserSuiteSkip('one health clock', { postgres: true, redis: true });

/**
 * Runs in each page before the app: on every DOM change, records what contradicts a shown "fora do ar" banner
 * (an engine row ONLINE, "Saúde 100%", the monitoring badge ATIVO, a rules verdict other than CRÍTICO).
 */
const RECORDER = `
window.__contradictions = [];
const ENGINE_ROWS = ['Motor de análise', 'Monitoramento', 'Bitcoin'];
function check() {
  if (!document.querySelector('[data-testid="engine-health"][data-state="offline"]')) return;
  const text = document.body.innerText;
  const found = [];
  for (const row of document.querySelectorAll('[data-testid="api-status"] tr')) {
    const name = row.cells[0] && row.cells[0].textContent;
    if (ENGINE_ROWS.includes(name) && /ONLINE/.test(row.textContent)) found.push(name + ' ONLINE');
  }
  if (/Saúde 100%/.test(text)) found.push('Saúde 100%');
  const badge = document.querySelector('[data-testid="monitoring-badge"]');
  if (badge && /ATIVO/.test(badge.textContent)) found.push('monitoramento ATIVO');
  for (const label of ['EXCELENTE', 'BOM', 'REGULAR']) if (text.includes(label)) found.push(label);
  if (found.length) window.__contradictions.push(found.join(', '));
}
new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
`;

describe.skipIf(skipReason !== null)('one clock for engine health on every screen', () => {
  let server: StackServer;
  let engine: ChildProcess | null = null;
  let browser: SuiteBrowser;
  let command: Page;
  let rules: Page;
  let engineEnv: Record<string, string>;

  const banner = (page: Page) => page.locator('[data-testid="engine-health"][data-state="offline"]');
  const contradictions = (page: Page) =>
    page.evaluate(() => (window as unknown as { __contradictions: string[] }).__contradictions);
  const engineReady = async () => (await api(server.url, '/readyz')).body?.checks?.engine === true;

  beforeAll(async () => {
    server = await startServerOnTestDb(adminEnv(ADMIN), { redis: 'clock-e2e' });
    const channel = server.channel!;
    engineEnv = fastSimEngineEnv(
      { databaseUrl: server.databaseUrl!, redisUrl: REDIS_TEST_URL, channel },
      'clock',
      { LEASE_TTL_MS: '2000' },
    );
    engine = spawnEngine([], engineEnv);
    await waitFor('engine online', engineReady, 90_000);
    browser = await openSuiteBrowser(server.url);
    const session = await apiSession(server.url, ADMIN);
    command = await browser.newPage({ viewport: { width: 1440, height: 900 }, session, init: RECORDER });
    rules = await browser.newPage({ viewport: { width: 1440, height: 900 }, session, init: RECORDER });
    await command.goto('/trading-command');
    await rules.goto('/admin/regras-imutaveis');
    await command.getByTestId('monitoring-badge').getByText('ATIVO').waitFor({ timeout: 30_000 });
    await rules.getByTestId('rules-score').waitFor({ timeout: 30_000 });
  });

  afterAll(async () => {
    if (engine && engine.exitCode === null) engine.kill('SIGKILL');
    await browser?.close();
    await server?.close();
  });

  it('killed: while the banner shows, the Command Center and the rules page never say the engine is fine', async () => {
    engine!.kill('SIGKILL');
    await exited(engine!, 10_000);
    for (const page of [command, rules]) await banner(page).waitFor({ timeout: 15_000 });
    // Each panel turns with the banner (within one read), and nothing contradicted it meanwhile.
    await command.getByTestId('monitoring-badge').getByText('OFFLINE').waitFor({ timeout: FOLLOW_MS });
    await command
      .getByTestId('api-status')
      .getByText('Motor de análise fora do ar')
      .first()
      .waitFor({ timeout: FOLLOW_MS });
    await rules.getByText('CRÍTICO', { exact: true }).first().waitFor({ timeout: FOLLOW_MS });
    expect(await contradictions(command)).toEqual([]);
    expect(await contradictions(rules)).toEqual([]);
    await command.screenshot({ path: `${ARTIFACTS}one-clock-command-down.png`, fullPage: true });
    await rules.screenshot({ path: `${ARTIFACTS}one-clock-rules-down.png`, fullPage: true });
  });

  it('back: when the banner clears, the panels turn back with it instead of at their next refresh', async () => {
    engine = spawnEngine([], engineEnv);
    for (const page of [command, rules]) await banner(page).waitFor({ state: 'detached', timeout: 60_000 });
    await command.getByTestId('monitoring-badge').getByText('ATIVO').waitFor({ timeout: FOLLOW_MS });
    await waitFor(
      'the engine rows back online',
      async () =>
        (await command.getByTestId('api-status').getByText('Motor de análise fora do ar').count()) === 0 &&
        (await command.getByText('Preço parado (motor fora do ar)').count()) === 0,
      FOLLOW_MS,
    );
    await waitFor(
      'the rules verdict re-read with the engine up',
      async () => (await rules.getByText('Parada: motor de análise fora do ar').count()) === 0,
      FOLLOW_MS,
    );
    expect(await contradictions(command)).toEqual([]);
    expect(await contradictions(rules)).toEqual([]);
  });
});
