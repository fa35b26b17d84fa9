import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDateTime, type Signal } from '@sinais/shared';
import type { Db } from '@sinais/shared/server';
import { makeSignal } from '@sinais/shared/testing';
import {
  commitConfirmed,
  commitSignalChange,
  storeGateDecision,
  storeGateMode,
} from '@sinais/shared/testing/server';
import { gateModeFor } from '../../engine/src/gate/gate-mode';
import { browserSuite } from '../helpers/browser-suite';
import {
  apiSession,
  browserSuiteSkip,
  registerSession,
  screenshotter,
  type Session,
  PHONE,
} from '../helpers/e2e';
import { storeEngineProgress } from '../helpers/engine-state';
import { adminEnv, TEST_ADMIN } from '../helpers/stack';

const DESKTOP = { width: 1366, height: 900 };
const HOUR_MS = 3_600_000;
const PUBLISHED = { strategy: 'Falso Rompimento', timeframe: '4h' } as const;
const HELD = { strategy: 'Exaustão com Volume', timeframe: '1h' } as const;
/** The mode an engine on real prices stores, with the research verdict switching publishing off, or allowing it. */
const BLOCKED = gateModeFor('on', { kind: 'binance' }, { methodAdopted: false, gateShips: false });
const ALLOWED = gateModeFor('on', { kind: 'binance' }, { methodAdopted: true, gateShips: true });

const skipReason = browserSuiteSkip('gate explanation', { postgres: true });

/** A trade as the engine commits it: created, confirmed, and closed when `net` is given. */
async function trade(db: Db, symbol: string, over: Partial<Signal>, net: number | null = null) {
  const created = makeSignal({ symbol, entry_price: 100, target_price: 103, stop_loss: 98, ...over });
  const { signal: confirmed, seq } = await commitConfirmed(db, null, created);
  if (net === null) return seq;
  return commitSignalChange(
    db,
    null,
    {
      ...confirmed,
      outcome: net > 0 ? 'TARGET_HIT' : 'STOP_HIT',
      exit_price: net > 0 ? 103 : 98,
      closed_at: new Date().toISOString(),
      gross_profit_loss: net + 0.08,
      fees_pct: 0.08,
      profit_loss: net,
    },
    'closed',
  );
}

describe.skipIf(skipReason !== null)(
  'the gate, explained to members, and opt-in experimental signals',
  () => {
    const sessions: Record<string, Session> = {};
    const evaluatedAt = new Date(Date.now() - 2 * HOUR_MS);
    const nextAt = new Date(evaluatedAt.getTime() + 24 * HOUR_MS);

    /**
     * The pages' clock, fixed at the suite's start: the dashboard lists the signals confirmed since the last 21:00
     * (Brasília), so a run crossing 21:00 would drop the ones an earlier test confirmed. Every signal here is
     * confirmed after this instant, and its timers keep running.
     */
    let pagesNow = Date.now();
    const suite = browserSuite(adminEnv(), async (server) => {
      pagesNow = Date.now();
      sessions.admin = await apiSession(server.url, TEST_ADMIN);
      for (const who of ['nina', 'otto'])
        sessions[who] = await registerSession(server.url, {
          username: who,
          email: `${who}.${Date.now()}@exemplo.com`,
          password: 'senha-forte-123',
        });
      const db = server.application.ctx.db;
      await storeGateMode(db, {
        ...BLOCKED,
        evaluated_at: evaluatedAt.toISOString(),
        next_evaluation_at: nextAt.toISOString(),
      });
      for (const key of [PUBLISHED, HELD])
        await storeGateDecision(db, {
          ...key,
          published: false,
          decidedAt: evaluatedAt,
          evidence: { trades: 87, avg_net_pct: -0.21, baseline_p95_pct: 0.48, prob_positive: 0.31 },
        });
      await storeEngineProgress(db, { currentIndex: 17, cycle: 3, source: 'binance' });
    });

    async function open(
      who: string,
      path: string,
      viewport = DESKTOP,
      beforeGoto?: (p: Page) => Promise<void>,
    ) {
      const page = await suite.browser.newPage({ viewport, session: sessions[who]! });
      await (beforeGoto ?? ((p: Page) => p.clock.setFixedTime(pagesNow)))(page);
      await page.goto(path);
      return page;
    }
    const shot = screenshotter('', true, true);
    const screen = screenshotter('', false, true);
    /** What a phone shows with the element at the top of the screen. */
    const screenAt = async (page: Page, testId: string, name: string) => {
      await page
        .getByTestId(testId)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screen(page, name);
    };
    const tile = async (page: Page, testId: string) =>
      (await page.getByTestId(testId).locator('.stat-tile__value').innerText()).trim();
    const noHorizontalScroll = async (page: Page) =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

    it('tells a member with no published strategy why the dashboard and the record are empty, while analysis moves on', async () => {
      const db = suite.server.application.ctx.db;
      // An experimental signal exists: a member without the option never sees it.
      await trade(db, 'EXPOCULTOUSDT', { ...HELD, experimental: true });
      const page = await open('nina', '/dashboard', DESKTOP, (p) => p.clock.install());
      const notice = page.getByTestId('gate-notice');
      await notice.waitFor({ timeout: 20_000 });
      await notice.getByRole('heading', { name: 'Nenhuma estratégia publicada no momento' }).waitFor();
      // The real reason, from the research verdict the engine reported, and the rule as the engine applies it.
      expect(await notice.getByTestId('gate-reason').innerText()).toBe(
        'Nenhum sinal é publicado porque a publicação está desligada: a pesquisa não aprovou nenhum método (nenhum passou na regra de aceitação fora da amostra) e o portão não mostrou valor nos dados de treino (com ele o registro não superou o registro sem portão nem as entradas aleatórias). Enquanto for assim, todas as estratégias ficam experimentais, qualquer que seja o resultado medido pelo portão (2 estratégias avaliadas, abaixo).',
      );
      expect(await notice.getByTestId('gate-rule').innerText()).toMatch(
        /nos últimos 365 dias .* Uma estratégia é publicada quando essa probabilidade chega a 90% e continua publicada até cair abaixo de 70%\.$/,
      );
      expect(await notice.innerText()).not.toMatch(/por isso|percentil 95 das entradas aleatórias, por/);
      expect(await page.getByTestId('gate-schedule').innerText()).toBe(
        `Última avaliação: ${formatDateTime(evaluatedAt)} · Próxima avaliação: ${formatDateTime(nextAt)} (horário de Brasília)`,
      );
      const measured = notice.getByTestId('gate-strategy');
      await expect(measured.count()).resolves.toBe(2);
      const held = await measured.filter({ hasText: 'Exaustão com Volume · 1h' }).innerText();
      expect(held).toContain(
        'Experimental (publicação desligada pela pesquisa): 87 operações encerradas entre 31/12/2024 e 31/03/2025; resultado líquido médio de -0,21% por operação; percentil 95 das entradas aleatórias: +0,48%; probabilidade de vantagem positiva: 31%.',
      );
      // Nothing published, nothing experimental for her; the analysis progress is still there, and moves.
      await page.getByText('Nenhum sinal encontrado.').waitFor();
      const progress = page.getByTestId('warmup-notice');
      await progress
        .getByText(/O motor segue analisando o mercado \(ciclo 3, 17 de 150 pares analisados\)/)
        .waitFor();
      await expect(page.getByTestId('signal-card').count()).resolves.toBe(0);
      await expect(page.getByTestId('experimental-section').count()).resolves.toBe(0);
      await expect(page.getByTestId('count-total').innerText()).resolves.toBe('0');
      await shot(page, 'gate-dashboard-none-published');
      await storeEngineProgress(db, { currentIndex: 18, cycle: 3, source: 'binance' });
      await page.clock.runFor(31_000);
      await progress.getByText(/ciclo 3, 18 de 150 pares analisados/).waitFor({ timeout: 10_000 });
      await expect(notice.isVisible()).resolves.toBe(true);

      const history = await open('nina', '/historico-desempenho');
      await history.getByTestId('gate-notice').waitFor({ timeout: 20_000 });
      await history.getByTestId('track-summary').waitFor();
      await expect(tile(history, 'track-signals')).resolves.toBe('0');
      expect(await history.getByTestId('gate-schedule').innerText()).toContain(formatDateTime(nextAt));
      // No "Experimentais" tab without the option.
      await expect(history.getByTestId('track-tab-experimental').count()).resolves.toBe(0);
      await shot(history, 'gate-history-none-published');

      for (const path of ['/dashboard', '/historico-desempenho']) {
        const phone = await open('nina', path, PHONE);
        await phone.getByTestId('gate-notice').waitFor({ timeout: 20_000 });
        await noHorizontalScroll(phone);
        await screenAt(phone, 'gate-notice', `gate-${path.slice(1)}-mobile`);
      }
      expect(suite.browser.pageErrors).toEqual([]);
    });

    it('tells the admin the real rule, the research verdict, and who sees experimental signals', async () => {
      const page = await open('admin', '/admin/portao-estrategias');
      const rule = page.getByTestId('gate-rule');
      await rule.waitFor({ timeout: 20_000 });
      expect(await rule.innerText()).toMatch(
        /probabilidade de vantagem: a de as duas serem positivas\. Uma estratégia é publicada quando essa probabilidade chega a 90% e continua publicada até cair abaixo de 70%\.$/,
      );
      expect(await page.getByTestId('gate-research').innerText()).toMatch(
        /^Veredito da pesquisa: publicação desligada — a pesquisa não aprovou nenhum método .* Nenhuma estratégia é publicada, qualquer que seja a probabilidade medida\.$/,
      );
      expect(await page.getByTestId('gate-mode').innerText()).toMatch(
        /^Portão de estratégias ligado, publicação desligada: .*todos os sinais ficam experimentais \(administradores e membros que optaram por vê-los\)$/,
      );
      const text = await page.locator('main').innerText();
      expect(text).toContain(
        'visíveis para administradores e membros que ativaram “Ver sinais experimentais” em Configurações',
      );
      expect(text).not.toMatch(/só para administradores|superam o percentil 95/);
      await shot(page, 'gate-admin-page');
      await page.close();
    });

    it('shows an opted-in member the marked experimental signals apart, and no published figure changes', async () => {
      const db = suite.server.application.ctx.db;
      // From here the research allows publishing: the gate rule decides.
      await storeGateMode(db, {
        ...ALLOWED,
        evaluated_at: evaluatedAt.toISOString(),
        next_evaluation_at: nextAt.toISOString(),
      });
      await storeGateDecision(db, {
        ...PUBLISHED,
        published: true,
        evidence: { avg_net_pct: 0.62, prob_positive: 0.97 },
      });
      await trade(db, 'PUBAUSDT', { ...PUBLISHED }, 3);
      await trade(db, 'PUBBUSDT', { ...PUBLISHED, direction: 'VENDA' });
      await trade(db, 'EXPAUSDT', { ...HELD, experimental: true }, -2.1);
      await trade(db, 'EXPBUSDT', { ...HELD, experimental: true, direction: 'VENDA' });

      /** Every published figure the member can read on the dashboard, the record and the statistics. */
      async function publishedFigures() {
        const dash = await open('otto', '/dashboard');
        await dash
          .locator('[data-testid="signal-card"][data-symbol="PUBBUSDT"]')
          .waitFor({ timeout: 20_000 });
        const counters = [
          await dash.getByTestId('count-total').innerText(),
          await dash.getByTestId('count-buy').innerText(),
          await dash.getByTestId('count-sell').innerText(),
        ];
        const mainList = await dash
          .locator('.signals-region [data-testid="signal-card"]')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-symbol')).sort());
        const history = await open('otto', '/historico-desempenho');
        await history.getByTestId('track-summary').waitFor({ timeout: 20_000 });
        const record = [
          await tile(history, 'track-signals'),
          await tile(history, 'track-win-rate'),
          await tile(history, 'track-avg-net'),
          await tile(history, 'track-total-net'),
          await history.getByTestId('track-entries').innerText(),
        ];
        const stats = await open('otto', '/estatisticas');
        await stats.getByText(/Últimos 30 dias/).waitFor({ timeout: 20_000 });
        await expect.poll(() => tile(stats, 'stat-total'), { timeout: 10_000 }).not.toBe('—');
        const figures = [await tile(stats, 'stat-total'), await tile(stats, 'stat-success')];
        return { counters, mainList, record, stats: figures, dash, history };
      }

      const before = await publishedFigures();
      expect(before.counters).toEqual(['2', '1', '1']);
      expect(before.mainList).toEqual(['PUBAUSDT', 'PUBBUSDT']);
      expect(before.record.slice(0, 4)).toEqual(['2', '100,0%', '+3,00%', '+3,00%']);
      expect(before.stats).toEqual(['2', '100,0%']);
      // Some published: the note says which strategy is held back, and why.
      const note = before.dash.getByTestId('gate-held-note');
      await note.waitFor();
      expect(await note.innerText()).toContain('Exaustão com Volume · 1h');
      await expect(before.dash.getByTestId('gate-notice').count()).resolves.toBe(0);

      // Configurações: the option, explained, off by default.
      const settings = await open('otto', '/configuracoes');
      const toggle = settings.getByTestId('experimental-toggle');
      await expect.poll(() => toggle.isEnabled(), { timeout: 20_000 }).toBe(true);
      await expect(toggle.isChecked()).resolves.toBe(false);
      expect(await settings.getByTestId('experimental-panel').innerText()).toContain(
        'Eles nunca entram no histórico publicado, nas estatísticas, nos contadores nem nos alertas',
      );
      await toggle.check();
      await settings.getByText('Sinais experimentais ativados').waitFor({ timeout: 10_000 });
      await shot(settings, 'gate-settings-experimental-on');

      const after = await publishedFigures();
      const section = after.dash.getByTestId('experimental-section');
      await section
        .locator('[data-testid="signal-card"][data-symbol="EXPBUSDT"]')
        .waitFor({ timeout: 20_000 });
      const cards = section.getByTestId('signal-card');
      await expect(cards.count()).resolves.toBe(3);
      for (const badge of await section.getByTestId('experimental-badge').all())
        expect(await badge.innerText()).toMatch(/^EXPERIMENTAL — NÃO APROVADO PELO PORTÃO/i);
      expect(await section.getByTestId('signal-track').first().innerText()).toMatch(
        /^Histórico experimental da estratégia:/,
      );
      // A new experimental signal arrives live, in its section only.
      await trade(db, 'EXPCUSDT', { ...HELD, experimental: true });
      await section
        .locator('[data-testid="signal-card"][data-symbol="EXPCUSDT"]')
        .waitFor({ timeout: 20_000 });
      await shot(after.dash, 'gate-dashboard-experimental');
      expect(await after.dash.getByTestId('count-total').innerText()).toBe('2');
      // Published figures: exactly as before.
      expect(after.counters).toEqual(before.counters);
      expect(after.mainList).toEqual(before.mainList);
      expect(after.record).toEqual(before.record);
      expect(after.stats).toEqual(before.stats);

      // Their own record, on its own tab.
      await after.history.getByTestId('track-tab-experimental').click();
      await after.history.locator('[data-testid="track-summary"][data-record="experimental"]').waitFor();
      await expect(tile(after.history, 'track-signals')).resolves.toBe('4');
      await expect(tile(after.history, 'track-win-rate')).resolves.toBe('0,0%');
      const own = await after.history.getByTestId('track-entries').innerText();
      expect(own).toContain('EXPAUSDT');
      expect(own).not.toContain('PUBAUSDT');
      await shot(after.history, 'gate-history-experimental');
      await after.history.getByTestId('track-tab-published').click();
      await after.history.locator('[data-testid="track-summary"][data-record="published"]').waitFor();
      await expect(tile(after.history, 'track-signals')).resolves.toBe('2');

      const phone = await open('otto', '/dashboard', PHONE);
      await phone
        .getByTestId('experimental-section')
        .getByTestId('signal-card')
        .first()
        .waitFor({ timeout: 20_000 });
      await noHorizontalScroll(phone);
      await screenAt(phone, 'experimental-section', 'gate-dashboard-experimental-mobile');

      // Turned off in Configurações (another tab): the dashboard still open drops the section at once.
      await settings.getByTestId('experimental-toggle').uncheck();
      await settings.getByText('Sinais experimentais desativados').waitFor({ timeout: 10_000 });
      await after.dash.getByTestId('experimental-section').waitFor({ state: 'detached', timeout: 10_000 });
      await expect(after.dash.locator('[data-experimental="true"]').count()).resolves.toBe(0);
      await expect(after.dash.getByTestId('count-total').innerText()).resolves.toBe('2');
      // And a fresh page never gets them.
      const dash = await open('otto', '/dashboard');
      await dash.locator('[data-testid="signal-card"][data-symbol="PUBBUSDT"]').waitFor({ timeout: 20_000 });
      await expect(dash.getByTestId('experimental-section').count()).resolves.toBe(0);
      await expect(dash.locator('[data-experimental="true"]').count()).resolves.toBe(0);
      expect(suite.browser.pageErrors).toEqual([]);
    });
  },
);
