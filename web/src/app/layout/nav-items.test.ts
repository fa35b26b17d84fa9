import { describe, expect, it } from 'vitest';
import {
  accountMenuItems,
  contentTopPadding,
  dashboardLinks,
  desktopNavItems,
  initialsOf,
  mobileNavSections,
  operationsMenuItems,
} from './nav-items';
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
  it('mobile sections: Navegação, Conta, Ajuda, and Administração (every operator page) only for admins', () => {
    expect(mobileNavSections(false).map((s) => s.title)).toEqual(['Navegação', 'Conta', 'Ajuda']);
    const admin = mobileNavSections(true);
    expect(admin.map((s) => s.title)).toEqual(['Navegação', 'Conta', 'Ajuda', 'Administração']);
    // The spec's Dashboard and Área de Membros, with the pages issue 16 asked to reach.
    expect(labels(admin[0]!.items)).toEqual([
      'Dashboard',
      'Estatísticas',
      'Sentimento BTC',
      'Histórico de desempenho',
      'Área de Membros',
      'Videoaulas',
    ]);
    expect(labels(admin[1]!.items)).toEqual(['Minha Conta', 'Configurações', 'Minhas compras']);
    expect(admin[2]!.items).toEqual([
      { label: 'Suporte', to: '/suporte' },
      { label: 'Instalar App', to: '/app' },
    ]);
    expect(labels(admin[3]!.items)).toEqual([
      'CRM',
      'Admin VSL',
      'Investimentos Simulados',
      'Busca Admin',
      'Command Center',
      'Monitoramento de Sinais',
      'Regras Imutáveis',
      'TOP 150 Pares',
      'Análise Técnica',
      'Logs do Sistema',
      'Portão de estratégias',
      'Aulas dos cursos',
      'Avaliações e números',
      'Operação',
      'Incidentes',
      'Auditoria',
    ]);
  });
  it('the desktop Operação dropdown holds the same operator pages as the mobile Administração', () => {
    expect(operationsMenuItems()).toEqual(mobileNavSections(true)[3]!.items);
    expect(operationsMenuItems().map((i) => i.to)).toContain('/admin/system-logs');
  });
  it('account menu and dashboard shortcuts (issue 16 §5)', () => {
    expect(accountMenuItems()).toEqual([
      { label: 'Minha Conta', to: '/minha-conta' },
      { label: 'Configurações', to: '/configuracoes' },
      { label: 'Minhas compras', to: '/minhas-compras' },
    ]);
    expect(dashboardLinks()).toEqual([
      { label: 'Estatísticas', to: '/estatisticas' },
      { label: 'Sentimento BTC', to: '/btc-sentiment' },
      { label: 'Histórico de desempenho', to: '/historico-desempenho' },
      { label: 'Área de Membros', to: '/vitrine-alunos' },
      { label: 'Videoaulas', to: '/modulo-video-aulas' },
      { label: 'Instalar App', to: '/app' },
    ]);
    expect(initialsOf('Carla Trader')).toBe('CT');
    expect(initialsOf('ana maria souza')).toBe('AS');
    expect(initialsOf('joao')).toBe('J');
    expect(initialsOf('  ')).toBe('?');
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
