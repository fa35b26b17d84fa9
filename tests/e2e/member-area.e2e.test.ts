import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitSignalChange, confirmNewSignal, storedSignal } from '@sinais/shared/testing/server';
import { browserSuite } from '../helpers/browser-suite';
import {
  browserSuiteSkip,
  pauseClock,
  registerSession,
  screenshotter,
  WEB_DIST,
  type Session,
  LAPTOP,
  PHONE,
} from '../helpers/e2e';
import { api } from '../helpers/server';

const MEMBER = {
  username: 'Carla Trader',
  email: `carla.${Date.now()}@exemplo.com`,
  password: 'senha-forte-123',
};

/** Alerts on every class from PREMIUM+, both directions, without sound. */
const WIDE_ALERTS = {
  enabled: true,
  classes: ['PREMIUM+', 'ELITE', 'ELITE+'],
  directions: ['COMPRA', 'VENDA'],
  sound: false,
};

const skipReason = browserSuiteSkip('member area', { postgres: true });

describe.skipIf(skipReason !== null)('live member area in a real browser', () => {
  let distCopy = '';
  let session: Session;
  const saveAlertPreferences = (body: typeof WIDE_ALERTS) =>
    api(server().url, '/api/account/preferences', { method: 'PUT', token: session.token, body });

  beforeAll(() => {
    // A private copy of the built client: the new-version test rewrites its sw.js.
    distCopy = mkdtempSync(join(tmpdir(), 'sinais-dist-'));
    cpSync(WEB_DIST, distCopy, { recursive: true });
  });
  afterAll(() => {
    if (distCopy) rmSync(distCopy, { recursive: true, force: true });
  });
  const env = () => ({ WEB_DIST_DIR: distCopy, JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres' });
  const suite = browserSuite(env, async (server) => {
    session = await registerSession(server.url, MEMBER);
    const now = new Date().toISOString();
    await server.application.ctx.db.query(
      `INSERT INTO engine_state (key, value) VALUES ('btc', $1), ('btc_derivatives', $2)`,
      [
        JSON.stringify({
          price: 96480.12,
          change_24h: 1.84,
          volume_24h: 28.4e9,
          market_cap: 1.91e12,
          dominance: 57.1,
          simulated: false,
          updated_at: now,
        }),
        JSON.stringify({
          funding_rate: 0.00021,
          next_funding_time: now,
          open_interest: 82150,
          open_interest_change_1h: 0.9,
          long_short_ratio: 1.32,
          volume_usdt_24h: 28.4e9,
          volume_usdt_avg: 24e9,
          updated_at: now,
        }),
      ],
    );
  });
  const server = () => suite.server;
  const browser = () => suite.browser;

  async function memberPage(
    opts: { viewport?: typeof LAPTOP; serviceWorkers?: 'allow' | 'block'; init?: string } = {},
  ): Promise<Page> {
    // A session the page stored itself (signed in again, or out) is kept.
    return browser().newPage({
      viewport: opts.viewport ?? LAPTOP,
      serviceWorkers: opts.serviceWorkers ?? 'block',
      session,
      keepOwn: true,
      ...(opts.init ? { init: opts.init } : {}),
    });
  }
  const shot = screenshotter('', true, true);
  const db = () => server().application.ctx.db;
  const bus = () => server().application.ctx.bus;

  it('shows a signal confirmed by the engine within 1 s, live, without reloading', async () => {
    const page = await memberPage();
    await page.goto('/dashboard');
    await page.getByTestId('live-status').getByText('Ao vivo').waitFor({ timeout: 10_000 });
    await page.getByText('Nenhum sinal encontrado.').waitFor();
    await expect(page.getByTestId('count-total').innerText()).resolves.toBe('0');
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    const started = Date.now();
    await confirmNewSignal(db(), bus(), {
      symbol: 'ETHUSDT',
      entry_price: 3150.25,
      target_price: 3244.76,
      stop_loss: 3087.25,
      projection_percentage: 3,
      signal_class: 'ELITE+',
    });
    const card = page.locator('[data-testid="signal-card"][data-symbol="ETHUSDT"]');
    await card.waitFor({ timeout: 1000 });
    const latency = Date.now() - started;
    expect(latency).toBeLessThan(1000);
    await expect(
      page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).resolves.toBe(true);

    const text = (await card.innerText()).replace(/\u00a0/g, ' ');
    expect(text).toContain('COMPRA');
    expect(text).toContain('US$ 3.150,25'); // entry
    expect(text).toContain('US$ 3.244,76'); // target with the entry's decimals
    expect(text).toContain('US$ 3.087,25'); // stop
    expect(text).toContain('3,00%');
    expect(text).toContain('Em aberto');
    expect(text).toMatch(/1 : 1,50/);
    await expect(card.locator('.stars').innerText()).resolves.toBe('★★★');
    await expect(page.getByTestId('count-total').innerText()).resolves.toBe('1');
    await expect(page.getByTestId('count-buy').innerText()).resolves.toBe('1');
    await expect(page.getByTestId('count-sell').innerText()).resolves.toBe('0');

    // A sell, then the first one closes at its target: the card's live outcome changes in place.
    const sellSeq = await confirmNewSignal(db(), bus(), {
      symbol: 'SOLUSDT',
      direction: 'VENDA',
      entry_price: 142.5,
      target_price: 138.2,
      stop_loss: 144.6,
    });
    expect(sellSeq).toBeGreaterThan(0);
    await page.locator('[data-testid="signal-card"][data-symbol="SOLUSDT"]').waitFor({ timeout: 1000 });
    await expect(page.getByTestId('count-sell').innerText()).resolves.toBe('1');
    const confirmed = await storedSignal(db(), { symbol: 'ETHUSDT', status: 'CONFIRMED' });
    await commitSignalChange(
      db(),
      bus(),
      { ...confirmed, outcome: 'TARGET_HIT', closed_at: new Date().toISOString(), profit_loss: 3 },
      'closed',
    );
    await card.getByTestId('signal-outcome').getByText('Alvo atingido').waitFor({ timeout: 1000 });

    // Favourite toggle is local.
    await card.getByRole('button', { name: 'Favoritar ETHUSDT' }).click();
    await expect(page.evaluate(() => localStorage.getItem('favoriteSignals'))).resolves.toContain('sig_');
    await expect(page.getByTestId('btc-price').innerText()).resolves.toMatch(/US\$\s?96\.480/);
    await shot(page, 'dashboard-live-desktop');
  });

  it('reconnects after a server-side disconnect and catches up on the signal confirmed meanwhile, once', async () => {
    const page = await memberPage();
    await page.goto('/dashboard');
    await page.getByTestId('live-status').getByText('Ao vivo').waitFor({ timeout: 10_000 });
    await page.locator('[data-testid="signal-card"]').first().waitFor();
    const before = await page.locator('[data-testid="signal-card"]').count();
    server().application.ctx.realtime!.io.disconnectSockets(true);
    await page.getByTestId('live-status').getByText('Reconectando...').waitFor({ timeout: 2000 });
    // Confirmed while the tab is away: no socket receives it live.
    await confirmNewSignal(db(), bus(), {
      symbol: 'ADAUSDT',
      entry_price: 0.6123,
      target_price: 0.6307,
      stop_loss: 0.5939,
    });
    await page.getByTestId('live-status').getByText('Ao vivo').waitFor({ timeout: 5000 });
    const card = page.locator('[data-testid="signal-card"][data-symbol="ADAUSDT"]');
    await card.waitFor({ timeout: 3000 });
    await expect(page.locator('[data-testid="signal-card"]').count()).resolves.toBe(before + 1);
    await expect(card.count()).resolves.toBe(1);
    expect((await card.innerText()).replace(/\u00a0/g, ' ')).toContain('US$ 0,6307');
  });

  it('notifies confirmed signals that match the alert preferences, and only those', async () => {
    await saveAlertPreferences({ enabled: true, classes: ['ELITE'], directions: ['COMPRA'], sound: false });
    const page = await memberPage({
      init: `window.__notes = [];
        window.Notification = class { static permission = 'granted'; static async requestPermission() { return 'granted'; }
          constructor(title, opts) { window.__notes.push({ title, tag: opts && opts.tag }); } };`,
    });
    // The alert preferences are fetched at start: the signal is sent once they have arrived.
    const preferencesRead = page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/account/preferences',
    );
    await page.goto('/dashboard');
    await page.getByTestId('live-status').getByText('Ao vivo').waitFor({ timeout: 10_000 });
    await (await preferencesRead).finished();
    await confirmNewSignal(db(), bus(), {
      symbol: 'BNBUSDT',
      direction: 'VENDA',
      entry_price: 610.5,
      target_price: 592.2,
      stop_loss: 622.7,
      signal_class: 'ELITE+',
    });
    await page.locator('[data-testid="signal-card"][data-symbol="BNBUSDT"]').waitFor({ timeout: 1000 });
    await confirmNewSignal(db(), bus(), {
      symbol: 'LINKUSDT',
      entry_price: 14.215,
      target_price: 14.64,
      stop_loss: 13.79,
      signal_class: 'ELITE',
    });
    await page.locator('[data-testid="signal-card"][data-symbol="LINKUSDT"]').waitFor({ timeout: 1000 });
    await page.waitForFunction(() => (window as unknown as { __notes: unknown[] }).__notes.length > 0, null, {
      timeout: 2000,
    });
    const notes = await page.evaluate(
      () => (window as unknown as { __notes: Array<{ title: string; tag: string }> }).__notes,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toContain('LINKUSDT');
    expect(notes[0]!.tag).toMatch(/^sinais-cripto-sinal-sig_/);
    await saveAlertPreferences(WIDE_ALERTS);
  });

  it('ticks the CRYPTO clock every second in Sao Paulo time and shows the exchanges', async () => {
    const page = await memberPage({ viewport: PHONE });
    await page.goto('/dashboard');
    const clock = page.getByTestId('crypto-clock-time');
    await clock.waitFor();
    const first = await clock.innerText();
    expect(first).toMatch(/^\d\d:\d\d:\d\d$/);
    // Ticks: the text changes within a few seconds (waited on, not slept).
    await expect.poll(() => clock.innerText(), { timeout: 5000 }).not.toBe(first);
    const second = await clock.innerText();
    // Sao Paulo time: within a few seconds of the test's own reading (a minute or hour may turn in between, so the
    // strings are compared as seconds of the day; a wrong time zone is off by hours).
    const sp = new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    const secondsOfDay = (t: string) => t.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
    const diff = Math.abs(secondsOfDay(second) - secondsOfDay(sp));
    expect(Math.min(diff, 86_400 - diff)).toBeLessThanOrEqual(5);
    for (const id of ['market-asia', 'market-new_york']) {
      await page
        .getByTestId(id)
        .getByText(/ABERTO|FECHADO|PRÉ-MERCADO|PÓS-MERCADO|INTERVALO/)
        .waitFor({ timeout: 5000 });
    }
    await page.locator('[data-testid="signal-card"]').first().waitFor();
    await shot(page, 'dashboard-mobile');
  });

  it('install page: v1.5.0, banner 2 s after the install event for 10 s, dialog after 3 s unless dismissed', async () => {
    const page = await memberPage();
    // On a paused clock: the dialog's 3 s cannot pass during a slow load, before the test looks.
    const openOnClock = await pauseClock(page);
    const heading = page.getByRole('heading', { level: 1, name: 'Instalar App' });
    const openPaused = (go: () => Promise<unknown>) => openOnClock(go, heading);
    await openPaused(() => page.goto('/app'));
    await expect(page.getByTestId('app-version').innerText()).resolves.toBe('v1.5.0');
    await expect(page.getByText('menos de 5 MB').first().isVisible()).resolves.toBe(true);

    await page.evaluate(() => {
      const e = new Event('beforeinstallprompt') as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<unknown>;
      };
      e.prompt = async () => {
        (window as unknown as { __prompted: boolean }).__prompted = true;
      };
      e.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(e);
    });
    const banner = page.getByTestId('install-banner');
    const dialog = page.getByTestId('install-dialog');
    await page.clock.runFor(1900);
    await expect(banner.count()).resolves.toBe(0);
    await expect(dialog.count()).resolves.toBe(0);
    await page.clock.runFor(200);
    await banner.waitFor({ timeout: 1000 });
    await page.clock.runFor(1000); // 3.1 s after opening the page
    await dialog.waitFor({ timeout: 1000 });
    await shot(page, 'install-dialog');
    await page.clock.runFor(8000); // 10.1 s after the banner appeared... not yet 10 s
    await expect(banner.count()).resolves.toBe(1);
    await page.clock.runFor(1200);
    await expect(banner.count()).resolves.toBe(0);

    await dialog.getByRole('button', { name: 'Instalar' }).click();
    await expect(
      page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted),
    ).resolves.toBe(true);

    // Dismissed once: the dialog does not come back.
    await openPaused(() => page.reload());
    await page.clock.runFor(3500);
    await page.getByTestId('install-dialog').getByRole('button', { name: 'Agora não' }).click();
    await openPaused(() => page.reload());
    await page.clock.runFor(5000);
    await expect(page.getByTestId('install-dialog').count()).resolves.toBe(0);
    await shot(page, 'install-desktop');
  });

  it('new-version notice: a new worker waits, "Atualizar" activates it and reloads after 1 s; the API cache is cleared on request', async () => {
    const page = await memberPage({ serviceWorkers: 'allow' });
    await page.goto('/dashboard');
    await page.getByTestId('live-status').getByText('Ao vivo').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 10_000 });
    // The snapshot fetched through the worker is in its API cache; the dashboard's message clears it.
    await page.reload();
    await page.getByTestId('live-status').getByText('Ao vivo').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => caches.has('sinais-api-v1'), null, { timeout: 5000 });
    const cleared = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const ch = new MessageChannel();
          ch.port1.onmessage = (e) => resolve(e.data);
          navigator.serviceWorker.controller!.postMessage({ type: 'CLEAR_API_CACHE' }, [ch.port2]);
        }),
    );
    expect(cleared).toEqual({ type: 'API_CACHE_CLEARED', deleted: true });
    await expect(page.evaluate(() => caches.has('sinais-api-v1'))).resolves.toBe(false);

    const deploy = (tag: string) => {
      const sw = join(distCopy, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// deploy ${tag}\n`);
    };
    const notice = page.getByTestId('update-notice');
    await expect(notice.count()).resolves.toBe(0);

    // Close hides the notice.
    deploy('a');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await notice.waitFor({ timeout: 10_000 });
    await expect(notice.innerText()).resolves.toContain('Nova versão disponível!');
    await shot(page, 'update-notice');
    await notice.getByRole('button', { name: 'Fechar aviso de nova versão' }).click();
    await expect(notice.count()).resolves.toBe(0);

    // Update: the waiting worker takes over and the page reloads about 1 s later.
    await page.reload();
    await notice.waitFor({ timeout: 10_000 });
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
    const waitingUrl = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.scriptURL ?? null),
    );
    expect(waitingUrl).toMatch(/\/sw\.js$/);
    const clicked = Date.now();
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    await notice.getByRole('button', { name: 'Atualizar' }).click();
    await reloaded;
    const elapsed = Date.now() - clicked;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(5000);
    await expect(
      page.evaluate(() => (window as unknown as { __before?: boolean }).__before ?? false),
    ).resolves.toBe(false);
    await expect(
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
    ).resolves.toBeNull();
    await page.getByTestId('live-status').waitFor();
    await expect(page.getByTestId('update-notice').count()).resolves.toBe(0);
  });

  it('statistics, sentiment, account, settings and support show real data and the spec texts', async () => {
    const page = await memberPage();
    await page.goto('/estatisticas');
    await page.getByTestId('daily-chart').locator('.recharts-surface').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('stat-total').innerText()).toMatch(/\b5\b/);
    await expect.poll(() => page.getByTestId('stat-success').innerText()).toMatch(/100,0%/);
    await shot(page, 'statistics-desktop');

    await page.goto('/btc-sentiment');
    await page.getByTestId('sentiment-description').waitFor();
    await expect.poll(() => page.getByTestId('sent-funding').innerText()).toContain('0,0210%');
    await expect.poll(() => page.getByTestId('sent-ls').innerText()).toContain('1,32');
    await shot(page, 'btc-sentiment-desktop');

    await page.goto('/minha-conta');
    await expect.poll(() => page.getByLabel('Nome', { exact: true }).inputValue()).toBe(MEMBER.username);
    await page.getByLabel('Nome preferido').fill('Carlinha');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await page.getByText('Informe sua senha para confirmar.').waitFor();
    await page.getByLabel('Senha').fill(MEMBER.password);
    await page.getByText('Criptomoedas').click();
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await page.getByText('Perfil atualizado com sucesso!').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('userProfile'))).resolves.toContain('Carlinha');
    const saved = (await api(server().url, '/api/account/profile', { token: session.token })).body.data
      .profile;
    expect(saved).toMatchObject({
      nomePreferido: 'Carlinha',
      interesses: ['Criptomoedas'],
      perfilFinanceiro: 'moderado',
    });
    // The menu calls the member by the preferred name at once, and after a reload.
    // After the reload the name comes with the profile, read once the API map has loaded: on a loaded machine
    // that takes more than expect.poll's default 5 s.
    const menuName = () => page.getByTestId('account-menu-name').innerText();
    await expect.poll(menuName, { timeout: 20_000 }).toBe('Carlinha');
    await page.reload();
    await expect.poll(menuName, { timeout: 20_000 }).toBe('Carlinha');
    await shot(page, 'account-desktop');

    await saveAlertPreferences(WIDE_ALERTS);
    await page.goto('/configuracoes');
    await expect.poll(() => page.getByRole('checkbox', { name: 'ELITE+ (★★★)' }).isChecked()).toBe(true);
    await page.getByText('ELITE+ (★★★)').click();
    await page.getByRole('button', { name: 'Salvar preferências' }).click();
    await page.getByText('Preferências salvas.').waitFor();
    const prefs = (await api(server().url, '/api/account/preferences', { token: session.token })).body.data
      .preferences;
    expect(prefs.classes).toEqual(['PREMIUM+', 'ELITE']);
    await page.getByRole('button', { name: 'Ativar notificações' }).click();
    // A refused permission is a status and a hint on how to allow it, never an error over the saved preferences.
    await page.getByTestId('notification-permission').getByText('Permissão de notificação negada').waitFor();
    await page
      .getByTestId('permission-hint')
      .getByText(/bloqueadas no navegador/)
      .waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await shot(page, 'settings-desktop');

    const noApi = await memberPage({ init: 'delete window.Notification;' });
    await noApi.goto('/configuracoes');
    await noApi.getByTestId('notification-permission').getByText('Notificações não são suportadas').waitFor();

    await page.goto('/suporte');
    await page.getByText('Segunda a sexta').waitFor();
    await page.getByRole('button', { name: 'Ver FAQ' }).click();
    await page.getByText('Por que a lista zera às 21:00?').waitFor();
    await shot(page, 'support-desktop');
    expect(browser().pageErrors).toEqual([]);
  });
  it('fits a phone screen without horizontal scrolling on every member page', async () => {
    const page = await memberPage({ viewport: PHONE });
    for (const [path, name] of [
      ['/dashboard', 'dashboard'],
      ['/estatisticas', 'statistics'],
      ['/btc-sentiment', 'btc-sentiment'],
      ['/minha-conta', 'account'],
      ['/configuracoes', 'settings'],
      ['/suporte', 'support'],
      ['/app', 'install'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          message: path,
        })
        .toBeLessThanOrEqual(0);
      await shot(page, `${name}-mobile`);
    }
  });
});
