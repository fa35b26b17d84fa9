import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SIGNAL_LABEL, type Signal } from '@sinais/shared';
import { makeSignal } from '@sinais/shared/testing';
import {
  commitConfirmed,
  commitSignalChange,
  putEngineState,
  storeGateMode,
} from '@sinais/shared/testing/server';
import { gateModeFor } from '../../engine/src/gate/gate-mode';
import { browserSuite } from '../helpers/browser-suite';
import {
  browserSuiteSkip,
  registerSession,
  screenshotter,
  type Session,
  DESKTOP,
  PHONE,
} from '../helpers/e2e';
import { storeEngineProgress } from '../helpers/engine-state';
import type { StackServer } from '../helpers/stack';

const VIEWPORTS = [
  ['1366', DESKTOP],
  ['390', PHONE],
] as const;
/** Today's demonstration signals: more than two pages of the dashboard's list. */
const SIGNALS = 30;
const PAGE = 12;

const skipReason = browserSuiteSkip('demo signals', { postgres: true });

/** A demonstration signal as the engine on the simulated exchange makes it, confirmed (SIGNALS - i) seconds ago. */
async function demoSignal(server: StackServer, i: number): Promise<Signal> {
  const sell = i % 2 === 1;
  const at = new Date(Date.now() - (SIGNALS - i) * 1000).toISOString();
  const pending = makeSignal({
    symbol: `DEMO${String(i).padStart(2, '0')}USDT`,
    direction: sell ? 'VENDA' : 'COMPRA',
    entry_price: 100,
    target_price: sell ? 94 : 106,
    stop_loss: sell ? 103 : 97,
    projection_percentage: 6,
    timeframe: '1d',
    strategy: 'Momento de Tendência',
    entry_time: at,
    created_at: at,
    simulated: true,
  });
  const db = server.application.ctx.db;
  return (await commitConfirmed(db, null, pending, { confirmed_at: at, entry_time: at })).signal;
}

describe.skipIf(skipReason !== null)(
  'simulator mode: every surface says the signals are demonstration signals on simulated prices',
  () => {
    let session: Session;
    const signals: Signal[] = [];
    const shot = screenshotter('demo-', false);

    const suite = browserSuite(
      { JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres' },
      async (server) => {
        session = await registerSession(server.url, {
          username: 'demo',
          email: `demo.${Date.now()}@exemplo.com`,
          password: 'senha-forte-123',
        });
        const db = server.application.ctx.db;
        // What an engine on the simulated exchange stores when it becomes active (SIGNAL_GATE=auto: gate off).
        await putEngineState(db, 'market_source', { kind: 'sim', simulated: true, instance_id: 'e2e' });
        await storeGateMode(db, gateModeFor('auto', { kind: 'sim' }));
        await storeEngineProgress(db, { currentIndex: 17, cycle: 3, source: 'sim' });
        for (let i = 0; i < SIGNALS; i++) signals.push(await demoSignal(server, i));
        // One closed, so the record has a result to show.
        const first = signals[0]!;
        await commitSignalChange(
          db,
          null,
          {
            ...first,
            outcome: 'TARGET_HIT',
            exit_price: 106,
            closed_at: new Date().toISOString(),
            gross_profit_loss: 6,
            fees_pct: 0.1,
            profit_loss: 5.9,
          },
          'closed',
        );
      },
    );
    const browser = () => suite.browser;

    const open = async (path: string, viewport: { width: number; height: number }, member = true) => {
      const page = await browser().newPage({ viewport, ...(member ? { session } : {}) });
      await page.goto(path);
      return page;
    };
    const noHorizontalScroll = async (page: Page) =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

    it('the landing page says prices are simulated, and its signals promise is the demonstration one', async () => {
      for (const [name, viewport] of VIEWPORTS) {
        const page = await open('/', viewport, false);
        const notice = page.getByTestId('landing-demo-notice');
        await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
        expect(await notice.innerText()).toMatch(
          /^Preços simulados: os sinais desta instância são de demonstração/,
        );
        const promise = await page.getByTestId('landing-signals-promise').innerText();
        expect(promise).toMatch(/Nesta instância os preços são simulados: os sinais são de demonstração/);
        // The real-data promise (signals held back by the gate) is not what a member of this instance sees.
        expect(promise).not.toMatch(/só é publicado/);
        await noHorizontalScroll(page);
        await shot(page, `landing-${name}`);
        await page.close();
      }
    });

    it('the dashboard calls them demonstration signals, labels every card and pages the list', async () => {
      const page = await open('/dashboard', DESKTOP);
      const cards = page.getByTestId('signal-card');
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(PAGE);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Sinais de demonstração' }).isVisible(),
      ).resolves.toBe(true);
      expect(await page.getByTestId('demo-notice').first().innerText()).toContain(DEMO_SIGNAL_LABEL);
      expect(await cards.locator('[data-testid="demo-label"]').allInnerTexts()).toEqual(
        Array(PAGE).fill(DEMO_SIGNAL_LABEL),
      );
      const main = await page.locator('main').innerText();
      expect(main).not.toMatch(/Sinais confirmados|publicad/i);
      // Newest first, twelve a page: 30 signals are three pages, the last with six.
      const symbols = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-symbol')));
      expect(await symbols()).toEqual(
        signals
          .slice(-PAGE)
          .reverse()
          .map((s) => s.symbol),
      );
      const pager = page.getByRole('navigation', { name: 'Páginas dos sinais' });
      expect(await pager.getByTestId('pager-position').innerText()).toBe('1 / 3 · 30 sinais');
      await shot(page, 'dashboard-1366');
      await pager.getByRole('button', { name: 'Próxima' }).click();
      await expect.poll(symbols).toEqual(
        signals
          .slice(-2 * PAGE, -PAGE)
          .reverse()
          .map((s) => s.symbol),
      );
      await pager.getByRole('button', { name: 'Próxima' }).click();
      await expect.poll(() => cards.count()).toBe(SIGNALS - 2 * PAGE);
      expect(await pager.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);
      // A filter starts again from its first page.
      await page.getByRole('button', { name: 'Venda', exact: true }).click();
      await expect.poll(() => pager.getByTestId('pager-position').innerText()).toBe('1 / 2 · 15 sinais');
      await page.close();
    });

    it('on a 390×844 phone the first card is within the first screen, and the list still pages', async () => {
      const page = await open('/dashboard', PHONE);
      const first = page.getByTestId('signal-card').first();
      await first.waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await shot(page, 'dashboard-390');
      const box = (await first.boundingBox())!;
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(await first.getByTestId('demo-label').isVisible()).toBe(true);
      await noHorizontalScroll(page);
      // The market overview is still there, after the list.
      expect(await page.getByText('Mercado Asiático').isVisible()).toBe(true);
      const pager = page.getByRole('navigation', { name: 'Páginas dos sinais' });
      await pager.getByRole('button', { name: 'Próxima' }).click();
      await expect.poll(() => page.getByTestId('pager-position').innerText()).toBe('2 / 3 · 30 sinais');
      // Back at the list's top after the page change, its first card in view.
      await expect
        .poll(async () => (await page.getByTestId('signal-card').first().boundingBox())!.y)
        .toBeLessThan(PHONE.height);
      await page.close();
    });

    it('the history page says so, and marks every demonstration entry', async () => {
      for (const [name, viewport] of VIEWPORTS) {
        const page = await open('/historico-desempenho', viewport);
        const summary = page.getByTestId('track-signals');
        await summary.waitFor({ timeout: 20_000 });
        expect(await summary.innerText()).toMatch(/^Sinais de demonstração\n30\n/i);
        expect(await page.getByTestId('demo-notice').first().innerText()).toContain(DEMO_SIGNAL_LABEL);
        expect(await page.getByTestId('demo-record-note').innerText()).toMatch(
          /^Todos estes sinais são de demonstração, feitos sobre preços simulados/,
        );
        expect(await page.getByTestId('track-demo').count()).toBe(SIGNALS);
        expect(await page.locator('main').innerText()).not.toMatch(/publicad/i);
        await noHorizontalScroll(page);
        await shot(page, `history-${name}`);
        await page.close();
      }
    });

    it('the signal detail says so', async () => {
      const newest = signals.at(-1)!;
      for (const [name, viewport] of VIEWPORTS) {
        const page = await open('/dashboard', viewport);
        await page.getByRole('link', { name: `Ver detalhes de ${newest.symbol}` }).click();
        const detail = page.getByTestId('signal-detail');
        await detail.waitFor({ timeout: 20_000 });
        expect(await detail.innerText()).toContain('Sinal de demonstração · preços simulados');
        expect(await detail.innerText()).not.toMatch(/Sinal confirmado/);
        expect(await page.getByTestId('demo-notice').isVisible()).toBe(true);
        await noHorizontalScroll(page);
        await shot(page, `detail-${name}`);
        await page.close();
      }
    });

    it('the notifications panel says the alerts are of demonstration signals', async () => {
      for (const [name, viewport] of VIEWPORTS) {
        const page = await open('/configuracoes', viewport);
        const panel = page.locator('.panel', {
          has: page.getByRole('heading', { name: 'Notificações do navegador' }),
        });
        const notice = panel.getByTestId('demo-notice');
        await notice.waitFor({ timeout: 20_000 });
        expect(await notice.innerText()).toMatch(
          /Sinal de demonstração · preços simulados[\s\S]*chegam marcados “Demonstração”/,
        );
        await shot(page, `notifications-${name}`);
        await page.close();
      }
    });

    it('the statistics page says its figures are those of demonstration signals', async () => {
      const page = await open('/estatisticas', DESKTOP);
      const notice = page.getByTestId('demo-notice');
      await notice.waitFor({ timeout: 20_000 });
      expect(await notice.innerText()).toContain(DEMO_SIGNAL_LABEL);
      expect(browser().pageErrors).toEqual([]);
      await page.close();
    });
  },
);
