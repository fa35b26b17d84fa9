import { menu, page, type RouteMeta } from '../route-meta';
import { logoutPage } from './logout-source';

/** Pages that need a session (spec 000 §2.1 plus issues 12 and 16). */
export const MEMBER_ROUTES: readonly RouteMeta[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    access: 'auth',
    page: page(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage'),
    menu: menu('Dashboard', 'bar', 'navegacao'),
  },
  {
    path: '/estatisticas',
    title: 'Estatísticas em Tempo Real',
    access: 'auth',
    page: page(() => import('@/features/statistics/statistics-page'), 'StatisticsPage'),
    menu: menu('Estatísticas', 'navegacao', 'dashboard'),
  },
  {
    path: '/btc-sentiment',
    title: 'Sentimento do BTC',
    access: 'auth',
    page: page(() => import('@/features/btc-sentiment/btc-sentiment-page'), 'BtcSentimentPage'),
    menu: menu('Sentimento BTC', 'navegacao', 'dashboard'),
  },
  // Public since issue 30 (the landing's "Sinais com histórico público"): a visitor reads it without logging in;
  // it stays here, among the member pages, for its place in the menus.
  {
    path: '/historico-desempenho',
    title: 'Histórico de desempenho',
    access: 'public',
    page: page(() => import('@/features/track-record/track-record-page'), 'TrackRecordPage'),
    menu: menu('Histórico de desempenho', 'navegacao', 'dashboard'),
  },
  // Issue 16: a signal's detail (chart, reasons, record, copy buttons), opened from its card.
  {
    path: '/sinal/:signalId',
    title: 'Detalhe do sinal',
    access: 'auth',
    page: page(() => import('@/features/signal-detail/signal-detail-page'), 'SignalDetailPage'),
  },
  {
    path: '/vitrine-alunos',
    title: 'Área de Membros',
    access: 'auth',
    loginMessage: 'Faça login para acessar a área de membros.',
    page: page(() => import('@/features/showcase/showcase-page'), 'ShowcasePage'),
    menu: menu('Área de Membros', 'navegacao', 'dashboard'),
  },
  {
    path: '/modulo-video-aulas',
    title: 'Módulo de Videoaulas',
    access: 'auth',
    page: page(() => import('@/features/page-builder/video-module-page'), 'VideoModulePage'),
    menu: menu('Videoaulas', 'navegacao', 'dashboard'),
  },
  {
    path: '/aula/:aulaId',
    title: 'Aula',
    access: 'auth',
    loginMessage: 'Faça login para acessar esta aula',
    page: page(() => import('./lesson-route'), 'LessonPage'),
  },
  {
    path: '/minha-conta',
    title: 'Minha Conta',
    access: 'auth',
    page: page(() => import('@/features/account/account-page'), 'AccountPage'),
    menu: menu('Minha Conta', 'conta'),
  },
  {
    path: '/configuracoes',
    title: 'Configurações',
    access: 'auth',
    page: page(() => import('@/features/account/settings-page'), 'SettingsPage'),
    menu: menu('Configurações', 'conta'),
  },
  // Issue 16: purchases, receipts and certificates.
  {
    path: '/minhas-compras',
    title: 'Minhas compras',
    access: 'auth',
    page: page(() => import('@/features/purchases/my-purchases-page'), 'MyPurchasesPage'),
    menu: menu('Minhas compras', 'conta'),
  },
  {
    path: '/minhas-compras/:purchaseId/recibo',
    title: 'Recibo',
    access: 'auth',
    page: page(() => import('@/features/purchases/receipt-page'), 'ReceiptPage'),
  },
  {
    path: '/certificado/:curso',
    title: 'Certificado',
    access: 'auth',
    page: page(() => import('@/features/certificate/certificate-page'), 'CertificatePage'),
  },
  {
    path: '/suporte',
    title: 'Central de Suporte',
    access: 'auth',
    page: page(() => import('@/features/support/support-page'), 'SupportPage'),
    menu: menu('Suporte', 'bar', 'ajuda'),
  },
  {
    path: '/app',
    title: 'Instalar App',
    access: 'auth',
    page: page(() => import('@/features/install/install-page'), 'InstallPage'),
    menu: menu('Instalar App', 'ajuda', 'dashboard'),
  },
  // Reached through the Sair buttons, not a link.
  { path: '/sair', title: 'Saindo', access: 'auth', page: logoutPage },
];
