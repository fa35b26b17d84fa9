import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmNewSignal } from '@sinais/shared/testing/server';
import { buyWithApprovedCard } from '../helpers/courses';
import {
  browserSuiteSkip,
  openSuiteBrowser,
  screenshotter,
  signIn,
  type SuiteBrowser,
  PHONE,
} from '../helpers/e2e';
import { api, type TestServer } from '../helpers/server';
import { startServerOnTestDb } from '../helpers/stack';

const ADMIN = { email: 'admin@caminhos.test', password: 'admin-senha-123' };
const PASSWORD = 'senha-forte-123';
const DESKTOP = { width: 1366, height: 820 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const skipReason = browserSuiteSkip('member paths');

/** Issue 23: sessions per device, course paths, a checkout that tells first, controls that answer. */
describe.skipIf(skipReason !== null)('member and buyer paths without a rough edge (real Chromium)', () => {
  let server: TestServer;
  let browser: SuiteBrowser;
  let adminToken = '';

  beforeAll(async () => {
    server = await startServerOnTestDb(
      { LOGIN_MAX_PER_IP: '200', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      { postgresOptional: true },
    );
    adminToken = (await api(server.url, '/api/auth/login', { body: ADMIN })).body.token;
    browser = await openSuiteBrowser(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    expect(browser?.pageErrors ?? []).toEqual([]);
  });

  const openPage = (viewport = DESKTOP, userAgent?: string) =>
    browser.newPage({ viewport, ...(userAgent ? { context: { userAgent } } : {}) });
  const shot = screenshotter('paths-');

  async function newMember(prefix: string) {
    const email = `${prefix}.${Date.now()}@exemplo.com`;
    await api(server.url, '/api/auth/register', {
      body: { username: `Aluno ${prefix}`, email, password: PASSWORD },
    });
    const login = await api(server.url, '/api/auth/login', { body: { email, password: PASSWORD } });
    return { email, token: login.body.token as string };
  }
  const login = (page: Page, email: string) => signIn(page, email, PASSWORD, 10_000);
  const buyByCard = (token: string, course: string) => buyWithApprovedCard(server.url, token, course, 1);

  it('the landing reaches a checkout by clicks, at 1366 and 390 px', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'mobile'],
    ] as const) {
      const page = await openPage(viewport);
      await page.goto('/');
      await page.getByRole('link', { name: 'Ver cursos' }).click();
      const courses = page.getByRole('region', { name: 'Cursos' });
      await courses.getByText('Despertar Crypto', { exact: true }).waitFor();
      await courses.getByText('R$ 197,00').waitFor();
      // The test course of the checkout page is not on sale here.
      await expect(courses.getByText('Curso Teste', { exact: false }).count()).resolves.toBe(0);
      await shot(page, `landing-courses-${name}`);
      await courses.getByRole('link', { name: 'Comprar Despertar Crypto' }).click();
      await page.waitForURL((u) => u.pathname === '/checkout/despertar-crypto');
      await page.getByRole('list', { name: 'Etapas da compra' }).waitFor();
      await page.getByText('ou 12x de R$ 16,42 sem juros').first().waitFor();
      // And the free lesson: the sales page, whose call to action leads to the same checkout.
      await page.goto('/');
      await page.getByRole('link', { name: 'Assistir à aula gratuita' }).first().click();
      await page.waitForURL((u) => u.pathname === '/sales');
      await page.getByTestId('sales-headline').waitFor();
    }
  });

  it('an owner clicks a lesson not published yet and sees "Em breve" in place, never a paywall', async () => {
    // Masterclass on sale with two lessons published; the other two are still drafts.
    const cur = await api(server.url, '/api/admin/courses/masterclass/lessons', { token: adminToken });
    const lessons = (cur.body.lessons as Array<Record<string, unknown>>).map((l, i) => ({
      id: l.id,
      title: l.title,
      description: l.description,
      published: i < 2,
      video: i < 2 ? { type: 'file', file: 'v1.mp4' } : null,
      duration_s: i < 2 ? 8 : null,
    }));
    const saved = await api(server.url, '/api/admin/courses/masterclass/lessons', {
      method: 'PUT',
      token: adminToken,
      body: { version: cur.body.version, lessons },
    });
    expect(saved.status).toBe(200);
    const owner = await newMember('dono-masterclass');
    await buyByCard(owner.token, 'masterclass');

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'mobile'],
    ] as const) {
      const page = await openPage(viewport);
      await login(page, owner.email);
      await page.goto('/vitrine-alunos');
      const list = page.getByRole('region', { name: 'Masterclass Trading' });
      // Published lessons, then the written ones labelled by what they are: no "Conteúdo bônus" here.
      await list.getByText('Operando com sinais').waitFor();
      await expect(list.getByText('Conteúdo bônus').count()).resolves.toBe(0);
      await expect(list.getByText('· em breve').count()).resolves.toBe(2);
      await shot(page, `showcase-upcoming-${name}`);
      await list.getByRole('link', { name: /Operando com sinais/ }).click();
      await page.waitForURL((u) => u.pathname === '/aula/masterclass-03');
      const soon = page.getByTestId('lesson-coming-soon');
      await soon.getByText('Em breve').waitFor();
      await soon.getByRole('heading', { name: 'Masterclass Trading' }).waitFor();
      await expect(page.getByText('Acesso Restrito').count()).resolves.toBe(0);
      await expect(page.getByText('Despertar Crypto').count()).resolves.toBe(0);
      await shot(page, `lesson-coming-soon-${name}`);
      await soon.getByRole('link', { name: 'Voltar aos meus cursos' }).click();
      await page.waitForURL((u) => u.pathname === '/vitrine-alunos');
    }
  });

  it('the checkout tells an owner first, and offers a buyer the data of the last purchase (CPF masked)', async () => {
    const buyer = await newMember('lembrado');
    await api(server.url, '/api/customers/save', {
      token: buyer.token,
      body: {
        email: buyer.email,
        phone: '(11) 98765-4321',
        identification: { type: 'CPF', number: '52998224725' },
        address: { zip_code: '01310-100', city: 'São Paulo', state: 'SP' },
        courseId: 'masterclass',
      },
    });
    await buyByCard(buyer.token, 'masterclass');
    const page = await openPage();
    await login(page, buyer.email);

    await page.goto('/checkout/masterclass');
    await page.getByTestId('checkout-standing').getByText('Você já tem acesso a este curso').waitFor();
    await expect(page.getByLabel('Telefone').count()).resolves.toBe(0);
    await shot(page, 'checkout-owned');

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'mobile'],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/checkout/despertar-crypto');
      const offer = page.getByTestId('saved-customer');
      await offer.getByText('CPF ***.982.247-**').waitFor();
      await expect(page.getByText('529.982.247-25').count()).resolves.toBe(0);
      await shot(page, `checkout-saved-offer-${name}`);
      await offer.getByRole('button', { name: 'Usar estes dados' }).click();
      await expect(page.getByLabel('Telefone').inputValue()).resolves.toBe('(11) 98765-4321');
      await expect(page.getByLabel('CEP').inputValue()).resolves.toBe('01310-100');
      await expect(page.getByLabel('Estado').inputValue()).resolves.toBe('SP');
      await page.getByTestId('cpf-on-file').getByText('***.982.247-**').waitFor();
      await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
      await page.getByRole('button', { name: '← Voltar aos dados pessoais' }).waitFor();
    }

    // A Pix left unpaid: the next visit says so before any field.
    const pix = await api(server.url, '/api/payments/pix', {
      token: buyer.token,
      body: { course_id: 'despertar_crypto' },
    });
    expect(pix.status).toBe(201);
    await page.goto('/checkout/despertar-crypto');
    const standing = page.getByTestId('checkout-standing');
    await standing.getByText('Você já tem um pagamento em processamento para este curso').waitFor();
    await expect(page.getByLabel('Telefone').count()).resolves.toBe(0);
    await shot(page, 'checkout-in-process');
    // Cancelling the unpaid Pix opens the form again.
    await standing.getByRole('button', { name: 'Cancelar o Pix pendente' }).click();
    await page.getByRole('button', { name: 'Usar estes dados' }).waitFor();
  });

  it('"Dispositivos conectados" lists each device, "Encerrar" ends the other one only, and Sair says "Você saiu."', async () => {
    const member = await newMember('dois-aparelhos');
    const phone = await openPage(PHONE, IPHONE_UA);
    await login(phone, member.email);
    const desktop = await openPage();
    await login(desktop, member.email);

    await desktop.goto('/minha-conta');
    const panel = desktop.getByTestId('devices-panel');
    const rows = panel.getByTestId('device-session');
    await panel.getByText('Safari no iPhone').waitFor();
    await expect(rows.filter({ hasText: 'Este dispositivo' }).innerText()).resolves.toContain(
      'Chrome no Linux',
    );
    await expect(rows.filter({ hasText: 'Safari no iPhone' }).innerText()).resolves.toContain('Rede local');
    await shot(desktop, 'devices-desktop');
    await phone.goto('/minha-conta');
    await phone.getByTestId('devices-panel').getByText('Chrome no Linux').waitFor();
    await shot(phone, 'devices-mobile');

    // The phone's open page hears its session end (socket) and goes to /login.
    await phone.goto('/dashboard');
    await phone.getByTestId('live-status').getByText('Ao vivo').waitFor({ timeout: 10_000 });
    await rows.filter({ hasText: 'Safari no iPhone' }).getByRole('button', { name: 'Encerrar' }).click();
    await panel.getByText('Dispositivo desconectado.').waitFor();
    await phone.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    // And says what happened (issue 30), not "Sessão expirada".
    await phone.getByText('Sua sessão foi encerrada em outro dispositivo', { exact: false }).waitFor();
    await expect(phone.getByText('Sessão expirada', { exact: false }).count()).resolves.toBe(0);
    await shot(phone, 'session-ended-elsewhere');
    await expect(rows.count()).resolves.toBe(2); // this browser and the test's own API sign-in
    // The desktop goes on: a live signal still reaches it.
    await desktop.goto('/dashboard');
    await desktop.getByTestId('live-status').getByText('Ao vivo').waitFor({ timeout: 10_000 });
    await confirmNewSignal(server.application.ctx.db, server.application.ctx.bus, { symbol: 'AVAXUSDT' });
    await desktop.locator('[data-testid="signal-card"][data-symbol="AVAXUSDT"]').waitFor({ timeout: 10_000 });

    // The whole card opens the detail, the strategy box too.
    await desktop.getByTestId('signal-track').first().click();
    await desktop.waitForURL((u) => u.pathname.startsWith('/sinal/'));

    await desktop.getByTestId('desktop-nav').getByRole('button', { name: 'Sair' }).click();
    await desktop.waitForURL((u) => u.pathname === '/login');
    await desktop.getByText('Você saiu.').waitFor();
    await shot(desktop, 'signed-out');
  });
});
