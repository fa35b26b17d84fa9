import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEnvelope } from '@sinais/shared';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange } from '@sinais/shared/testing/server';
import { openAdminConsole, type AdminConsole } from '../helpers/admin-console';
import { ARTIFACTS, browserSuiteSkip, screenshotter, signIn, type SuiteBrowser } from '../helpers/e2e';
import { api, type TestServer } from '../helpers/server';

const ADMIN = { email: 'operador@sinais.test', password: 'Operador#2024-seguro' };
const MEMBER = {
  username: 'fernanda_q',
  email: 'fernanda.quintela.e2e@exemplo.com.br',
  password: 'senha-forte-123',
};
const DESKTOP = { width: 1440, height: 900 };

const skipReason = browserSuiteSkip('admin tools', { postgres: true, redis: true });

describe.skipIf(skipReason !== null)(
  'admin operator tools in a real browser, engine on the simulated exchange',
  () => {
    let adminConsole: AdminConsole;
    let server: TestServer;
    let browser: SuiteBrowser;
    let page: Page;

    beforeAll(async () => {
      adminConsole = await openAdminConsole({
        admin: ADMIN,
        redis: 'adm-e2e',
        engine: { SIM_SEED: 7, ANALYSIS_PAIR_INTERVAL_MS: 600 },
        page: { viewport: DESKTOP },
      });
      ({ server, browser, page } = adminConsole);
      await api(server.url, '/api/auth/register', { body: MEMBER });
      await commitSignalChange(
        server.application.ctx.db,
        null,
        makeSignal({
          symbol: 'QQTESTUSDT',
          status: 'REJECTED',
          rejected_at: new Date().toISOString(),
          rejection_reasons: ['teste'],
        }),
        'rejected',
      );
    });

    afterAll(() => adminConsole?.close());

    const screenshot = screenshotter();
    const shot = (name: string) => screenshot(page, name);
    const analysisIndex = async () =>
      Number((await page.getByTestId('analysis-index').innerText()).split(' de ')[0]);

    // First of the suite: the engine's first cycle proposes on pairs with no open signal yet. Later cycles find
    // most pairs holding a signal and at most 5 new signals per cycle, so a page opened late may wait long.
    it('pending signals appear and leave the monitoring page live, as the engine decides', async () => {
      await page.goto('/signal-monitoring');
      await page.getByTestId('monitoring-state').getByText('Monitorando').waitFor({ timeout: 45_000 });
      const card = page.getByTestId('pending-signal').first();
      await card.waitFor({ timeout: 90_000 });
      const id = await card.getAttribute('data-signal-id');
      expect(id).toBeTruthy();
      // The engine confirms or rejects it within its (accelerated) window; the card leaves without a reload.
      await page.locator(`[data-signal-id="${id}"]`).waitFor({ state: 'detached', timeout: 20_000 });
    });

    it('the analysis page advances pair by pair, live', async () => {
      await page.goto('/admin/analise-tecnica');
      await page.getByTestId('analysis-index').waitFor({ timeout: 45_000 });
      const firstPair = await page.getByTestId('analysis-pair').innerText();
      const first = await analysisIndex();
      await page.waitForFunction(
        (n) => {
          const el = document.querySelector('[data-testid="analysis-index"]');
          return el ? Number(el.textContent?.split(' de ')[0]) >= n : false;
        },
        first + 3,
        { timeout: 20_000 },
      );
      expect(await page.getByTestId('analysis-pair').innerText()).not.toBe(firstPair);
      await expect(
        page
          .getByText(/de 150/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await page.getByTestId('current-analysis').waitFor({ timeout: 10_000 });
      await page.getByTestId('price-chart').locator('canvas').first().waitFor();
      await shot('admin-analise-tecnica');
    });

    it('the logs page receives new lines live, without reloading', async () => {
      await page.goto('/admin/system-logs');
      await page
        .getByTestId('log-line')
        .first()
        .waitFor({ timeout: 45_000 })
        .catch(async (err: unknown) => {
          await shot('admin-system-logs-failure');
          throw err;
        });
      const before = await page.getByTestId('log-line').count();
      // The simulated engine logs in bursts (start, signals); a line published on the bus as it does it makes
      // the wait independent of when the next burst comes.
      await server.application.ctx.bus.publish(
        makeEnvelope('log:appended', {
          timestamp: new Date().toISOString(),
          level: 'INFO',
          service: 'SYSTEM',
          message: 'Linha ao vivo do teste',
          details: null,
        }),
      );
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="log-line"]').length > n,
        before,
        { timeout: 60_000 },
      );
      // Lines arrive over the socket: the indicator says so (the 3 s polling runs only without a live stream).
      await page.getByText('Conectado · tempo real').waitFor({ timeout: 15_000 });
      await expect(page.getByTestId('logs-count').innerText()).resolves.toMatch(/\d+ logs exibidos/i);
      await page.getByRole('combobox', { name: 'Nível' }).selectOption('INFO');
      const levels = await page.getByTestId('log-line').locator('.ac-badge').allInnerTexts();
      expect(new Set(levels)).toEqual(new Set(['INFO']));
      await page.getByRole('combobox', { name: 'Nível' }).selectOption('');
      await shot('admin-system-logs');
    });

    it('pausing stops the analysis and resuming continues it, both audited', async () => {
      await page.goto('/signal-monitoring');
      await page.getByTestId('monitoring-state').getByText('Monitorando').waitFor({ timeout: 45_000 });
      await shot('admin-signal-monitoring');
      await page.getByRole('button', { name: 'Pausar' }).click();
      // A reason is required and stored; the pause is confirmed in a dialog.
      const dialog = page.getByTestId('pause-dialog');
      await dialog.getByRole('button', { name: 'Confirmar pausa' }).click();
      await dialog.getByText('Informe o motivo da pausa').waitFor({ timeout: 5000 });
      await dialog.getByLabel('Motivo (obrigatório)').fill('Teste de pausa e2e');
      await dialog.getByLabel('Duração').selectOption('60');
      await shot('admin-signal-monitoring-pause-dialog');
      await dialog.getByRole('button', { name: 'Confirmar pausa' }).click();
      await page.getByTestId('monitoring-state').getByText('Pausado').waitFor({ timeout: 10_000 });
      await page.getByTestId('pause-banner').getByText('Teste de pausa e2e', { exact: false }).waitFor();
      // The stored state is what a reload shows (no flip back).
      await page.reload();
      await page.getByTestId('monitoring-state').getByText('Pausado').waitFor({ timeout: 10_000 });

      await page.goto('/admin/analise-tecnica');
      await page.getByText('PAUSADO').waitFor({ timeout: 10_000 });
      const paused = await analysisIndex();
      // A bounded wait before a negative check: while paused, the analysis index must not move.
      await page.waitForTimeout(4000);
      expect(await analysisIndex()).toBe(paused);

      await page.goto('/signal-monitoring');
      await page.getByRole('button', { name: 'Iniciar' }).click();
      await page.getByTestId('pause-dialog').getByRole('button', { name: 'Confirmar retomada' }).click();
      await page.getByTestId('monitoring-state').getByText('Monitorando').waitFor({ timeout: 10_000 });
      await page.reload();
      await page.getByTestId('monitoring-state').getByText('Monitorando').waitFor({ timeout: 10_000 });
      await page.goto('/admin/analise-tecnica');
      await page.getByText('ANALISANDO').first().waitFor({ timeout: 10_000 });
      await page.waitForFunction(
        (n) => {
          const el = document.querySelector('[data-testid="analysis-index"]');
          return el ? Number(el.textContent?.split(' de ')[0]) > n : false;
        },
        paused,
        { timeout: 15_000 },
      );
      const audit = await server.application.ctx.db.query<{ action: string; actor_email: string }>(
        `SELECT action, actor_email FROM audit_logs WHERE action LIKE 'engine.%' ORDER BY id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['engine.pause', 'engine.resume']);
      expect(audit[0]!.actor_email).toBe(ADMIN.email);
    });

    it('admin search finds a user by part of the e-mail, a signal by symbol and the audit of the pause', async () => {
      await page.goto('/admin-search');
      await page.getByRole('heading', { name: 'Busca Administrativa' }).waitFor({ timeout: 45_000 });
      const input = page.getByLabel('Termo de busca');
      const submit = page.getByRole('button', { name: 'Buscar' });
      await expect(submit.isDisabled()).resolves.toBe(true);

      await input.fill('quintela.e2e');
      await submit.click();
      await page.getByTestId('results-users').getByText(MEMBER.email).waitFor({ timeout: 10_000 });

      await input.fill('qqtest');
      await page
        .getByRole('listbox', { name: 'Sugestões' })
        .getByText('QQTESTUSDT')
        .waitFor({ timeout: 5000 });
      await submit.click();
      await page.getByTestId('results-signals').getByText('QQTESTUSDT').waitFor({ timeout: 10_000 });

      await input.fill('engine.pause');
      await submit.click();
      await page.getByTestId('results-logs').getByText('engine.pause').waitFor({ timeout: 10_000 });
      await expect(page.getByTestId('results-logs').innerText()).resolves.toContain(ADMIN.email);
      await shot('admin-search');

      await input.fill("' OR 1=1 --");
      await submit.click();
      await page.getByText('Nenhum resultado encontrado').waitFor({ timeout: 10_000 });

      // "Mais resultados": the next page of the section, appended, until the server says there is no more.
      await server.application.ctx.db.query(
        `INSERT INTO audit_logs (action, target, created_at)
         SELECT 'e2e.mais.resultados', 'alvo-' || g, now() - g * interval '1 minute' FROM generate_series(1, 25) g`,
      );
      await input.fill('e2e.mais.resultados');
      await submit.click();
      const more = page.getByTestId('more-logs');
      await expect(more.innerText({ timeout: 10_000 })).resolves.toBe('Mais resultados (20 de 25)');
      await more.click();
      await page
        .getByTestId('results-logs')
        .getByText('alvo-25', { exact: true })
        .waitFor({ timeout: 10_000 });
      await more.waitFor({ state: 'detached', timeout: 10_000 });
      expect(await page.getByTestId('results-logs').locator('tbody tr').count()).toBe(25);
    });

    it('TOP pairs: 25 per page, search, and a forced refresh done by the engine', async () => {
      await page.goto('/admin/top-pares');
      await page.getByTestId('pair-card').first().waitFor({ timeout: 45_000 });
      expect(await page.getByTestId('pair-card').count()).toBe(25);
      await expect(page.getByTestId('pairs-page').innerText()).resolves.toBe('Página 1 de 6');
      await page.getByLabel('Buscar par').fill('btc');
      await expect(page.getByTestId('pair-card').first().innerText()).resolves.toContain('BTC');
      await page.getByLabel('Buscar par').fill('');
      const before = await page.getByTestId('pairs-last-updated').innerText();
      await page.getByRole('button', { name: 'Forçar atualização' }).click();
      await page.getByText(/Atualização concluída/).waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('pairs-last-updated').innerText()).not.toBe('Data inválida');
      expect(before).not.toBe('');
      await shot('admin-top-pares');
      const audit = await server.application.ctx.db.query(
        `SELECT 1 FROM audit_logs WHERE action = 'top_pairs.refresh'`,
      );
      expect(audit).toHaveLength(1);
    });

    it('the immutable rules and the command center render from the live engine', async () => {
      await page.goto('/admin/regras-imutaveis');
      await page.getByTestId('rules-score').waitFor({ timeout: 45_000 });
      expect(await page.getByTestId('rule-cards').locator('.ac-panel').count()).toBe(5);
      await shot('admin-regras-imutaveis');

      await page.goto('/trading-command');
      await page.getByRole('heading', { name: 'Trading Command Center' }).waitFor({ timeout: 45_000 });
      await page.getByTestId('api-status').locator('tr').nth(4).waitFor({ timeout: 15_000 });
      await page
        .getByTestId('hourly-chart')
        .locator('.recharts-surface')
        .first()
        .waitFor({ timeout: 10_000 });
      await page.getByRole('button', { name: 'Mostrar qualidade' }).click();
      await page.getByText('Filtros anti-reversão').waitFor();
      await shot('admin-trading-command');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/analise-tecnica');
      await page.getByTestId('analysis-index').waitFor({ timeout: 15_000 });
      await page.screenshot({ path: `${ARTIFACTS}admin-analise-tecnica-mobile.png`, animations: 'disabled' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await page.setViewportSize(DESKTOP);
      expect(browser.pageErrors).toEqual([]);
    });

    it('a member is kept out of every admin page', async () => {
      const p = await browser.newPage({ viewport: DESKTOP });
      await signIn(p, MEMBER.email, MEMBER.password);
      for (const path of ['/admin/system-logs', '/admin-search', '/signal-monitoring']) {
        await p.goto(path);
        // The admin guard asks the server (check-admin) and sends a member back to the dashboard.
        await p.waitForFunction(() => location.pathname === '/dashboard', undefined, { timeout: 10_000 });
      }
      const { token } = (
        await api(server.url, '/api/auth/login', {
          body: { email: MEMBER.email, password: MEMBER.password },
        })
      ).body;
      expect((await api(server.url, '/api/system/logs', { token })).status).toBe(403);
    });
  },
);
