import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '@sinais/shared';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange, confirmNewSignal } from '@sinais/shared/testing/server';
import { apiSession, ARTIFACTS, browserSuiteSkip, openSuiteBrowser, type SuiteBrowser } from '../helpers/e2e';
import type { TestServer } from '../helpers/server';
import { adminEnv, startServerOnTestDb } from '../helpers/stack';

const ADMIN = { email: 'vigia@sinais.test', password: 'Vigia#2024-seguro' };
/** The REST lists the Command Center polls: blocked once it has loaded, so only the socket can bring news. */
const LIST_ROUTES =
  /\/api\/(unified\/signals\/all|trading-command\/(confirmed|rejected)|btc-signals\/pending)/;

const skipReason = browserSuiteSkip('admin reconnect', { postgres: true });

describe.skipIf(skipReason !== null)('admin screens after a reconnect (issue 13 §2)', () => {
  let server: TestServer;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    server = await startServerOnTestDb(adminEnv(ADMIN));
    browser = await openSuiteBrowser(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const adminPage = async (): Promise<Page> =>
    browser.newPage({ viewport: { width: 1440, height: 900 }, session: await apiSession(server.url, ADMIN) });

  const card = (page: Page, kind: 'confirmed' | 'rejected', symbol: string) =>
    page.locator(`[data-testid="${kind}-card"]`).filter({ hasText: symbol });
  const symbolsOf = async (page: Page, kind: 'confirmed' | 'rejected') =>
    page.locator(`[data-testid="${kind}-card"] .ac-card__symbol`).allInnerTexts();

  it('the Command Center shows the decisions it missed while away, in order, without a poll', async () => {
    const { db, bus } = server.application.ctx;
    await confirmNewSignal(db, bus, {
      symbol: 'ADAUSDT',
      entry_price: 0.61,
      target_price: 0.63,
      stop_loss: 0.59,
    });
    const page = await adminPage();
    await page.goto('/trading-command');
    await page
      .getByRole('heading', { level: 1, name: 'Trading Command Center' })
      .waitFor({ timeout: 20_000 });
    await card(page, 'confirmed', 'ADAUSDT').waitFor({ timeout: 10_000 });
    await page.getByText('Tempo real', { exact: true }).waitFor({ timeout: 10_000 });

    // From now on the lists can only change through the socket.
    await page.route(LIST_ROUTES, (route) => route.abort());

    server.application.ctx.realtime!.io.disconnectSockets(true);
    await page.getByText('Sem socket', { exact: true }).waitFor({ timeout: 5000 });
    // Decided while the screen is away: created → confirmed, created → rejected, and one left pending.
    const won = makeSignal({ symbol: 'SOLUSDT', entry_price: 142.5, target_price: 146.8, stop_loss: 140.4 });
    const lost = makeSignal({ symbol: 'DOTUSDT', entry_price: 6.9, target_price: 7.1, stop_loss: 6.8 });
    const waiting = makeSignal({
      symbol: 'AVAXUSDT',
      entry_price: 35.2,
      target_price: 36.3,
      stop_loss: 34.6,
    });
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    await commitSignalChange(db, bus, won, 'created');
    await commitSignalChange(db, bus, lost, 'created');
    await commitSignalChange(
      db,
      bus,
      {
        ...won,
        status: 'CONFIRMED',
        outcome: 'OPEN',
        confirmed_at: at(1),
        confirmation_reasons: ['Filtros ok'],
      },
      'confirmed',
    );
    const rejected: Signal = {
      ...lost,
      status: 'REJECTED',
      rejected_at: at(2),
      rejection_reasons: ['Reversão adversa'],
    };
    await commitSignalChange(db, bus, rejected, 'rejected');
    await commitSignalChange(db, bus, waiting, 'created');

    await page.getByText('Tempo real', { exact: true }).waitFor({ timeout: 10_000 });
    await card(page, 'confirmed', 'SOLUSDT').waitFor({ timeout: 5000 });
    await card(page, 'rejected', 'DOTUSDT').waitFor({ timeout: 5000 });
    // Applied in seq order: the confirmation after its creation (SOL is not pending), newest first on screen.
    await expect(symbolsOf(page, 'confirmed')).resolves.toEqual(['SOLUSDT', 'ADAUSDT']);
    await expect(symbolsOf(page, 'rejected')).resolves.toEqual(['DOTUSDT']);
    await expect(card(page, 'rejected', 'DOTUSDT').innerText()).resolves.toContain('Reversão adversa');
    await page.getByText('2 confirmados · 1 rejeitados · 1 pendentes').waitFor({ timeout: 5000 });
    await page.screenshot({ path: `${ARTIFACTS}command-center-after-reconnect.png`, fullPage: true });
    expect(browser.pageErrors).toEqual([]);
  });
});
