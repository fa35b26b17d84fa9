/**
 * One route of the app (the lists are in routes/, joined by route-table.ts): path, document title, access level,
 * the page's module, and where the page appears in the menus. `title` is the document title; the page components
 * show the same title as their heading.
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
 * The page's named export and the module it is loaded from on demand; `eager` pages (the landing) ship
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

export const page = (load: () => Promise<unknown>, name: string): PageSource => ({ load, name });
export const menu = (label: string, ...places: MenuPlace[]): MenuEntry => ({ label, places });
