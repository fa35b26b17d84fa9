export interface NavItem {
  label: string;
  to: string;
}

export interface NavSection {
  id: 'navegacao' | 'ajuda' | 'administracao';
  title: string;
  items: NavItem[];
}

/** Desktop bar of spec 000 §2.2 (the Sair button follows these links). Logged out: only Login. */
export function desktopNavItems(loggedIn: boolean, admin: boolean): NavItem[] {
  if (!loggedIn) return [{ label: 'Login', to: '/login' }];
  const items: NavItem[] = [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Suporte', to: '/suporte' },
  ];
  if (admin)
    items.push(
      { label: 'CRM', to: '/crm' },
      { label: 'Admin VSL', to: '/sales-admin' },
      { label: 'Investimentos Simulados', to: '/simulacao-trading' },
    );
  return items;
}

export const ADMIN_MENU: readonly NavItem[] = [
  { label: 'CRM', to: '/crm' },
  { label: 'Admin VSL', to: '/sales-admin' },
  { label: 'Investimentos Simulados', to: '/simulacao-trading' },
  { label: 'Busca Admin', to: '/admin-search' },
  { label: 'Command Center', to: '/trading-command' },
  { label: 'Monitoramento de Sinais', to: '/signal-monitoring' },
  { label: 'Regras Imutáveis', to: '/admin/regras-imutaveis' },
  { label: 'TOP 150 Pares', to: '/admin/top-pares' },
  { label: 'Análise Técnica', to: '/admin/analise-tecnica' },
  { label: 'Portão de estratégias', to: '/admin/portao-estrategias' },
  { label: 'Operação', to: '/admin/operacao' },
  { label: 'Auditoria', to: '/admin/auditoria' },
];

/** Mobile menu sections (Sair follows them). The Administração section exists only for admins. */
export function mobileNavSections(admin: boolean): NavSection[] {
  const sections: NavSection[] = [
    {
      id: 'navegacao',
      title: 'Navegação',
      items: [
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Histórico de desempenho', to: '/historico-desempenho' },
        { label: 'Área de Membros', to: '/vitrine-alunos' },
      ],
    },
    {
      id: 'ajuda',
      title: 'Ajuda',
      items: [
        { label: 'Suporte', to: '/suporte' },
        { label: 'Instalar App', to: '/app' },
      ],
    },
  ];
  if (admin) sections.push({ id: 'administracao', title: 'Administração', items: [...ADMIN_MENU] });
  return sections;
}

/** Top padding of the page content: 60 px on the dashboard, 70 px elsewhere. */
export function contentTopPadding(pathname: string): number {
  return pathname === '/dashboard' ? 60 : 70;
}
