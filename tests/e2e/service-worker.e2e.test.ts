import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiSession, browserSuiteSkip, openSuiteBrowser, type SuiteBrowser } from '../helpers/e2e';
import { api, type TestServer } from '../helpers/server';
import { startServerOnTestDb } from '../helpers/stack';

const MEMBER = { username: 'Fabi Cache', email: 'fabi@exemplo.com', password: 'senha-forte-123' };

const skipReason = browserSuiteSkip('service worker', { postgres: true });

describe.skipIf(skipReason !== null)('service worker in a real browser: API cache and Web Push', () => {
  let server: TestServer;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    server = await startServerOnTestDb({ JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres' });
    await api(server.url, '/api/auth/register', { body: MEMBER });
    browser = await openSuiteBrowser(server.url, { serviceWorkers: 'allow' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('keeps public answers for offline use but never a signed-in member’s answers', async () => {
    const session = await apiSession(server.url, MEMBER);
    const page = await browser.newPage({ session });
    const context = page.context();
    await page.goto('/dashboard');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 10_000 });
    await page.reload();
    await page.getByTestId('live-status').getByText('Ao vivo').waitFor({ timeout: 10_000 });
    await page.goto('/configuracoes');
    await page.getByRole('button', { name: 'Salvar preferências' }).waitFor();

    // Through the worker now: the member's own answer (with the token) and the public snapshot (without).
    const token = session.token;
    const read = (path: string, auth: boolean) =>
      page.evaluate(
        async ({ path, token, auth }) => {
          const res = await fetch(path, { headers: auth ? { Authorization: `Bearer ${token}` } : {} });
          return { status: res.status, body: await res.json() };
        },
        { path, token, auth },
      );
    expect((await read('/api/account/preferences', true)).status).toBe(200);
    expect((await read('/api/unified/signals/confirmed', false)).status).toBe(200);
    const cached = await page.evaluate(async () => {
      const cache = await caches.open('sinais-api-v1');
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(cached).toContain('/api/unified/signals/confirmed');
    expect(cached.filter((p) => p.startsWith('/api/account/'))).toEqual([]);

    // Offline, the signed-in call gets the offline answer, never a stored copy of someone's data.
    await context.setOffline(true);
    const offline = await read('/api/account/preferences', true);
    expect(offline).toEqual({
      status: 503,
      body: { error: 'offline', message: 'Sem conexão com o servidor.' },
    });
    expect((await read('/api/unified/signals/confirmed', false)).status).toBe(200);
    await context.close();
  });

  it('shows a pushed signal as a notification that carries the signal’s address (Web Push delivered by DevTools)', async () => {
    const page = await browser.newPage();
    const context = page.context();
    await context.grantPermissions(['notifications'], { origin: server.url });
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        const reg = e.registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
        if (reg) resolve(reg.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 10_000 });
    const payload = {
      title: 'Novo sinal: BTCUSDT COMPRA',
      body: 'ELITE · 1h · Entrada US$ 95.000,50',
      tag: 'sinais-cripto-sinal-sig_1',
      url: '/sinal/sig_1',
      signalId: 'sig_1',
      silent: true,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registration,
      data: JSON.stringify(payload),
    });
    const notifications = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      );
    await vi.waitFor(async () => expect(await notifications()).toHaveLength(1), { timeout: 30_000 });
    const shown = await notifications();
    expect(shown).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: '/sinal/sig_1', id: 'sig_1' },
      },
    ]);
    await context.close();
  });
});
