/**
 * Every route of the app, written once (spec 000 §2.1 plus the pages issues 12, 15 and 16 added): path,
 * document title, access level, the page's module, and where the page appears in the menus. The router,
 * the header, the mobile menu, the account menu, the dashboard shortcuts and the route tests all read it.
 * `title` is the document title; the page components show the same title as their heading.
 * Within one menu, entries keep the order of this table.
 */
export type Access = 'public' | 'auth' | 'admin';

/**
 * Where a page is linked: `bar` the spec's minimal desktop bar (spec 000 §2.2); `navegacao`, `conta` and
 * `ajuda` the sections of the mobile menu (`conta` is also the desktop account menu); `admin` every operator
 * page: the mobile menu's Administração section and the desktop "Operação" dropdown; `dashboard` the
 * shortcuts on /dashboard.
 */
export type MenuPlace = 'bar' | 'navegacao' | 'conta' | 'ajuda' | 'admin' | 'dashboard';

export interface MenuEntry {
  label: string;
  places: readonly MenuPlace[];
}

/**
 * The page's named export and the module it is loaded from on demand; `eager` pages (landing and login) ship
 * in the first bundle, the router imports them itself.
 */
export type PageSource =
  { name: string; load: () => Promise<unknown>; eager?: never } | { name: string; eager: true };

export interface RouteMeta {
  path: string;
  title: string;
  access: Access;
  page: PageSource;
  menu?: MenuEntry;
  /** Message shown on /login when a logged-out visitor is sent there from this page. */
  loginMessage?: string;
  /** Message shown on /dashboard when a non-admin is sent there from this admin page. */
  deniedMessage?: string;
}

const p = (load: () => Promise<unknown>, name: string): PageSource => ({ load, name });
const menu = (label: string, ...places: MenuPlace[]): MenuEntry => ({ label, places });

const checkoutPage = p(() => import('@/features/checkout/course-checkout-page'), 'CourseCheckoutPage');
const logoutPage = p(() => import('@/features/auth/logout-page'), 'LogoutPage');
const paymentResult = p(() => import('@/features/payment-result/payment-result-page'), 'PaymentResultPage');

export const ROUTE_TABLE: readonly RouteMeta[] = [
  {
    path: '/',
    title: 'Início',
    access: 'public',
    page: { name: 'LandingPage', eager: true },
  },
  {
    path: '/login',
    title: 'Entrar',
    access: 'public',
    page: { name: 'LoginPage', eager: true },
  },
  {
    path: '/register',
    title: 'Criar conta',
    access: 'public',
    page: p(() => import('@/features/auth/register-page'), 'RegisterPage'),
  },
  {
    path: '/forgot-password',
    title: 'Esqueci minha senha',
    access: 'public',
    page: p(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    title: 'Redefinir senha',
    access: 'public',
    page: p(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/privacy-policy',
    title: 'Política de Privacidade',
    access: 'public',
    page: p(() => import('@/features/legal/privacy-policy-page'), 'PrivacyPolicyPage'),
  },
  {
    path: '/terms-of-service',
    title: 'Termos de Serviço',
    access: 'public',
    page: p(() => import('@/features/legal/terms-of-service-page'), 'TermsOfServicePage'),
  },
  {
    path: '/checkout-transparente-test',
    title: 'Teste do Checkout Transparente',
    access: 'public',
    page: p(() => import('@/features/checkout/checkout-test-page'), 'CheckoutTestPage'),
  },
  {
    path: '/checkout/despertar-crypto',
    title: 'Checkout Despertar Crypto',
    access: 'public',
    page: checkoutPage,
  },
  {
    path: '/sales',
    title: 'Despertar Crypto',
    access: 'public',
    page: p(() => import('@/features/sales/sales-page'), 'SalesPage'),
  },
  { path: '/payment/success', title: 'Pagamento', access: 'public', page: paymentResult },
  { path: '/payment/pending', title: 'Pagamento', access: 'public', page: paymentResult },
  {
    path: '/payment/failure',
    title: 'Pagamento Não Processado',
    access: 'public',
    page: p(() => import('@/features/payment-result/payment-failure-page'), 'PaymentFailurePage'),
  },
  { path: '/logout', title: 'Saindo', access: 'public', page: logoutPage },
  // Issue 16: every course's checkout (the spec's /checkout/despertar-crypto is one of them).
  { path: '/checkout/:curso', title: 'Checkout', access: 'public', page: checkoutPage },

  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'auth',
    page: p(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage'),
    menu: menu('Dashboard', 'bar', 'navegacao'),
  },
  {
    path: '/estatisticas',
    title: 'Estatísticas em Tempo Real',
    access: 'auth',
    page: p(() => import('@/features/statistics/statistics-page'), 'StatisticsPage'),
    menu: menu('Estatísticas', 'navegacao', 'dashboard'),
  },
  {
    path: '/btc-sentiment',
    title: 'Sentimento do BTC',
    access: 'auth',
    page: p(() => import('@/features/btc-sentiment/btc-sentiment-page'), 'BtcSentimentPage'),
    menu: menu('Sentimento BTC', 'navegacao', 'dashboard'),
  },
  {
    path: '/historico-desempenho',
    title: 'Histórico de desempenho',
    access: 'auth',
    page: p(() => import('@/features/track-record/track-record-page'), 'TrackRecordPage'),
    menu: menu('Histórico de desempenho', 'navegacao', 'dashboard'),
  },
  // Issue 16: a signal's detail (chart, reasons, record, copy buttons), opened from its card.
  {
    path: '/sinal/:signalId',
    title: 'Detalhe do sinal',
    access: 'auth',
    page: p(() => import('@/features/signal-detail/signal-detail-page'), 'SignalDetailPage'),
  },
  {
    path: '/vitrine-alunos',
    title: 'Área de Membros',
    access: 'auth',
    loginMessage: 'Faça login para acessar a área de membros.',
    page: p(() => import('@/features/showcase/showcase-page'), 'ShowcasePage'),
    menu: menu('Área de Membros', 'navegacao', 'dashboard'),
  },
  {
    path: '/modulo-video-aulas',
    title: 'Módulo de Videoaulas',
    access: 'auth',
    page: p(() => import('@/features/page-builder/video-module-page'), 'VideoModulePage'),
    menu: menu('Videoaulas', 'navegacao', 'dashboard'),
  },
  {
    path: '/aula/:aulaId',
    title: 'Aula',
    access: 'auth',
    loginMessage: 'Faça login para acessar esta aula',
    page: p(() => import('./routes/lesson-route'), 'LessonPage'),
  },
  {
    path: '/minha-conta',
    title: 'Minha Conta',
    access: 'auth',
    page: p(() => import('@/features/account/account-page'), 'AccountPage'),
    menu: menu('Minha Conta', 'conta'),
  },
  {
    path: '/configuracoes',
    title: 'Configurações',
    access: 'auth',
    page: p(() => import('@/features/account/settings-page'), 'SettingsPage'),
    menu: menu('Configurações', 'conta'),
  },
  // Issue 16: purchases, receipts and certificates.
  {
    path: '/minhas-compras',
    title: 'Minhas compras',
    access: 'auth',
    page: p(() => import('@/features/purchases/my-purchases-page'), 'MyPurchasesPage'),
    menu: menu('Minhas compras', 'conta'),
  },
  {
    path: '/minhas-compras/:purchaseId/recibo',
    title: 'Recibo',
    access: 'auth',
    page: p(() => import('@/features/purchases/receipt-page'), 'ReceiptPage'),
  },
  {
    path: '/certificado/:curso',
    title: 'Certificado',
    access: 'auth',
    page: p(() => import('@/features/certificate/certificate-page'), 'CertificatePage'),
  },
  {
    path: '/suporte',
    title: 'Central de Suporte',
    access: 'auth',
    page: p(() => import('@/features/support/support-page'), 'SupportPage'),
    menu: menu('Suporte', 'bar', 'ajuda'),
  },
  {
    path: '/app',
    title: 'Instalar App',
    access: 'auth',
    page: p(() => import('@/features/install/install-page'), 'InstallPage'),
    menu: menu('Instalar App', 'ajuda', 'dashboard'),
  },
  // Reached through the Sair buttons, not a link.
  { path: '/sair', title: 'Saindo', access: 'auth', page: logoutPage },

  {
    path: '/crm',
    title: 'CRM',
    access: 'admin',
    loginMessage: 'Faça login para acessar o CRM',
    deniedMessage: 'Acesso negado: Apenas administradores podem acessar o CRM',
    page: p(() => import('@/features/crm/crm-page'), 'CrmPage'),
    menu: menu('CRM', 'bar', 'admin'),
  },
  {
    path: '/sales-admin',
    title: 'Admin - Página de Vendas',
    access: 'admin',
    page: p(() => import('@/features/sales/sales-admin-page'), 'SalesAdminPage'),
    menu: menu('Admin VSL', 'bar', 'admin'),
  },
  {
    path: '/simulacao-trading',
    title: 'Investimentos Simulados',
    access: 'admin',
    page: p(() => import('@/features/simulation/simulation-page'), 'SimulationPage'),
    menu: menu('Investimentos Simulados', 'bar', 'admin'),
  },
  {
    path: '/admin-search',
    title: 'Busca Administrativa',
    access: 'admin',
    page: p(() => import('@/features/admin-search/admin-search-page'), 'AdminSearchPage'),
    menu: menu('Busca Admin', 'admin'),
  },
  {
    path: '/trading-command',
    title: 'Trading Command Center',
    access: 'admin',
    page: p(() => import('@/features/trading-command/trading-command-page'), 'TradingCommandPage'),
    menu: menu('Command Center', 'admin'),
  },
  {
    path: '/signal-monitoring',
    title: 'Monitoramento de Sinais',
    access: 'admin',
    page: p(() => import('@/features/signal-monitoring/signal-monitoring-page'), 'SignalMonitoringPage'),
    menu: menu('Monitoramento de Sinais', 'admin'),
  },
  {
    path: '/admin/regras-imutaveis',
    title: 'Regras Imutáveis',
    access: 'admin',
    page: p(() => import('@/features/immutable-rules/immutable-rules-page'), 'ImmutableRulesPage'),
    menu: menu('Regras Imutáveis', 'admin'),
  },
  {
    path: '/admin/top-pares',
    title: 'TOP 150 Pares',
    access: 'admin',
    page: p(() => import('@/features/top-pairs/top-pairs-page'), 'TopPairsPage'),
    menu: menu('TOP 150 Pares', 'admin'),
  },
  {
    path: '/admin/analise-tecnica',
    title: 'Análise Técnica',
    access: 'admin',
    page: p(() => import('@/features/technical-analysis/technical-analysis-page'), 'TechnicalAnalysisPage'),
    menu: menu('Análise Técnica', 'admin'),
  },
  {
    path: '/admin/system-logs',
    title: 'Logs do Sistema',
    access: 'admin',
    page: p(() => import('@/features/system-logs/system-logs-page'), 'SystemLogsPage'),
    menu: menu('Logs do Sistema', 'admin'),
  },
  {
    path: '/admin/portao-estrategias',
    title: 'Portão de estratégias',
    access: 'admin',
    page: p(() => import('@/features/strategy-gate/strategy-gate-page'), 'StrategyGatePage'),
    menu: menu('Portão de estratégias', 'admin'),
  },
  // Issue 16: course content.
  {
    path: '/admin/cursos',
    title: 'Aulas dos cursos',
    access: 'admin',
    page: p(() => import('@/features/course-admin/course-admin-page'), 'CourseAdminPage'),
    menu: menu('Aulas dos cursos', 'admin'),
  },
  // Operator's view (issue 15): beyond the spec's table.
  {
    path: '/admin/operacao',
    title: 'Operação',
    access: 'admin',
    page: p(() => import('@/features/operations/operations-page'), 'OperationsPage'),
    menu: menu('Operação', 'admin'),
  },
  {
    path: '/admin/operacao/par/:symbol',
    title: 'Par',
    access: 'admin',
    page: p(() => import('@/features/operations/pair-page'), 'PairPage'),
  },
  {
    path: '/admin/auditoria',
    title: 'Auditoria',
    access: 'admin',
    page: p(() => import('@/features/audit-log/audit-log-page'), 'AuditLogPage'),
    menu: menu('Auditoria', 'admin'),
  },
];

export const DEFAULT_LOGIN_MESSAGE = 'Faça login para acessar esta página.';
export const SESSION_EXPIRED_MESSAGE = 'Sessão expirada. Faça login novamente';
export const DEFAULT_DENIED_MESSAGE = 'Acesso negado - privilégios de administrador necessários';
export const ADMIN_CHECK_ERROR_MESSAGE = 'Erro ao verificar permissões. Tente novamente';

export function routeMeta(path: string): RouteMeta | undefined {
  return ROUTE_TABLE.find((r) => r.path === path);
}
