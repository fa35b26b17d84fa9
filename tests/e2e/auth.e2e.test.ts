import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserSuiteSkip,
  fillSignUp,
  menuSections,
  openMobileMenu,
  screenshotter,
  LAPTOP,
  PHONE,
} from '../helpers/e2e';
import { browserSuite } from '../helpers/browser-suite';
import { readOutbox } from '../helpers/server';

const ADMIN = { email: 'admin@sinais.test', password: 'Admin#2024-seguro' };
const MEMBER = {
  username: 'Maria Teste',
  email: `maria.${Date.now()}@exemplo.com`,
  password: 'senha-forte-123',
};

const skipReason = browserSuiteSkip('auth');

describe.skipIf(skipReason !== null)('auth and app shell in a real browser', () => {
  const suite = browserSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, undefined, {
    stack: { embedded: true },
    // Refused requests (401 on a wrong password...) are expected; anything else, such as a CSP violation, is not.
    page: { viewport: LAPTOP, consoleErrors: true },
  });

  const openPage = (viewport = LAPTOP) => suite.browser.newPage({ viewport });
  const path = (page: Page) => new URL(page.url()).pathname;
  const shot = screenshotter('', false);

  async function login(page: Page, email: string, password: string) {
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Login realizado com sucesso! Redirecionando...').waitFor();
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 10_000 });
  }

  async function desktopNav(page: Page): Promise<string[]> {
    const nav = page.getByTestId('desktop-nav');
    await nav.waitFor();
    return (await nav.locator('a, button').allInnerTexts()).map((t) => t.trim());
  }

  it('shows the landing page with an Entrar button leading to /login', async () => {
    const page = await openPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/Bem-vindo/);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('pt-BR');
    await expect(page.getByRole('main').count()).resolves.toBe(1);
    await shot(page, 'landing-desktop');
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await expect(page.getByLabel('E-mail').getAttribute('type')).resolves.toBe('email');
    for (const href of ['/register', '/forgot-password', '/terms-of-service', '/privacy-policy'])
      await expect(page.locator(`main a[href="${href}"]`).count(), href).resolves.toBeGreaterThan(0);
    await shot(page, 'login-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'login-mobile');
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'landing-mobile');
    await page.setViewportSize(LAPTOP);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    // Logged out, the bar holds only the Login link.
    await expect(page.getByRole('banner').getByRole('link').allInnerTexts()).resolves.toEqual([
      'Sinais Cripto',
      'Login',
    ]);
  });

  it('paints the landing from the HTML alone, only for a logged-out visitor on /, and compresses static files', async () => {
    // The app's scripts never arrive: what is on screen came with index.html and the stylesheet.
    const page = await openPage(PHONE);
    await page.route(/\/assets\/.*\.js$/, (route) =>
      /landing-flag-/.test(route.request().url()) ? route.continue() : route.abort(),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/Bem-vindo/);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    // Any other path, or a visitor with a stored session, never sees that copy.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(false);
    await page.evaluate(() => localStorage.setItem('authToken', 'x'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(false);

    const html = await fetch(suite.server.url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    const js = await fetch(suite.server.url + script, { headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers.get('content-encoding')).toBe('gzip');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    // Compressed at build, not on the event loop: the bytes sent are the build's own .br / .gz copy.
    const distFile = fileURLToPath(new URL(`../../web/dist${script}`, import.meta.url));
    expect(Number(js.headers.get('content-length'))).toBe(statSync(`${distFile}.gz`).size);
    const jsBr = await fetch(suite.server.url + script, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(jsBr.headers.get('content-encoding')).toBe('br');
    expect(Number(jsBr.headers.get('content-length'))).toBe(statSync(`${distFile}.br`).size);
    expect(await jsBr.text()).toBe(await js.text());
    // A small API answer is sent as is (API compression starts at 1 KiB: tests/integration/api-compression.test.ts).
    const apiRes = await fetch(`${suite.server.url}/api/status`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(apiRes.headers.get('content-encoding')).toBeNull();
    expect(js.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('sends a visitor from protected pages to /login, and shows unknown paths the 404 page', async () => {
    const page = await openPage();
    await page.goto('/minha-conta');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('Faça login para acessar esta página.').waitFor();

    await page.goto('/crm');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('Faça login para acessar o CRM').waitFor();
    await shot(page, 'login-from-crm');

    // Issue 30: an unknown address is a Portuguese 404 page, answered with HTTP 404 (the app shell, so it renders).
    const response = await page.goto('/nao-existe/mesmo');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    expect(path(page)).toBe('/nao-existe/mesmo');
    await shot(page, 'not-found');
    // A page of the router with a parameter is still a page; an unknown API route is a Portuguese JSON 404.
    expect((await fetch(`${suite.server.url}/aula/qualquer-aula`)).status).toBe(200);
    const unknownApi = await fetch(`${suite.server.url}/api/nao-existe`);
    expect(unknownApi.status).toBe(404);
    await expect(unknownApi.json()).resolves.toMatchObject({
      error: 'not_found',
      message: 'Rota não encontrada.',
    });
  });

  it('registers, logs in, lands on /dashboard with the member menu, and is kept out of admin pages', async () => {
    const page = await openPage();
    await fillSignUp(page, MEMBER, 'outra-senha');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('As senhas não coincidem.').waitFor();
    await page.getByLabel('Confirmar senha').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    await page.getByText('Cadastro realizado com sucesso! Faça login para continuar.').waitFor();
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe(MEMBER.email);

    // A wrong password shows the server's Portuguese message; typing clears it.
    await page.getByLabel('Senha').fill('errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Credenciais inválidas').waitFor();
    await page.getByLabel('Senha').fill('x');
    await expect(page.getByText('Credenciais inválidas').count()).resolves.toBe(0);

    await login(page, MEMBER.email, MEMBER.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const stored = await page.evaluate(() => [
      localStorage.getItem('authToken'),
      localStorage.getItem('auth_token'),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(stored[0]).toBe(stored[1]);
    await expect(desktopNav(page)).resolves.toEqual(['Dashboard', 'Suporte', 'Sair']);
    await page.getByRole('img', { name: 'Servidor online' }).waitFor({ timeout: 10_000 });
    await expect(page.locator('main').evaluate((m) => getComputedStyle(m).paddingTop)).resolves.toBe('60px');
    await shot(page, 'dashboard-member-desktop');

    await page.setViewportSize(PHONE);
    const menu = await openMobileMenu(page);
    // The spec's sections, with Conta (issue 16: Minha Conta, Configurações, Minhas compras) between them.
    await expect(menuSections(menu)).resolves.toEqual(['Navegação', 'Conta', 'Ajuda']);
    await expect(menu.getByRole('link', { name: 'Instalar App' }).getAttribute('href')).resolves.toBe('/app');
    await menu.getByRole('button', { name: 'Sair' }).waitFor();
    await shot(page, 'dashboard-member-mobile-menu');
    await menu.getByRole('link', { name: 'Suporte' }).click();
    await page.waitForURL((u) => u.pathname === '/suporte');
    await page.getByRole('heading', { level: 1, name: 'Central de Suporte' }).waitFor();
    await expect(page.getByTestId('mobile-menu').count()).resolves.toBe(0);
    await expect(page.locator('main').evaluate((m) => getComputedStyle(m).paddingTop)).resolves.toBe('70px');
    await page.setViewportSize(LAPTOP);

    // After a reload the stored token is confirmed with the server before a protected page shows.
    await page.route('**/api/auth/verify-token', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/suporte');
    await page.getByText('Verificando autenticação...').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Central de Suporte' }).waitFor();
    await page.unroute('**/api/auth/verify-token');

    // A member opening an admin page is checked by the server and sent to /dashboard.
    await page.route('**/api/auth/check-admin', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByTestId('desktop-nav').getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/crm');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Verificando permissões de administrador...').waitFor();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.unroute('**/api/auth/check-admin');
    await page.goto('/crm');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByText('Acesso negado: Apenas administradores podem acessar o CRM').waitFor();
    await shot(page, 'dashboard-member-denied');
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect(
      page.getByText('Acesso negado: Apenas administradores podem acessar o CRM').count(),
    ).resolves.toBe(0);
    await page.goto('/trading-command');
    await page.waitForURL((u) => u.pathname === '/dashboard');

    // Sair removes the token and goes to /login, which says "Você saiu."; protected pages then send back to
    // /login. The server ends this device's session too (POST /api/auth/logout): a copy of it no longer works.
    const oldToken = await page.evaluate(
      () => localStorage.getItem('authToken') ?? localStorage.getItem('auth_token'),
    );
    expect(oldToken).toBeTruthy();
    const revoked = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/auth/logout' && r.request().method() === 'POST',
    );
    await page.getByTestId('desktop-nav').getByRole('button', { name: 'Sair' }).click();
    expect((await revoked).status()).toBe(200);
    const me = await fetch(`${suite.server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(me.status).toBe(401);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('Você saiu.').waitFor();
    await expect(
      page.evaluate(() => localStorage.getItem('authToken') ?? localStorage.getItem('auth_token')),
    ).resolves.toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('gives the admin the admin menu and the admin pages', async () => {
    const page = await openPage();
    await login(page, ADMIN.email, ADMIN.password);
    await expect(desktopNav(page)).resolves.toEqual([
      'Dashboard',
      'Suporte',
      'CRM',
      'Admin VSL',
      'Investimentos Simulados',
      // Issue 21 §7: every operator page behind one dropdown (tests/e2e/operator-navigation.e2e.test.ts).
      'Operação',
      'Sair',
    ]);
    await shot(page, 'dashboard-admin-desktop');

    await page.getByTestId('desktop-nav').getByRole('link', { name: 'CRM' }).click();
    await page.waitForURL((u) => u.pathname === '/crm');
    await page.getByRole('heading', { level: 1, name: 'CRM' }).waitFor();
    await page.goto('/trading-command');
    await page.getByRole('heading', { level: 1, name: 'Trading Command Center' }).waitFor();
    expect(path(page)).toBe('/trading-command');

    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const menu = await openMobileMenu(page);
    await expect(menuSections(menu)).resolves.toEqual(['Navegação', 'Conta', 'Ajuda', 'Administração']);
    // The spec's nine admin pages plus Portão de estratégias (issue 12), Operação and Auditoria (issue 15),
    // Logs do Sistema and Aulas dos cursos (issue 21 §7: every operator page), Avaliações e números (issue 30),
    // Incidentes (issue 29 §4).
    await expect(menu.getByRole('region', { name: 'Administração' }).getByRole('link').count()).resolves.toBe(
      16,
    );
    await shot(page, 'dashboard-admin-mobile-menu');
  });

  it('returns to the page that asked for login', async () => {
    const page = await openPage();
    await page.goto('/crm');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Senha').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((u) => u.pathname === '/crm', { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'CRM' }).waitFor();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const page = await openPage();
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(MEMBER.email);
    await page.getByRole('button', { name: 'Enviar link de redefinição' }).click();
    await page.getByText('Se o e-mail estiver cadastrado', { exact: false }).waitFor();
    const mail = readOutbox(suite.server.dataDir).find((m) => m.to === MEMBER.email);
    const link = mail?.link ?? mail?.text.match(/https?:\/\/\S+reset-password\S+/)?.[0];
    expect(link, 'link de redefinição no outbox').toBeTruthy();
    const target = new URL(link!, suite.server.url);

    await page.goto('/reset-password');
    await page.getByText('Token ou ID de usuário inválido/ausente na URL.').waitFor();
    await expect(page.getByRole('button', { name: 'Redefinir senha' }).isDisabled()).resolves.toBe(true);

    await page.goto(`${target.pathname}${target.search}`);
    await page.getByLabel('Nova senha', { exact: true }).fill('12345');
    await page.getByLabel('Confirmar nova senha').fill('12345');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('A nova senha deve ter pelo menos 6 caracteres.').waitFor();
    MEMBER.password = 'nova-senha-456';
    await page.getByLabel('Nova senha', { exact: true }).fill(MEMBER.password);
    await page.getByLabel('Confirmar nova senha').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('Redirecionando para o login...', { exact: false }).waitFor();
    await shot(page, 'reset-password-done');
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 8_000 });
    await login(page, MEMBER.email, MEMBER.password);
  });

  it('logs out through /logout with Saindo...', async () => {
    const page = await openPage();
    await login(page, ADMIN.email, ADMIN.password);
    await page.goto('/logout');
    await page.getByText('Saindo...').waitFor();
    await page.waitForURL((u) => u.pathname === '/');
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
  });

  it('raised no uncaught page errors or console errors', () => {
    expect(suite.browser.pageErrors).toEqual([]);
  });
});
