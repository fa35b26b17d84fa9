import { ROUTE_TABLE, type MenuPlace } from '../route-table';

export interface NavItem {
  label: string;
  to: string;
}

export type NavSectionId = 'navegacao' | 'conta' | 'ajuda' | 'administracao';

export interface NavSection {
  id: NavSectionId;
  title: string;
  items: NavItem[];
}

/** The pages linked at `place`, in route-table order; admin pages only for admins. */
export function menuItems(place: MenuPlace, admin: boolean): NavItem[] {
  return ROUTE_TABLE.filter((r) => r.menu?.places.includes(place) && (r.access !== 'admin' || admin)).map(
    (r) => ({ label: r.menu!.label, to: r.path }),
  );
}

/** Desktop bar of spec 000 §2.2 (the Sair button follows these links). Logged out: only Login. */
export function desktopNavItems(loggedIn: boolean, admin: boolean): NavItem[] {
  if (!loggedIn) return [{ label: 'Login', to: '/login' }];
  return menuItems('bar', admin);
}

/** The desktop "Operação" dropdown of admins: every operator page, the same list as the mobile Administração. */
export function operationsMenuItems(): NavItem[] {
  return menuItems('admin', true);
}

/** The account menu beside the bar (issue 16): Minha Conta, Configurações, Minhas compras; Sair follows. */
export function accountMenuItems(): NavItem[] {
  return menuItems('conta', false);
}

/** Shortcuts on /dashboard to the member pages neither the bar nor the account menu hold (issue 16). */
export function dashboardLinks(): NavItem[] {
  return menuItems('dashboard', false);
}

const SECTIONS: ReadonlyArray<{ id: NavSectionId; title: string; place: MenuPlace }> = [
  { id: 'navegacao', title: 'Navegação', place: 'navegacao' },
  { id: 'conta', title: 'Conta', place: 'conta' },
  { id: 'ajuda', title: 'Ajuda', place: 'ajuda' },
  { id: 'administracao', title: 'Administração', place: 'admin' },
];

/** Mobile menu sections (Sair follows them). The Administração section exists only for admins. */
export function mobileNavSections(admin: boolean): NavSection[] {
  return SECTIONS.map((s) => ({ id: s.id, title: s.title, items: menuItems(s.place, admin) })).filter(
    (s) => s.items.length > 0,
  );
}

/** Initials for the account button: "Carla Trader" → "CT", "ana" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((w) => w[0]!.toLocaleUpperCase('pt-BR')).join('') || '?';
}

/** Top padding of the page content: 60 px on the dashboard, 70 px elsewhere. */
export function contentTopPadding(pathname: string): number {
  return pathname === '/dashboard' ? 60 : 70;
}
