/**
 * The whole route table of spec 000 §2.1, as data: the router builds from it and the tests check it.
 * `title` is the document title; the page components show the same title as their heading.
 */
export type Access = 'public' | 'auth' | 'admin';

export interface RouteMeta {
  path: string;
  title: string;
  access: Access;
  /** Message shown on /login when a logged-out visitor is sent there from this page. */
  loginMessage?: string;
  /** Message shown on /dashboard when a non-admin is sent there from this admin page. */
  deniedMessage?: string;
}

export const ROUTE_TABLE: readonly RouteMeta[] = [
  { path: '/', title: 'Início', access: 'public' },
  { path: '/login', title: 'Entrar', access: 'public' },
  { path: '/register', title: 'Criar conta', access: 'public' },
  { path: '/forgot-password', title: 'Esqueci minha senha', access: 'public' },
  { path: '/reset-password', title: 'Redefinir senha', access: 'public' },
  { path: '/privacy-policy', title: 'Política de Privacidade', access: 'public' },
  { path: '/terms-of-service', title: 'Termos de Serviço', access: 'public' },
  { path: '/checkout-demo', title: 'Checkout Demo', access: 'public' },
  { path: '/checkout-transparente-test', title: 'Teste do Checkout Transparente', access: 'public' },
  { path: '/checkout/despertar-crypto', title: 'Checkout Despertar Crypto', access: 'public' },
  { path: '/sales', title: 'Despertar Crypto', access: 'public' },
  { path: '/payment/success', title: 'Pagamento', access: 'public' },
  { path: '/payment/pending', title: 'Pagamento', access: 'public' },
  { path: '/payment/failure', title: 'Pagamento Não Processado', access: 'public' },
  { path: '/logout', title: 'Saindo', access: 'public' },
  // Issue 16: every course's checkout (the spec's /checkout/despertar-crypto is one of them).
  { path: '/checkout/:curso', title: 'Checkout', access: 'public' },

  {
    path: '/vitrine-alunos',
    title: 'Área de Membros',
    access: 'auth',
    loginMessage: 'Faça login para acessar a área de membros.',
  },
  { path: '/modulo-video-aulas', title: 'Módulo de Videoaulas', access: 'auth' },
  { path: '/aula/:aulaId', title: 'Aula', access: 'auth', loginMessage: 'Faça login para acessar esta aula' },
  { path: '/dashboard', title: 'Dashboard', access: 'auth' },
  { path: '/estatisticas', title: 'Estatísticas em Tempo Real', access: 'auth' },
  { path: '/historico-desempenho', title: 'Histórico de desempenho', access: 'auth' },
  { path: '/btc-sentiment', title: 'Sentimento do BTC', access: 'auth' },
  { path: '/minha-conta', title: 'Minha Conta', access: 'auth' },
  { path: '/configuracoes', title: 'Configurações', access: 'auth' },
  { path: '/suporte', title: 'Central de Suporte', access: 'auth' },
  { path: '/sair', title: 'Saindo', access: 'auth' },
  { path: '/app', title: 'Instalar App', access: 'auth' },
  // Issue 16: purchases, receipts and certificates.
  { path: '/minhas-compras', title: 'Minhas compras', access: 'auth' },
  { path: '/minhas-compras/:purchaseId/recibo', title: 'Recibo', access: 'auth' },
  { path: '/certificado/:curso', title: 'Certificado', access: 'auth' },

  { path: '/sales-admin', title: 'Admin - Página de Vendas', access: 'admin' },
  { path: '/simulacao-trading', title: 'Investimentos Simulados', access: 'admin' },
  {
    path: '/crm',
    title: 'CRM',
    access: 'admin',
    loginMessage: 'Faça login para acessar o CRM',
    deniedMessage: 'Acesso negado: Apenas administradores podem acessar o CRM',
  },
  { path: '/admin-search', title: 'Busca Administrativa', access: 'admin' },
  { path: '/trading-command', title: 'Trading Command Center', access: 'admin' },
  { path: '/signal-monitoring', title: 'Monitoramento de Sinais', access: 'admin' },
  { path: '/admin/regras-imutaveis', title: 'Regras Imutáveis', access: 'admin' },
  { path: '/admin/top-pares', title: 'TOP 150 Pares', access: 'admin' },
  { path: '/admin/analise-tecnica', title: 'Análise Técnica', access: 'admin' },
  { path: '/admin/system-logs', title: 'Logs do Sistema', access: 'admin' },
  { path: '/admin/portao-estrategias', title: 'Portão de estratégias', access: 'admin' },
  // Issue 16: course content.
  { path: '/admin/cursos', title: 'Aulas dos cursos', access: 'admin' },
  // Operator's view (issue 15): beyond the spec's table.
  { path: '/admin/operacao', title: 'Operação', access: 'admin' },
  { path: '/admin/operacao/par/:symbol', title: 'Par', access: 'admin' },
  { path: '/admin/auditoria', title: 'Auditoria', access: 'admin' },
];

export const DEFAULT_LOGIN_MESSAGE = 'Faça login para acessar esta página.';
export const SESSION_EXPIRED_MESSAGE = 'Sessão expirada. Faça login novamente';
export const DEFAULT_DENIED_MESSAGE = 'Acesso negado - privilégios de administrador necessários';
export const ADMIN_CHECK_ERROR_MESSAGE = 'Erro ao verificar permissões. Tente novamente';

export function routeMeta(path: string): RouteMeta | undefined {
  return ROUTE_TABLE.find((r) => r.path === path);
}
