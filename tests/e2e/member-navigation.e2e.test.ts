import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmNewSignal } from '@sinais/shared/testing/server';
import { storeCandles } from '../../engine/src/publisher/candle-store';
import {
  arrivedAt,
  ARTIFACTS,
  browserSuiteSkip,
  menuSections,
  openDashboard,
  openMobileMenu,
  registerSession,
  screenshotter,
  DESKTOP,
  PHONE,
} from '../helpers/e2e';
import { browserSuite } from '../helpers/browser-suite';
import type { Session } from '../helpers/e2e';
import { storeEngineProgress } from '../helpers/engine-state';
import { api } from '../helpers/server';

const MEMBER = {
  username: 'Bruna Trader',
  email: `bruna.${Date.now()}@exemplo.com`,
  password: 'senha-forte-123',
};

/** A sub-cent coin (issue 16 §3: such prices were cut with "…"). */
const SUB_CENT = {
  symbol: '1000SATSUSDT',
  entry_price: 0.00001234,
  target_price: 0.00001308,
  stop_loss: 0.00001197,
  projection_percentage: 3,
  timeframe: '1h' as const,
  reasons: ['RSI saindo de sobrevenda', 'Volume 2,1x acima da média'],
};
const SHOWN = { entry: 'US$ 0,00001234', target: 'US$ 0,00001308', stop: 'US$ 0,00001197' };

/** Every member page, how it is titled, and where a desktop member clicks to reach it from /dashboard. */
const PAGES: Array<{ path: string; title: string; desktop: 'bar' | 'account' | 'shortcut'; label: string }> =
  [
    {
      path: '/estatisticas',
      title: 'Estatísticas em Tempo Real',
      desktop: 'shortcut',
      label: 'Estatísticas',
    },
    { path: '/btc-sentiment', title: 'Sentimento do BTC', desktop: 'shortcut', label: 'Sentimento BTC' },
    {
      path: '/historico-desempenho',
      title: 'Histórico de desempenho',
      desktop: 'shortcut',
      label: 'Histórico de desempenho',
    },
    { path: '/vitrine-alunos', title: 'Área de Membros', desktop: 'shortcut', label: 'Área de Membros' },
    { path: '/modulo-video-aulas', title: 'Módulo de Videoaulas', desktop: 'shortcut', label: 'Videoaulas' },
    { path: '/app', title: 'Instalar App', desktop: 'shortcut', label: 'Instalar App' },
    { path: '/minha-conta', title: 'Minha Conta', desktop: 'account', label: 'Minha Conta' },
    { path: '/configuracoes', title: 'Configurações', desktop: 'account', label: 'Configurações' },
    { path: '/minhas-compras', title: 'Minhas compras', desktop: 'account', label: 'Minhas compras' },
    { path: '/suporte', title: 'Central de Suporte', desktop: 'bar', label: 'Suporte' },
  ];

const skipReason = browserSuiteSkip('member navigation', { postgres: true });

describe.skipIf(skipReason !== null)('member pages reachable, signal detail (issue 16 §5, §6)', () => {
  let session: Session;
  const suite = browserSuite({ JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres' }, async (server) => {
    session = await registerSession(server.url, MEMBER);
  });

  const memberPage = (viewport: typeof DESKTOP) =>
    suite.browser.newPage({
      viewport,
      session,
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
  const shot = screenshotter();

  it('reaches every member page by clicking from /dashboard on a desktop', async () => {
    const page = await memberPage(DESKTOP);
    for (const target of PAGES) {
      await openDashboard(page);
      if (target.desktop === 'bar') {
        await page.getByTestId('desktop-nav').getByRole('link', { name: target.label }).click();
      } else if (target.desktop === 'account') {
        // The button's accessible name is the visible name only (issue 30), nothing hidden around it.
        await page.getByRole('button', { name: 'Bruna Trader', exact: true }).click();
        await page.getByTestId('account-menu').getByRole('link', { name: target.label }).click();
      } else {
        await page.getByTestId('dashboard-shortcuts').getByRole('link', { name: target.label }).click();
      }
      await arrivedAt(page, target.path, target.title);
    }
    // The spec's bar is unchanged; the account menu sits beside it and also signs out.
    await openDashboard(page);
    const bar = (await page.getByTestId('desktop-nav').locator('a, button').allInnerTexts()).map((t) =>
      t.trim(),
    );
    expect(bar).toEqual(['Dashboard', 'Suporte', 'Sair']);
    await page.getByRole('button', { name: 'Bruna Trader', exact: true }).click();
    await expect(page.getByTestId('account-menu').locator('a, button').allInnerTexts()).resolves.toEqual([
      'Minha Conta',
      'Configurações',
      'Minhas compras',
      'Sair',
    ]);
    await shot(page, 'dashboard-account-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('account-menu').count()).resolves.toBe(0);
  });

  it('reaches every member page from the mobile menu at 390 px', async () => {
    const page = await memberPage(PHONE);
    await openDashboard(page);
    await expect(page.getByRole('button', { name: 'Bruna Trader', exact: true }).isVisible()).resolves.toBe(
      false,
    );
    await expect(menuSections(await openMobileMenu(page))).resolves.toEqual(['Navegação', 'Conta', 'Ajuda']);
    await shot(page, 'dashboard-mobile-menu-all-pages');
    for (const target of PAGES) {
      await openDashboard(page);
      const menu = await openMobileMenu(page);
      await menu.getByRole('link', { name: target.label, exact: true }).click();
      await arrivedAt(page, target.path, target.title);
      await expect(page.getByTestId('mobile-menu').count()).resolves.toBe(0);
    }
  });

  it('says the engine is warming up while the list is empty', async () => {
    await storeEngineProgress(suite.server.application.ctx.db, { currentIndex: 17, cycle: 1 });
    const page = await memberPage(DESKTOP);
    await openDashboard(page);
    await page.getByText('Nenhum sinal encontrado.').waitFor({ timeout: 10_000 });
    const notice = page.getByTestId('warmup-notice');
    await notice.getByText(/O motor está aquecendo \(ciclo 1, 17 de 150 pares analisados\)/).waitFor();
    // Issue 30: the notice opens the page, above the fold at 1366×768.
    const box = (await notice.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    // Nothing pending: the window's length, and no clock time that would have to move later.
    expect(await notice.innerText()).toMatch(/pendente por 60 minutos antes da confirmação\.$/);
    await page
      .getByTestId('signals-updated')
      .getByText(/Última atualização: \d\d:\d\d:\d\d/)
      .waitFor();
  });

  it('shows a sub-cent coin in full at 1366 px and opens its detail with chart, lines and copy buttons', async () => {
    const db = suite.server.application.ctx.db;
    // The candles the engine stored from its (simulated) market source: 120 hourly bars around the entry.
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const bars = Array.from({ length: 120 }, (_, i) => {
      const open = SUB_CENT.entry_price * (1 + Math.sin(i / 5) * 0.02);
      const close = SUB_CENT.entry_price * (1 + Math.sin((i + 1) / 5) * 0.02);
      const openTime = hour - (119 - i) * 3_600_000;
      return {
        openTime,
        open,
        high: Math.max(open, close) * 1.004,
        low: Math.min(open, close) * 0.996,
        close,
        volume: 1e9,
        closeTime: openTime + 3_599_999,
        quoteVolume: 12_000,
      };
    });
    await storeCandles(db, 'sim', SUB_CENT.symbol, { '1h': bars });
    const page = await memberPage(DESKTOP);
    await openDashboard(page);
    await confirmNewSignal(db, suite.server.application.ctx.bus, SUB_CENT);
    const card = page.locator(`[data-testid="signal-card"][data-symbol="${SUB_CENT.symbol}"]`);
    await card.waitFor({ timeout: 15_000 });

    // Each price is written whole and fits its box: nothing cut, no ellipsis.
    for (const [id, text] of [
      ['price-entry', SHOWN.entry],
      ['price-target', SHOWN.target],
      ['price-stop', SHOWN.stop],
    ] as const) {
      const dd: Locator = card.getByTestId(id);
      expect((await dd.innerText()).replace(/\s+/g, ' ').trim()).toBe(text);
      const box = await dd.evaluate((el) => ({
        overflow: el.scrollWidth - el.clientWidth,
        ellipsis: getComputedStyle(el).textOverflow,
      }));
      expect(box.overflow, id).toBeLessThanOrEqual(0);
      expect(box.ellipsis, id).not.toBe('ellipsis');
    }
    await shot(page, 'dashboard-sub-cent-1366');

    // Filters: the symbol, then a class that excludes it.
    await page.getByLabel('Filtrar por símbolo').fill('sats');
    await card.waitFor();
    await page.getByLabel('Filtrar por classe').selectOption('ELITE+');
    await page.getByText('Nenhum sinal com esses filtros.').waitFor();
    await page.getByLabel('Filtrar por classe').selectOption('all');
    await page.getByLabel('Filtrar por timeframe').selectOption('1h');
    await card.waitFor();

    // A click on the card (not on its buttons) opens the detail.
    await card.getByTestId('price-target').click();
    await page.waitForURL((u) => u.pathname.startsWith('/sinal/'));
    await page.getByRole('heading', { level: 1, name: 'Detalhe do sinal' }).waitFor();
    const chart = page.getByTestId('price-chart');
    await chart.waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="price-chart"]')?.getAttribute('data-price-lines') === '3',
    );
    await expect(chart.locator('canvas').count()).resolves.toBeGreaterThan(0);
    // The plan's values in the legend, the signal's own risk/reward, where the candles come from.
    expect(await page.getByTestId('chart-legend').innerText()).toMatch(
      /Entrada US\$\s0,00001234\s+Alvo US\$\s0,00001308\s+Stop US\$\s0,00001197/,
    );
    await expect(page.getByTestId('risk-reward').innerText()).resolves.toBe('1 : 2,00');
    await expect(page.getByTestId('chart-source').innerText()).resolves.toMatch(
      /^Candles do mercado simulado \(1h\), lidos às \d\d:\d\d/,
    );
    // Axis labels that would overlap are hidden (the legend keeps their values): never all four on one spot.
    await page.waitForFunction(
      () =>
        Number(document.querySelector('[data-testid="price-chart"]')?.getAttribute('data-axis-labels')) >= 2,
    );
    // The entry line (amber #f5b82e, a colour no candle uses) is painted on the chart's canvases.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="price-chart"] canvas')].some((c) => {
        const ctx = c.getContext('2d');
        if (!ctx || c.width === 0 || c.height === 0) return false;
        const d = ctx.getImageData(0, 0, c.width, c.height).data;
        for (let i = 0; i < d.length; i += 4)
          if (Math.abs(d[i]! - 245) < 12 && Math.abs(d[i + 1]! - 184) < 12 && Math.abs(d[i + 2]! - 46) < 12)
            return true;
        return false;
      }),
    );
    const reasons = await page.getByTestId('signal-reasons').innerText();
    expect(reasons).toContain('RSI saindo de sobrevenda');
    expect(reasons).toMatch(/Confirmação\s+Filtros aprovados/); // the helper confirms as the engine does
    await page.getByTestId('signal-strategy-record').getByText('MACD_MOMENTUM · 1h').waitFor();
    await page.getByTestId('signal-detail-outcome').getByText('Em aberto').waitFor();

    for (const [label, plain] of [
      ['entrada', '0.00001234'],
      ['alvo', '0.00001308'],
      ['stop', '0.00001197'],
    ] as const) {
      await page.getByRole('button', { name: `Copiar preço de ${label}` }).click();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(plain);
    }
    await page.getByRole('button', { name: 'Copiar preço de stop' }).getByText('Copiado!').waitFor();
    await shot(page, 'signal-detail-1366');
    await chart.screenshot({ path: `${ARTIFACTS}signal-chart-1366.png` });

    // The candles route validates its input in Portuguese.
    const bad = await api(suite.server.url, '/api/market/candles?symbol=b%C3%A1d&timeframe=1h', {
      token: session.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Símbolo inválido.');
    const wrongInterval = await api(
      suite.server.url,
      `/api/market/candles?symbol=${SUB_CENT.symbol}&timeframe=5m`,
      {
        token: session.token,
      },
    );
    expect(wrongInterval.status).toBe(400);
    expect(wrongInterval.body.message).toMatch(/Tempo gráfico inválido/);
    const ok = await api(
      suite.server.url,
      `/api/market/candles?symbol=${SUB_CENT.symbol}&timeframe=1h&limit=10`,
      {
        token: session.token,
      },
    );
    expect(ok.body.data.source).toBe('sim');
    expect(ok.body.data.candles).toHaveLength(10);
    expect((await api(suite.server.url, `/api/market/candles?symbol=${SUB_CENT.symbol}`)).status).toBe(401);

    await page.setViewportSize(PHONE);
    await shot(page, 'signal-detail-mobile');
    expect(suite.browser.pageErrors).toEqual([]);
  });
});
