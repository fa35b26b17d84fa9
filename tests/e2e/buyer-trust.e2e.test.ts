import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWithApprovedCard } from '../helpers/courses';
import {
  browserSuiteSkip,
  openSuiteBrowser,
  screenshotter,
  signIn,
  type SuiteBrowser,
  DESKTOP,
  PHONE,
} from '../helpers/e2e';
import { putEngineState } from '@sinais/shared/testing/server';
import { beat } from '../helpers/engine-state';
import { api, type TestServer } from '../helpers/server';
import { startServerOnTestDb } from '../helpers/stack';

/** axe-core's source, run in the page through the DevTools protocol (the app's CSP refuses inline scripts). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'senha-forte-123';
const VIEWPORTS = [
  [DESKTOP, 'desktop'],
  [PHONE, 'mobile'],
] as const;

const skipReason = browserSuiteSkip('buyer trust');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** The serious and critical axe-core violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Issue 30: a buyer and a member who are never misled: claims from data, a public record, truthful progress. */
describe.skipIf(skipReason !== null)('a buyer who is never misled (real Chromium)', () => {
  let server: TestServer;
  let browser: SuiteBrowser;
  let n = 0;

  beforeAll(async () => {
    server = await startServerOnTestDb({ LOGIN_MAX_PER_IP: '200' }, { postgresOptional: true });
    browser = await openSuiteBrowser(server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    expect(browser?.pageErrors ?? []).toEqual([]);
  });

  const shot = screenshotter('trust-');

  async function newMember(prefix: string) {
    const email = `${prefix}.${Date.now()}.${++n}@exemplo.com`;
    await api(server.url, '/api/auth/register', {
      body: { username: `Aluna ${prefix}`, email, password: PASSWORD },
    });
    const login = await api(server.url, '/api/auth/login', { body: { email, password: PASSWORD } });
    return { email, token: login.body.token as string };
  }

  it('a fresh install claims no student count, rating or testimonial, and names the test environment from step 1', async () => {
    for (const [viewport, name] of VIEWPORTS) {
      const page = await browser.newPage({ viewport });
      await page.goto('/checkout/despertar-crypto');
      await page.getByRole('button', { name: 'Continuar', exact: true }).waitFor();
      await page.getByText('7 dias', { exact: true }).waitFor();
      const body = await page.locator('body').innerText();
      expect(body).not.toMatch(/5\.000|4,9|alunos|avaliação média|O que dizem nossos alunos/);
      await expect(page.getByTestId('seal-students').count()).resolves.toBe(0);
      await expect(page.getByTestId('testimonials').count()).resolves.toBe(0);
      // The processor line is told once the payment configuration arrives: wait for it, do not race it.
      await page.getByTestId('payment-processor').filter({ hasText: 'Ambiente de teste' }).waitFor();
      await shot(page, `fresh-checkout-${name}`);
      await page.close();
    }
  });

  it('a visitor reads the track record from the landing without logging in, told when prices are simulated', async () => {
    for (const [viewport, name] of VIEWPORTS) {
      const page = await browser.newPage({ viewport });
      await page.goto('/');
      await page.getByRole('link', { name: 'Ver o histórico público' }).click();
      await page.waitForURL((u) => u.pathname === '/historico-desempenho');
      await page.getByRole('heading', { level: 1, name: 'Histórico de desempenho' }).waitFor();
      const intro = page.getByTestId('public-record-intro');
      await intro.getByText('líquido de taxas e funding').waitFor();
      await intro.getByText('portão de estratégias', { exact: false }).waitFor();
      await page.getByTestId('track-updated').getByText('Atualizado em', { exact: false }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/historico-desempenho');
      await shot(page, `public-record-${name}`);
      await page.close();
    }
    // An engine on the simulator: the record says it is a demonstration.
    await beat(server.application.ctx.db, new Date());
    await putEngineState(server.application.ctx.db, 'market_source', {
      kind: 'sim',
      simulated: true,
      instance_id: 'motor-teste',
    });
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto('/historico-desempenho');
    await page.getByTestId('demo-notice').getByText('preços simulados', { exact: false }).waitFor();
  });

  it('an unknown address shows the Portuguese 404 page, answered with HTTP 404', async () => {
    for (const [viewport, name] of VIEWPORTS) {
      const page = await browser.newPage({ viewport });
      const response = await page.goto('/pagina-que-nao-existe');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/pagina-que-nao-existe');
      await page.getByRole('link', { name: 'Ir para o início' }).waitFor();
      await shot(page, `not-found-${name}`);
      await page.close();
    }
  });

  it('an unknown API route answers a Portuguese JSON 404; pages of the router, parameters included, answer 200', async () => {
    const unknown = await fetch(`${server.url}/api/rota-que-nao-existe`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
    await expect(unknown.json()).resolves.toMatchObject({
      error: 'not_found',
      message: 'Rota não encontrada.',
    });
    for (const path of [
      '/',
      '/historico-desempenho',
      '/verificar-certificado/SC-0000-0000',
      '/aula/qualquer',
    ])
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    // A missing built file is never the app shell.
    expect((await fetch(`${server.url}/assets/nao-existe.js`)).status).toBe(404);
  });

  it('every page has exactly one <main> landmark', async () => {
    const member = await newMember('marco');
    await buyWithApprovedCard(server.url, member.token, 'despertar_crypto', 1);
    const mains = async (page: Page, path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      return `${path}: ${await page.locator('main, [role="main"]').count()}`;
    };
    const visitor = await browser.newPage({ viewport: DESKTOP });
    const counts = [
      await mains(visitor, '/', () => visitor.getByRole('heading', { level: 1 }).waitFor()),
      await mains(visitor, '/checkout/despertar-crypto', () =>
        visitor.getByRole('button', { name: 'Continuar', exact: true }).waitFor(),
      ),
      await mains(visitor, '/historico-desempenho', () => visitor.getByTestId('track-updated').waitFor()),
      await mains(visitor, '/pagina-que-nao-existe', () => visitor.getByTestId('not-found').waitFor()),
    ];
    const page = await browser.newPage({ viewport: DESKTOP });
    await signIn(page, member.email, PASSWORD);
    counts.push(
      await mains(page, '/dashboard', () => page.getByRole('heading', { level: 1 }).waitFor()),
      await mains(page, '/aula/despertar-crypto-01', () =>
        page.getByRole('button', { name: 'Marcar como concluída' }).waitFor(),
      ),
      await mains(page, '/minhas-compras', () => page.getByText('Despertar Crypto').first().waitFor()),
      await mains(page, '/configuracoes', () => page.getByRole('heading', { level: 1 }).waitFor()),
    );
    expect(counts).toEqual(counts.map((c) => c.replace(/\d+$/, '1')));
  });

  it('receipts and orders carry a number read aloud (RC-0000-0000), never the UUID', async () => {
    const member = await newMember('recibo');
    await buyWithApprovedCard(server.url, member.token, 'despertar_crypto', 1);
    const mine = await api(server.url, '/api/payments/my-purchases', { token: member.token });
    const purchase = mine.body.purchases[0] as { id: string; receipt_number: string };
    expect(purchase.receipt_number).toMatch(/^RC-\d{4}-\d{4}$/);
    for (const [viewport, name] of VIEWPORTS) {
      const page = await browser.newPage({ viewport });
      await signIn(page, member.email, PASSWORD);
      await page.goto('/minhas-compras');
      await expect(page.getByTestId('order-number').innerText()).resolves.toBe(purchase.receipt_number);
      await page.getByRole('link', { name: 'Recibo' }).click();
      await page.waitForURL((u) => u.pathname === `/minhas-compras/${purchase.id}/recibo`);
      await expect(page.getByTestId('receipt-number').innerText()).resolves.toBe(
        `Nº ${purchase.receipt_number}`,
      );
      await expect(page.getByRole('article', { name: 'Recibo' }).innerText()).resolves.not.toContain(
        purchase.id,
      );
      await shot(page, `receipt-number-${name}`);
      await page.close();
    }
  });

  it('the account menu is named by its visible label; the notifications panel shows one state and no "Ativar" once allowed', async () => {
    const member = await newMember('painel');
    const page = await browser.newPage({ viewport: DESKTOP, context: { permissions: ['notifications'] } });
    await signIn(page, member.email, PASSWORD);
    const toggle = page.locator('.account-menu__toggle');
    const visible = (await page.getByTestId('account-menu-name').innerText()).trim();
    expect(visible).toBe('Aluna painel');
    await page.getByRole('button', { name: visible, exact: true }).waitFor();
    expect(await toggle.evaluate((el) => el.querySelectorAll('.sr-only').length)).toBe(0);

    await page.goto('/configuracoes');
    await page.getByTestId('notification-permission').getByText('Permitidas neste navegador').waitFor();
    await expect(page.getByRole('button', { name: 'Ativar notificações' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('permission-hint').count()).resolves.toBe(0);
    await expect(page.locator('body').innerText()).resolves.not.toMatch(/negada|bloqueadas/);
    await shot(page, 'settings-notifications-allowed');
  });

  it('a lesson marked done without playing is never "100% assistido", and a certificate code verifies on its public page', async () => {
    const member = await newMember('progresso');
    await buyWithApprovedCard(server.url, member.token, 'despertar_crypto', 1);
    const page = await browser.newPage({ viewport: DESKTOP });
    await signIn(page, member.email, PASSWORD);
    await page.goto('/aula/despertar-crypto-02');
    await page.getByRole('button', { name: 'Marcar como concluída' }).click();
    await page.getByRole('button', { name: '✓ Marcada como concluída' }).waitFor();
    const item = page.getByRole('complementary', { name: 'Aulas do curso' }).getByRole('listitem').nth(1);
    await item.getByText('0% assistido · marcada como concluída').waitFor();
    await expect(item.innerText()).resolves.not.toContain('100% assistido');
    await shot(page, 'lesson-marked-not-watched');

    // All eight lessons done: the certificate, checked by anyone on its page.
    for (let i = 1; i <= 8; i++)
      await api(server.url, `/api/lessons/despertar-crypto-0${i}/progress`, {
        method: 'PUT',
        token: member.token,
        body: { currentTime: 10, duration: 10, completed: true },
      });
    const cert = await api(server.url, '/api/courses/despertar_crypto/certificate', { token: member.token });
    const code = cert.body.certificate.code as string;
    for (const [viewport, name] of VIEWPORTS) {
      const visitor = await browser.newPage({ viewport });
      await visitor.goto(`/verificar-certificado/${code}`);
      const valid = visitor.getByTestId('certificate-valid');
      await valid.getByText('Certificado válido').waitFor();
      await valid.getByText('Aluna progresso').waitFor();
      await shot(visitor, `certificate-valid-${name}`);
      await visitor.getByLabel('Código de verificação').fill('SC-0000-0000');
      await visitor.getByRole('button', { name: 'Verificar' }).click();
      await visitor.getByTestId('certificate-invalid').waitFor();
      await visitor.close();
    }
  });

  it('axe-core finds no serious or critical violation on the member and buyer pages', async () => {
    const member = await newMember('acessivel');
    await buyWithApprovedCard(server.url, member.token, 'despertar_crypto', 1);
    const found: string[] = [];
    const visit = async (page: Page, path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
    };
    const visitor = await browser.newPage({ viewport: DESKTOP });
    await visit(visitor, '/', () => visitor.getByRole('heading', { level: 1 }).waitFor());
    await visit(visitor, '/checkout/despertar-crypto', () =>
      visitor.getByRole('button', { name: 'Continuar', exact: true }).waitFor(),
    );
    await visit(visitor, '/historico-desempenho', () => visitor.getByTestId('track-updated').waitFor());
    await visit(visitor, '/pagina-que-nao-existe', () => visitor.getByTestId('not-found').waitFor());
    await visit(visitor, '/verificar-certificado', () =>
      visitor.getByLabel('Código de verificação').waitFor(),
    );

    const page = await browser.newPage({ viewport: DESKTOP });
    await signIn(page, member.email, PASSWORD);
    const h1 = () => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
    await visit(page, '/vitrine-alunos', () =>
      page.getByRole('button', { name: 'Avaliar este curso' }).waitFor(),
    );
    await visit(page, '/aula/despertar-crypto-01', () =>
      page.getByRole('button', { name: 'Marcar como concluída' }).waitFor(),
    );
    await visit(page, '/minhas-compras', () => page.getByText('Despertar Crypto').first().waitFor());
    await visit(page, '/checkout/masterclass', h1);
    await visit(page, '/minha-conta', h1);
    await visit(page, '/configuracoes', h1);
    expect(found).toEqual([]);
  });
});
