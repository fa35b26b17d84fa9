import { menu, page, type RouteMeta } from '../route-meta';

/** Operator pages: the session must belong to an admin (spec 000 §2.1 plus issues 12, 15 and 16). */
export const ADMIN_ROUTES: readonly RouteMeta[] = [
  {
    path: '/crm',
    title: 'CRM',
    access: 'admin',
    loginMessage: 'Faça login para acessar o CRM',
    deniedMessage: 'Acesso negado: Apenas administradores podem acessar o CRM',
    page: page(() => import('@/features/crm/crm-page'), 'CrmPage'),
    menu: menu('CRM', 'bar', 'admin'),
  },
  {
    path: '/sales-admin',
    title: 'Admin - Página de Vendas',
    access: 'admin',
    page: page(() => import('@/features/sales/sales-admin-page'), 'SalesAdminPage'),
    menu: menu('Admin VSL', 'bar', 'admin'),
  },
  {
    path: '/simulacao-trading',
    title: 'Investimentos Simulados',
    access: 'admin',
    page: page(() => import('@/features/simulation/simulation-page'), 'SimulationPage'),
    menu: menu('Investimentos Simulados', 'bar', 'admin'),
  },
  {
    path: '/admin-search',
    title: 'Busca Administrativa',
    access: 'admin',
    page: page(() => import('@/features/admin-search/admin-search-page'), 'AdminSearchPage'),
    menu: menu('Busca Admin', 'admin'),
  },
  {
    path: '/trading-command',
    title: 'Trading Command Center',
    access: 'admin',
    page: page(() => import('@/features/trading-command/trading-command-page'), 'TradingCommandPage'),
    menu: menu('Command Center', 'admin'),
  },
  {
    path: '/signal-monitoring',
    title: 'Monitoramento de Sinais',
    access: 'admin',
    page: page(() => import('@/features/signal-monitoring/signal-monitoring-page'), 'SignalMonitoringPage'),
    menu: menu('Monitoramento de Sinais', 'admin'),
  },
  {
    path: '/admin/regras-imutaveis',
    title: 'Regras Imutáveis',
    access: 'admin',
    page: page(() => import('@/features/immutable-rules/immutable-rules-page'), 'ImmutableRulesPage'),
    menu: menu('Regras Imutáveis', 'admin'),
  },
  {
    path: '/admin/top-pares',
    title: 'TOP 150 Pares',
    access: 'admin',
    page: page(() => import('@/features/top-pairs/top-pairs-page'), 'TopPairsPage'),
    menu: menu('TOP 150 Pares', 'admin'),
  },
  {
    path: '/admin/analise-tecnica',
    title: 'Análise Técnica',
    access: 'admin',
    page: page(
      () => import('@/features/technical-analysis/technical-analysis-page'),
      'TechnicalAnalysisPage',
    ),
    menu: menu('Análise Técnica', 'admin'),
  },
  {
    path: '/admin/system-logs',
    title: 'Logs do Sistema',
    access: 'admin',
    page: page(() => import('@/features/system-logs/system-logs-page'), 'SystemLogsPage'),
    menu: menu('Logs do Sistema', 'admin'),
  },
  {
    path: '/admin/portao-estrategias',
    title: 'Portão de estratégias',
    access: 'admin',
    page: page(() => import('@/features/strategy-gate/strategy-gate-page'), 'StrategyGatePage'),
    menu: menu('Portão de estratégias', 'admin'),
  },
  // Issue 16: course content.
  {
    path: '/admin/cursos',
    title: 'Aulas dos cursos',
    access: 'admin',
    page: page(() => import('@/features/course-admin/course-admin-page'), 'CourseAdminPage'),
    menu: menu('Aulas dos cursos', 'admin'),
  },
  // Issue 30: the buyers' reviews to moderate, and where every figure the sales pages show comes from.
  {
    path: '/admin/avaliacoes',
    title: 'Avaliações e números',
    access: 'admin',
    page: page(() => import('@/features/reviews-admin/reviews-admin-page'), 'ReviewsAdminPage'),
    menu: menu('Avaliações e números', 'admin'),
  },
  // Operator's view (issue 15): beyond the spec's table.
  {
    path: '/admin/operacao',
    title: 'Operação',
    access: 'admin',
    page: page(() => import('@/features/operations/operations-page'), 'OperationsPage'),
    menu: menu('Operação', 'admin'),
  },
  // Issue 29: every incident (rule episodes grouped) with its cause, rules and alerts.
  {
    path: '/admin/incidentes',
    title: 'Incidentes',
    access: 'admin',
    page: page(() => import('@/features/incidents/incidents-page'), 'IncidentsPage'),
    menu: menu('Incidentes', 'admin'),
  },
  {
    path: '/admin/operacao/par/:symbol',
    title: 'Par',
    access: 'admin',
    page: page(() => import('@/features/operations/pair-page'), 'PairPage'),
  },
  {
    path: '/admin/auditoria',
    title: 'Auditoria',
    access: 'admin',
    page: page(() => import('@/features/audit-log/audit-log-page'), 'AuditLogPage'),
    menu: menu('Auditoria', 'admin'),
  },
];
