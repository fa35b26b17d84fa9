import { describe, expect, it } from 'vitest';
import { contentTopPadding, desktopNavItems, mobileNavSections } from './nav-items';
import { backendStateFrom } from './backend-status';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('navigation bar (spec 000 §2.2)', () => {
  it('logged out shows only Login', () => {
    expect(desktopNavItems(false, false)).toEqual([{ label: 'Login', to: '/login' }]);
  });
  it('members get Dashboard and Suporte; admins also CRM, Admin VSL, Investimentos Simulados', () => {
    expect(labels(desktopNavItems(true, false))).toEqual(['Dashboard', 'Suporte']);
    expect(desktopNavItems(true, true)).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Suporte', to: '/suporte' },
      { label: 'CRM', to: '/crm' },
      { label: 'Admin VSL', to: '/sales-admin' },
      { label: 'Investimentos Simulados', to: '/simulacao-trading' },
    ]);
  });
  it('mobile sections: Navegação, Ajuda, and Administração with 10 entries only for admins', () => {
    expect(mobileNavSections(false).map((s) => s.title)).toEqual(['Navegação', 'Ajuda']);
    const admin = mobileNavSections(true);
    expect(admin.map((s) => s.title)).toEqual(['Navegação', 'Ajuda', 'Administração']);
    expect(labels(admin[0]!.items)).toEqual(['Dashboard', 'Histórico de desempenho', 'Área de Membros']);
    expect(admin[1]!.items).toContainEqual({ label: 'Instalar App', to: '/app' });
    expect(labels(admin[2]!.items)).toEqual([
      'CRM',
      'Admin VSL',
      'Investimentos Simulados',
      'Busca Admin',
      'Command Center',
      'Monitoramento de Sinais',
      'Regras Imutáveis',
      'TOP 150 Pares',
      'Análise Técnica',
      'Portão de estratégias',
      'Operação',
      'Auditoria',
    ]);
  });
  it('content padding is 60 px on /dashboard and 70 px elsewhere', () => {
    expect(contentTopPadding('/dashboard')).toBe(60);
    expect(contentTopPadding('/suporte')).toBe(70);
    expect(contentTopPadding('/')).toBe(70);
  });
});

describe('backend state from GET /api/status', () => {
  it('maps ok, degraded and failures', () => {
    expect(backendStateFrom(200, { status: 'ok' })).toBe('online');
    expect(backendStateFrom(200, { status: 'degraded' })).toBe('degraded');
    expect(backendStateFrom(503, { status: 'degraded' })).toBe('degraded');
    expect(backendStateFrom(503, null)).toBe('offline');
    expect(backendStateFrom(0, null)).toBe('offline');
    expect(backendStateFrom(404, null)).toBe('offline');
  });
});
