import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@sinais/shared';
import { makeSignal } from '@sinais/shared/testing';
import { commitSignalChange } from '@sinais/shared/testing/server';
import { openAdminConsole, type AdminConsole } from '../helpers/admin-console';
import { browserSuiteSkip, screenshotter, DESKTOP } from '../helpers/e2e';
import type { TestServer } from '../helpers/server';

const ADMIN = { email: 'operadora@sinais.test', password: 'Operadora#2024-segura' };

const skipReason = browserSuiteSkip('admin leftovers', { postgres: true, redis: true });

/** Types a date the way a person does: only the digits, the field puts the separators in. */
const digits = (text: string) => text.replace(/\D/g, '');

describe.skipIf(skipReason !== null)('admin pages in Portuguese and Brazilian formats (issue 21 §9)', () => {
  let adminConsole: AdminConsole;
  let server: TestServer;
  let page: Page;

  beforeAll(async () => {
    adminConsole = await openAdminConsole({
      admin: ADMIN,
      redis: 'sobras',
      engine: { SIM_SEED: 11, ANALYSIS_PAIR_INTERVAL_MS: 400 },
      // An English browser: the dates must still be typed and shown the Brazilian way.
      page: { viewport: DESKTOP, context: { locale: 'en-US' } },
    });
    ({ server, page } = adminConsole);
  });

  afterAll(() => adminConsole?.close());

  const screenshot = screenshotter();
  const shot = (name: string) => screenshot(page, name);

  it('Análise Técnica: live events instead of /price-history polling, SEM SINAL with its reason, the pending table whole', async () => {
    const { db, bus } = server.application.ctx;
    const priceHistory: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/real-analysis/price-history')) priceHistory.push(r.url());
    });
    await page.goto('/admin/analise-tecnica');
    await page.getByTestId('analysis-index').waitFor({ timeout: 45_000 });
    await commitSignalChange(
      db,
      bus,
      makeSignal({ symbol: 'PENDENTEUSDT', status: 'PENDING', entry_price: 0.00012345 }),
      'created',
    );
    const index = async () => Number((await page.getByTestId('analysis-index').innerText()).split(' de ')[0]);
    const first = await index();
    // Ten pairs analysed live while the page is open.
    await page.waitForFunction(
      (n) =>
        Number(document.querySelector('[data-testid="analysis-index"]')?.textContent?.split(' de ')[0]) >= n,
      first + 10,
      { timeout: 45_000 },
    );
    // At most the first chart's fallback read: the analyses carry their candles.
    expect(priceHistory.length).toBeLessThanOrEqual(1);

    // Every "SEM SINAL" says why.
    const noSignal = page.getByTestId('analysis-history').getByTestId('no-signal');
    await noSignal.first().waitFor({ timeout: 20_000 });
    for (const text of await noSignal.allInnerTexts()) expect(text).toMatch(/^SEM SINAL\s*\S+/);
    await expect(page.getByTestId('analysis-verdict').innerText()).resolves.not.toBe(
      'Pontuação abaixo do limiar de 75',
    );

    // The pending table fits its panel: nothing cut off at 1366 px.
    const table = page.getByTestId('pending-table');
    await table.getByText('PENDENTEUSDT').waitFor({ timeout: 15_000 });
    const fits = await table.evaluate((t) => {
      const panel = t.parentElement!.closest('.ac-panel') as HTMLElement;
      return { table: t.scrollWidth, panel: panel.clientWidth, scroll: panel.scrollWidth };
    });
    expect(fits.scroll).toBeLessThanOrEqual(fits.panel);
    await shot('admin-analise-tecnica-leftovers');
  });

  it('TOP pares: no glyph box, the contract type in plain characters', async () => {
    await page.goto('/admin/top-pares');
    await page.getByText('Critérios e processo').waitFor({ timeout: 30_000 });
    await page.getByText(/USD-M/).first().waitFor({ timeout: 30_000 });
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/[\u24B6-\u24E9\uFFFD]/);
    await shot('admin-top-pares-leftovers');
  });

  it('Auditoria: details as labelled values, dates typed dd/mm/aaaa (even in an English browser)', async () => {
    await server.application.ctx.repos.audit.write({
      actorId: null,
      actorEmail: null,
      action: 'teste.detalhes',
      target: 'motor',
      details: {
        reason: 'Manutenção programada',
        automatic: true,
        since: '2026-11-25T17:30:05.000Z',
        retry_after_s: 30,
      },
      ip: null,
    });
    await page.goto('/admin/auditoria');
    const rows = page.getByTestId('audit-rows');
    const details = rows.getByTestId('audit-details').first();
    await details.waitFor({ timeout: 15_000 });
    const shown = await details.innerText();
    expect(shown).toContain('Motivo');
    expect(shown).toContain('Manutenção programada');
    expect(shown).toMatch(/Automático\s+sim/);
    expect(shown).toContain('25/11/2026, 14:30:05');
    expect(await rows.innerText()).not.toMatch(/[{}]"|"\w+":/);
    await shot('admin-auditoria-details');

    const from = page.getByTestId('audit-filters').getByLabel('De');
    const to = page.getByTestId('audit-filters').getByLabel('Até');
    await expect(from.getAttribute('placeholder')).resolves.toBe('dd/mm/aaaa hh:mm');
    const today = formatDate(new Date());
    await from.pressSequentially(digits(today));
    await expect(from.inputValue()).resolves.toBe(today);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await rows.getByText('teste.detalhes').waitFor({ timeout: 10_000 });
    // "Até" yesterday: nothing is left.
    const yesterday = formatDate(new Date(Date.now() - 86_400_000));
    await to.pressSequentially(digits(yesterday));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Nenhum registro encontrado').waitFor({ timeout: 10_000 });
    // A date that does not exist is refused in Portuguese.
    await to.fill('');
    await to.pressSequentially('31022026');
    await page.getByText('Data inválida (use dd/mm/aaaa hh:mm).').waitFor();
    await shot('admin-auditoria-leftovers');
  });

  it('Logs: the period is typed dd/mm/aaaa hh:mm', async () => {
    await page.goto('/admin/system-logs');
    await page.getByTestId('log-line').first().waitFor({ timeout: 45_000 });
    const from = page.getByTestId('logs-filters').getByLabel('De');
    await expect(from.getAttribute('placeholder')).resolves.toBe('dd/mm/aaaa hh:mm');
    const tomorrow = formatDate(new Date(Date.now() + 86_400_000));
    await from.pressSequentially(`${digits(tomorrow)}0000`);
    await expect(from.inputValue()).resolves.toBe(`${tomorrow} 00:00`);
    await page.getByTestId('logs-count').getByText('0 logs exibidos', { exact: true }).waitFor();
    await shot('admin-system-logs-leftovers');
  });
});
