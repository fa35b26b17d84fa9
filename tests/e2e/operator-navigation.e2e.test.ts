import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSession,
  arrivedAt,
  browserSuiteSkip,
  openDashboard,
  openMobileMenu,
  screenshotter,
  type Session,
  DESKTOP,
  PHONE,
} from '../helpers/e2e';
import { browserSuite } from '../helpers/browser-suite';

const ADMIN = { email: 'operador@sinais.test', password: 'senha-do-operador-123' };

/** Every operator page (issue 21 §7), in the menu's order: its label and the document title it opens with. */
const PAGES = [
  { label: 'CRM', path: '/crm', title: 'CRM' },
  { label: 'Admin VSL', path: '/sales-admin', title: 'Admin - Página de Vendas' },
  { label: 'Investimentos Simulados', path: '/simulacao-trading', title: 'Investimentos Simulados' },
  { label: 'Busca Admin', path: '/admin-search', title: 'Busca Administrativa' },
  { label: 'Command Center', path: '/trading-command', title: 'Trading Command Center' },
  { label: 'Monitoramento de Sinais', path: '/signal-monitoring', title: 'Monitoramento de Sinais' },
  { label: 'Regras Imutáveis', path: '/admin/regras-imutaveis', title: 'Regras Imutáveis' },
  { label: 'TOP 150 Pares', path: '/admin/top-pares', title: 'TOP 150 Pares' },
  { label: 'Análise Técnica', path: '/admin/analise-tecnica', title: 'Análise Técnica' },
  { label: 'Logs do Sistema', path: '/admin/system-logs', title: 'Logs do Sistema' },
  { label: 'Portão de estratégias', path: '/admin/portao-estrategias', title: 'Portão de estratégias' },
  { label: 'Aulas dos cursos', path: '/admin/cursos', title: 'Aulas dos cursos' },
  { label: 'Avaliações e números', path: '/admin/avaliacoes', title: 'Avaliações e números' },
  { label: 'Operação', path: '/admin/operacao', title: 'Operação' },
  { label: 'Incidentes', path: '/admin/incidentes', title: 'Incidentes' },
  { label: 'Auditoria', path: '/admin/auditoria', title: 'Auditoria' },
];

const skipReason = browserSuiteSkip('operator navigation');

describe.skipIf(skipReason !== null)('every operator page is reached by click (issue 21 §7)', () => {
  let session: Session;
  const suite = browserSuite(
    {
      JWT_SECRET: 'segredo-de-teste-com-mais-de-32-caracteres',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    async (server) => {
      session = await apiSession(server.url, ADMIN);
      expect((session.user as { is_admin: boolean }).is_admin).toBe(true);
    },
    { stack: { embedded: true } },
  );

  const adminPage = (viewport: typeof DESKTOP): Promise<Page> => suite.browser.newPage({ viewport, session });
  const shot = screenshotter('', false);

  it('at 1366 px: the Operação dropdown beside the bar lists them all, and each click opens its page', async () => {
    const page = await adminPage(DESKTOP);
    await openDashboard(page);
    const toggle = page.getByTestId('desktop-nav').getByRole('button', { name: 'Operação' });
    await expect(toggle.isVisible()).resolves.toBe(true);
    await toggle.click();
    const menu = page.getByTestId('ops-menu');
    await expect(menu.getByRole('link').allInnerTexts()).resolves.toEqual(PAGES.map((p) => p.label));
    // Every entry is inside the window: nothing to scroll to or cut off at this size.
    for (const link of await menu.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
      expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    }
    await shot(page, 'operator-menu-1366');
    await page.keyboard.press('Escape');
    await expect(menu.count()).resolves.toBe(0);

    for (const target of PAGES) {
      await page.getByTestId('desktop-nav').getByRole('button', { name: 'Operação' }).click();
      await page.getByTestId('ops-menu').getByRole('link', { name: target.label, exact: true }).click();
      await arrivedAt(page, target.path, target.title);
      // Navigating closes the dropdown.
      await expect(page.getByTestId('ops-menu').count()).resolves.toBe(0);
    }
  });

  it('at 390 px: the mobile menu holds the same pages and each click opens its page', async () => {
    const page = await adminPage(PHONE);
    await openDashboard(page);
    const section = (await openMobileMenu(page)).getByRole('region', { name: 'Administração' });
    await expect(section.getByRole('link').allInnerTexts()).resolves.toEqual(PAGES.map((p) => p.label));
    await shot(page, 'operator-menu-390');
    for (const target of PAGES) {
      await page.goto('/dashboard');
      const menu = await openMobileMenu(page);
      await menu
        .getByRole('region', { name: 'Administração' })
        .getByRole('link', { name: target.label, exact: true })
        .click();
      await arrivedAt(page, target.path, target.title);
      await expect(page.getByTestId('mobile-menu').count()).resolves.toBe(0);
    }
  });
});
