import { describe, expect, it } from 'vitest';
import { menuItems, mobileNavSections, operationsMenuItems } from './layout/nav-items';
import { ROUTE_TABLE } from './route-table';
import { pageFor } from './router';

// Spec 000 §2.1, copied by hand so a change to the table is a deliberate one. /checkout-demo was removed
// (issue 23: a demo checkout must not be public); /checkout-transparente-test stays, closed in production.
const SPEC = {
  public:
    '/ /login /register /forgot-password /reset-password /privacy-policy /terms-of-service /checkout-transparente-test /checkout/despertar-crypto /sales /payment/success /payment/failure /payment/pending',
  auth: '/vitrine-alunos /modulo-video-aulas /aula/:aulaId /dashboard /estatisticas /btc-sentiment /minha-conta /configuracoes /suporte /sair /app',
  admin:
    '/sales-admin /simulacao-trading /crm /admin-search /trading-command /signal-monitoring /admin/regras-imutaveis /admin/top-pares /admin/analise-tecnica /admin/system-logs',
};

describe('route table', () => {
  for (const [access, paths] of Object.entries(SPEC)) {
    it(`registers every ${access} route of the spec with its access level`, () => {
      for (const path of paths.split(' ')) {
        expect(
          ROUTE_TABLE.find((r) => r.path === path),
          path,
        ).toMatchObject({ access });
      }
    });
  }
  it('adds only /logout and the pages of issues 12, 15, 16 and 30 beyond the spec, and every path has a page', () => {
    const all = Object.values(SPEC).join(' ').split(' ');
    expect(ROUTE_TABLE.map((r) => r.path).filter((p) => !all.includes(p))).toEqual([
      '/logout',
      '/verificar-certificado',
      '/verificar-certificado/:codigo',
      '/checkout/:curso',
      '/historico-desempenho',
      '/sinal/:signalId',
      '/minhas-compras',
      '/minhas-compras/:purchaseId/recibo',
      '/certificado/:curso',
      '/admin/portao-estrategias',
      '/admin/cursos',
      '/admin/avaliacoes',
      '/admin/operacao',
      '/admin/incidentes',
      '/admin/operacao/par/:symbol',
      '/admin/auditoria',
    ]);
    // Issue 30: the track record the landing promises is public.
    expect(ROUTE_TABLE.find((r) => r.path === '/historico-desempenho')?.access).toBe('public');
    for (const r of ROUTE_TABLE.filter((x) => x.path.startsWith('/admin/'))) expect(r.access).toBe('admin');
    for (const r of ROUTE_TABLE) expect(pageFor(r.path), r.path).toBeDefined();
    expect(ROUTE_TABLE.filter((r) => r.page.eager).map((r) => r.path)).toEqual(['/']);
    expect(new Set(ROUTE_TABLE.map((r) => r.path)).size).toBe(ROUTE_TABLE.length);
  });
  it('links every operator page without parameters from the Operação menu (issue 21 §7)', () => {
    const linked = new Set(operationsMenuItems().map((i) => i.to));
    const admin = ROUTE_TABLE.filter((r) => r.access === 'admin' && !r.path.includes(':'));
    expect(admin.length).toBeGreaterThanOrEqual(14);
    for (const r of admin) expect(linked.has(r.path), r.path).toBe(true);
  });
  it('links every member page without parameters from a menu (issue 16 §5); /sair is the Sair button', () => {
    const linked = new Set(mobileNavSections(true).flatMap((s) => s.items.map((i) => i.to)));
    const member = ROUTE_TABLE.filter(
      (r) =>
        (r.access === 'auth' || r.path === '/historico-desempenho') &&
        !r.path.includes(':') &&
        r.path !== '/sair',
    );
    expect(member.length).toBeGreaterThan(10);
    const desktop = new Set(
      [...menuItems('bar', false), ...menuItems('conta', false), ...menuItems('dashboard', false)].map(
        (i) => i.to,
      ),
    );
    for (const r of member) {
      expect(linked.has(r.path), `mobile ${r.path}`).toBe(true);
      expect(desktop.has(r.path), `desktop ${r.path}`).toBe(true);
    }
    // Menus link member pages; the public track record (issue 30) is one of them.
    for (const r of ROUTE_TABLE.filter((x) => x.menu && x.path !== '/historico-desempenho'))
      expect(r.access, r.path).not.toBe('public');
    // The spec's minimal bar (spec 000 §2.2) is unchanged.
    expect(menuItems('bar', false).map((i) => i.to)).toEqual(['/dashboard', '/suporte']);
  });
});
