import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts';
import { chromiumUnavailable, launchBrowser } from '../helpers/browser';
import { api, startTestServer, type TestServer } from '../helpers/server';
import { createTestDatabase, postgresUnavailable } from '../helpers/services';

const ARTIFACTS = fileURLToPath(new URL('../.artifacts/', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const MEMBER = { username: 'Dora Alertas', email: 'dora@exemplo.com', password: 'senha-forte-123' };

const skipReason =
  chromiumUnavailable ??
  postgresUnavailable ??
  (existsSync(join(WEB_DIST, 'index.html')) ? null : 'web/dist não foi compilado (rode `npm run build:web`)');
if (skipReason) console.warn(`[skip] e2e alert settings: ${skipReason}`);

describe.skipIf(skipReason !== null)('alert settings in a real browser', () => {
  let server: TestServer;
  let browser: Browser;
  let drop: () => Promise<void>;
  let context: BrowserContext;
  let token = '';

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const t = await createTestDatabase();
    drop = t.drop;
    server = await startTestServer({
      DATABASE_URL: t.url,
      JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
    });
    token = await registerAndLogin(server.url, MEMBER);
    const login = await api(server.url, '/api/auth/login', {
      body: { email: MEMBER.email, password: MEMBER.password },
    });
    browser = await launchBrowser();
    // No notification permission is granted to this context: the browser refuses when the page asks.
    context = await browser.newContext({ baseURL: server.url, locale: 'pt-BR', serviceWorkers: 'block' });
    await context.addInitScript(
      ({ token, user, savedAt }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('authSavedAt', String(savedAt));
      },
      { token: login.body.token, user: login.body.user, savedAt: Date.now() },
    );
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await drop?.();
  });

  it('saves preferences with notification permission denied: success, plus a separate hint on how to allow it', async () => {
    const page = await context.newPage();
    await page.goto('/configuracoes');
    await page.getByRole('button', { name: 'Ativar notificações' }).click();
    await page.getByTestId('notification-permission').getByText('Permissão de notificação negada').waitFor();

    await page.getByText('VENDA', { exact: true }).click();
    await page.getByRole('button', { name: 'Salvar preferências' }).click();
    await page.getByRole('status').getByText('Preferências salvas.').waitFor();

    const hint = page.getByTestId('permission-hint');
    await expect(hint.innerText()).resolves.toMatch(/bloqueadas no navegador.*Permitir/s);
    // Nothing on the page reads as a failure: no error alert, no red box.
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(page.locator('.alert--error').count()).resolves.toBe(0);
    await expect(hint.locator('.alert--info').count()).resolves.toBe(1);

    const saved = await api(server.url, '/api/account/preferences', { token });
    expect(saved.body.data.preferences.directions).toEqual(['COMPRA']);
    await page.screenshot({ path: `${ARTIFACTS}settings-permission-denied.png`, fullPage: true });
  });
});
