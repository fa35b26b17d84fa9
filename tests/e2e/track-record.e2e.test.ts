import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Signal } from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import { makeSignal } from '@sinais/shared/testing';
import { commitConfirmed, commitRejected, commitSignalChange } from '@sinais/shared/testing/server';
import { apiSession, browserSuiteSkip, screenshotter, type Session } from '../helpers/e2e';
import { browserSuite } from '../helpers/browser-suite';
import { api } from '../helpers/server';
import { adminEnv } from '../helpers/stack';

const MEMBER = {
  username: 'Davi Trader',
  email: `davi.${Date.now()}@exemplo.com`,
  password: 'senha-forte-123',
};
const ADMIN = { email: 'admin@sinais.test', password: 'admin-senha-123' };

const skipReason = browserSuiteSkip('track record', { postgres: true });

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A whole trade as the engine commits it: created, confirmed at the confirmation price, closed net of costs. */
async function trade(db: Db, n: number, close: Partial<Signal> | null, extra: Partial<Signal> = {}) {
  const created = makeSignal({
    id: `sig_e2e_${n}`,
    symbol: `T${n}USDT`,
    created_at: ago(600 - n * 10),
    reference_price: 100,
    entry_price: 100,
    ...extra,
  });
  const { signal: confirmed } = await commitConfirmed(db, null, created, {
    entry_price: 100.2,
    confirmed_at: ago(590 - n * 10),
  });
  if (close)
    await commitSignalChange(db, null, { ...confirmed, closed_at: ago(500 - n * 10), ...close }, 'closed');
}

describe.skipIf(skipReason !== null)('track record and statistics in a real browser', () => {
  const sessions: Record<'member' | 'admin', Session> = {} as never;
  const suite = browserSuite(adminEnv(ADMIN), async (server) => {
    await api(server.url, '/api/auth/register', { body: MEMBER });
    sessions.member = await apiSession(server.url, MEMBER);
    sessions.admin = await apiSession(server.url, ADMIN);
  });

  async function open(who: 'member' | 'admin', path: string): Promise<Page> {
    const page = await suite.browser.newPage({
      viewport: { width: 1280, height: 900 },
      session: sessions[who],
      context: { acceptDownloads: true },
    });
    await page.goto(path);
    return page;
  }
  const shot = screenshotter('', true, true);
  const value = async (page: Page, testId: string) =>
    (await page.getByTestId(testId).locator('.stat-tile__value').innerText()).trim();

  it('shows missing markers, never reference numbers, on an empty database', async () => {
    const page = await open('member', '/estatisticas');
    await page.getByText(/Últimos 30 dias/).waitFor({ timeout: 20_000 });
    await expect(value(page, 'stat-success')).resolves.toBe('—');
    await expect(value(page, 'stat-total')).resolves.toBe('0');
    await expect(page.getByTestId('stat-success').innerText()).resolves.toContain(
      'Aguardando sinais encerrados',
    );
    const text = await page.locator('main, body').first().innerText();
    for (const fake of ['85%', '85,0%', '127', '+12%', '+8%', '+5%', '+15%'])
      expect(text).not.toContain(fake);
    await shot(page, 'statistics-empty');

    const history = await open('member', '/historico-desempenho');
    await history.getByTestId('track-summary').waitFor({ timeout: 20_000 });
    await expect(value(history, 'track-win-rate')).resolves.toBe('—');
    await expect(value(history, 'track-avg-net')).resolves.toBe('—');
    await history.getByTestId('equity-empty').waitFor();
    await history.getByText('Nenhum sinal encontrado.').waitFor();
  });

  it('shows an error, not numbers, when the statistics request fails', async () => {
    const context = await suite.browser.newContext({ session: sessions.member });
    await context.route('**/api/stats/realtime', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"unavailable","message":"Serviço temporariamente indisponível."}',
      }),
    );
    const page = await context.newPage();
    await page.goto('/estatisticas');
    await page.getByTestId('stats-error').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('stats-error').innerText()).resolves.toContain(
      'Serviço temporariamente indisponível',
    );
    for (const id of ['stat-total', 'stat-success', 'stat-users', 'stat-market'])
      await expect(value(page, id)).resolves.toBe('—');
  });

  it('draws the equity curve, lists every signal with its net outcome and downloads the CSV', async () => {
    const db = suite.server.application.ctx.db;
    const costs = (gross: number, funding: number | null) => ({
      gross_profit_loss: gross,
      fees_pct: 0.08,
      funding_pct: funding,
      profit_loss: Math.round((gross - 0.08 + (funding ?? 0)) * 1e6) / 1e6,
    });
    await trade(db, 1, { outcome: 'TARGET_HIT', exit_price: 104.7, ...costs(4.58, null) });
    await trade(db, 2, { outcome: 'STOP_HIT', exit_price: 97.2, ...costs(-2.92, null) });
    await trade(db, 3, { outcome: 'EXPIRED', exit_price: 100.7, ...costs(1.08, null) });
    await trade(db, 4, { outcome: 'TARGET_HIT', exit_price: 104.7, ...costs(4.58, null) });
    await trade(db, 5, null);
    const rejected = makeSignal({ id: 'sig_e2e_rej', symbol: 'REJUSDT', created_at: ago(100) });
    await commitRejected(db, null, rejected, {
      rejected_at: ago(95),
      rejection_reasons: ['Volume abaixo da média; sem confirmação'],
    });
    // Experimental: admins only; never in the member's record.
    await trade(db, 6, { outcome: 'TARGET_HIT', exit_price: 110, ...costs(9, null) }, { experimental: true });

    const page = await open('member', '/historico-desempenho');
    const chart = page.getByTestId('equity-chart');
    await chart.waitFor({ timeout: 20_000 });
    await expect(chart.getAttribute('data-points')).resolves.toBe('4');
    await chart.locator('canvas').first().waitFor();
    const box = await chart.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(200);
    await expect(chart.getAttribute('aria-label')).resolves.toContain('+7,00%');

    await expect(value(page, 'track-win-rate')).resolves.toBe('50,0%');
    await expect(page.getByTestId('track-win-rate').innerText()).resolves.toMatch(
      /IC 95 %: \d+,\d% – \d+,\d%/,
    );
    await expect(value(page, 'track-avg-net')).resolves.toBe('+1,75%');
    await page
      .getByTestId('funding-note')
      .getByText(/Funding não incluído/)
      .waitFor();

    const rows = page.getByTestId('track-entry');
    await expect(rows.count()).resolves.toBe(6);
    const rej = page.locator('[data-testid="track-entry"][data-status="REJECTED"]');
    await expect(rej.innerText()).resolves.toContain('Rejeitado');
    await expect(rej.innerText()).resolves.toContain('Volume abaixo da média; sem confirmação');
    const all = await page.getByTestId('track-entries').innerText();
    expect(all).toContain('Alvo atingido');
    expect(all).toContain('Stop atingido');
    expect(all).toContain('Expirado');
    expect(all).toContain('Em aberto');
    expect(all).toContain('funding não incluído');
    expect(all).toContain('-3,00%');
    expect(all).not.toContain('T6USDT');
    await shot(page, 'track-record');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('csv-download').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^historico-desempenho-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = parse(bytes.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][];
    expect(csv).toHaveLength(7);
    expect(csv[0]).toContain('P&L líquido (%)');
    expect(csv.map((r) => r[0])).not.toContain('sig_e2e_6');

    // A phone: the wide tables scroll inside their panels, the page itself does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('equity-chart').waitFor({ timeout: 20_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'track-record-mobile');
    expect(suite.browser.pageErrors).toEqual([]);
  });

  it('marks the experimental signal for an admin, with the gate state and the reference price', async () => {
    const db = suite.server.application.ctx.db;
    const fresh = makeSignal({
      id: 'sig_e2e_exp',
      symbol: 'EXPUSDT',
      experimental: true,
      reference_price: 50,
    });
    await commitConfirmed(db, null, fresh, { entry_price: 50.1 });
    const published = makeSignal({ id: 'sig_e2e_pub', symbol: 'PUBUSDT' });
    await commitConfirmed(db, null, published);

    const admin = await open('admin', '/dashboard');
    const card = admin.locator('[data-testid="signal-card"][data-symbol="EXPUSDT"]');
    await card.waitFor({ timeout: 20_000 });
    await card
      .getByTestId('experimental-badge')
      .getByText('O motor ainda não avaliou as estratégias')
      .waitFor();
    await shot(admin, 'dashboard-admin-experimental');
  });

  it('keeps the experimental signal off the member dashboard, shows the strategy record, and the gate page to admins only', async () => {
    const member = await open('member', '/dashboard');
    await member.locator('[data-testid="signal-card"][data-symbol="PUBUSDT"]').waitFor({ timeout: 20_000 });
    await expect(member.locator('[data-testid="signal-card"][data-symbol="EXPUSDT"]').count()).resolves.toBe(
      0,
    );
    await expect(member.getByTestId('experimental-badge').count()).resolves.toBe(0);
    await expect(member.getByTestId('signal-reference').count()).resolves.toBe(0);
    const pub = member.locator('[data-testid="signal-card"][data-symbol="PUBUSDT"]');
    await pub.getByTestId('signal-track').waitFor();
    await expect(pub.getByTestId('signal-track').innerText()).resolves.toMatch(
      /Histórico da estratégia: 4 encerradas · acerto 50,0% · média líquida \+1,75%/,
    );

    const gate = await open('admin', '/admin/portao-estrategias');
    await gate.getByText('O motor ainda não avaliou as estratégias').waitFor({ timeout: 20_000 });
    await member.goto('/admin/portao-estrategias');
    await member.waitForURL((u) => u.pathname === '/dashboard');
  });
});
