import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, matchPath, Navigate, type RouteObject } from 'react-router-dom';
import { LandingPage } from '@/features/landing/landing-page';
import { LoginPage } from '@/features/auth/login-page';
import { importWithReload } from '@/lib/chunk-reload';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { ROUTE_TABLE, type Access } from './route-table';

const loaders = new Map<ComponentType, () => Promise<unknown>>();

/** React.lazy over a named export, so each page stays its own chunk. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  // After a deploy the old chunk is gone: reload once for the new build rather than fail.
  const Page = lazy(async () => ({ default: (await importWithReload(load))[name] as ComponentType }));
  loaders.set(Page, load);
  return Page;
}

/** Landing and login are in the first bundle; every other page is loaded on demand. */
const PAGES: Record<string, ComponentType> = {
  '/': LandingPage,
  '/login': LoginPage,
  '/register': page(() => import('@/features/auth/register-page'), 'RegisterPage'),
  '/forgot-password': page(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  '/reset-password': page(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage'),
  '/logout': page(() => import('@/features/auth/logout-page'), 'LogoutPage'),
  '/sair': page(() => import('@/features/auth/logout-page'), 'LogoutPage'),
  '/privacy-policy': page(() => import('@/features/legal/privacy-policy-page'), 'PrivacyPolicyPage'),
  '/terms-of-service': page(() => import('@/features/legal/terms-of-service-page'), 'TermsOfServicePage'),
  '/checkout-demo': page(() => import('@/features/checkout/checkout-demo-page'), 'CheckoutDemoPage'),
  '/checkout-transparente-test': page(
    () => import('@/features/checkout/checkout-test-page'),
    'CheckoutTestPage',
  ),
  '/checkout/despertar-crypto': page(
    () => import('@/features/checkout/course-checkout-page'),
    'CourseCheckoutPage',
  ),
  '/checkout/:curso': page(() => import('@/features/checkout/course-checkout-page'), 'CourseCheckoutPage'),
  '/sales': page(() => import('@/features/sales/sales-page'), 'SalesPage'),
  '/payment/success': page(
    () => import('@/features/payment-result/payment-result-page'),
    'PaymentResultPage',
  ),
  '/payment/pending': page(
    () => import('@/features/payment-result/payment-result-page'),
    'PaymentResultPage',
  ),
  '/payment/failure': page(
    () => import('@/features/payment-result/payment-failure-page'),
    'PaymentFailurePage',
  ),

  '/vitrine-alunos': page(() => import('@/features/showcase/showcase-page'), 'ShowcasePage'),
  '/modulo-video-aulas': page(() => import('@/features/page-builder/video-module-page'), 'VideoModulePage'),
  '/aula/:aulaId': page(() => import('./routes/lesson-route'), 'LessonPage'),
  '/dashboard': page(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage'),
  '/estatisticas': page(() => import('@/features/statistics/statistics-page'), 'StatisticsPage'),
  '/historico-desempenho': page(() => import('@/features/track-record/track-record-page'), 'TrackRecordPage'),
  '/btc-sentiment': page(() => import('@/features/btc-sentiment/btc-sentiment-page'), 'BtcSentimentPage'),
  '/minha-conta': page(() => import('@/features/account/account-page'), 'AccountPage'),
  '/configuracoes': page(() => import('@/features/account/settings-page'), 'SettingsPage'),
  '/suporte': page(() => import('@/features/support/support-page'), 'SupportPage'),
  '/app': page(() => import('@/features/install/install-page'), 'InstallPage'),
  '/minhas-compras': page(() => import('@/features/purchases/my-purchases-page'), 'MyPurchasesPage'),
  '/minhas-compras/:purchaseId/recibo': page(
    () => import('@/features/purchases/receipt-page'),
    'ReceiptPage',
  ),
  '/certificado/:curso': page(() => import('@/features/certificate/certificate-page'), 'CertificatePage'),

  '/sales-admin': page(() => import('@/features/sales/sales-admin-page'), 'SalesAdminPage'),
  '/simulacao-trading': page(() => import('@/features/simulation/simulation-page'), 'SimulationPage'),
  '/crm': page(() => import('@/features/crm/crm-page'), 'CrmPage'),
  '/admin-search': page(() => import('@/features/admin-search/admin-search-page'), 'AdminSearchPage'),
  '/trading-command': page(
    () => import('@/features/trading-command/trading-command-page'),
    'TradingCommandPage',
  ),
  '/signal-monitoring': page(
    () => import('@/features/signal-monitoring/signal-monitoring-page'),
    'SignalMonitoringPage',
  ),
  '/admin/regras-imutaveis': page(
    () => import('@/features/immutable-rules/immutable-rules-page'),
    'ImmutableRulesPage',
  ),
  '/admin/top-pares': page(() => import('@/features/top-pairs/top-pairs-page'), 'TopPairsPage'),
  '/admin/analise-tecnica': page(
    () => import('@/features/technical-analysis/technical-analysis-page'),
    'TechnicalAnalysisPage',
  ),
  '/admin/system-logs': page(() => import('@/features/system-logs/system-logs-page'), 'SystemLogsPage'),
  '/admin/portao-estrategias': page(
    () => import('@/features/strategy-gate/strategy-gate-page'),
    'StrategyGatePage',
  ),
  '/admin/cursos': page(() => import('@/features/course-admin/course-admin-page'), 'CourseAdminPage'),
  '/admin/operacao': page(() => import('@/features/operations/operations-page'), 'OperationsPage'),
  '/admin/operacao/par/:symbol': page(() => import('@/features/operations/pair-page'), 'PairPage'),
  '/admin/auditoria': page(() => import('@/features/audit-log/audit-log-page'), 'AuditLogPage'),
};

export function pageFor(path: string): ComponentType | undefined {
  return PAGES[path];
}

/**
 * Starts downloading the chunk of the page at `pathname` right away, so it arrives while the shell boots
 * and the session is verified instead of after (the guards render the page only once that is done).
 */
export function preloadPage(pathname: string): void {
  const key = Object.keys(PAGES).find((p) => matchPath(p, pathname));
  const load = key ? loaders.get(PAGES[key]!) : undefined;
  if (load) void load().catch(() => undefined);
}

function routesFor(access: Access): RouteObject[] {
  return ROUTE_TABLE.filter((r) => r.access === access).map((meta) => {
    const Page = PAGES[meta.path];
    if (!Page) throw new Error(`Rota sem página: ${meta.path}`);
    return { path: meta.path, element: <Page />, handle: { meta } };
  });
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...routesFor('public'),
      { element: <RequireAuth />, children: routesFor('auth') },
      { element: <RequireAdmin />, children: routesFor('admin') },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
