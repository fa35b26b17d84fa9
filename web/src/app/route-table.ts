import { ADMIN_ROUTES } from './routes/admin-routes';
import { MEMBER_ROUTES } from './routes/member-routes';
import { PUBLIC_ROUTES } from './routes/public-routes';
import type { RouteMeta } from './route-meta';

export type { Access, MenuEntry, MenuPlace, PageSource, RouteMeta } from './route-meta';

/**
 * Every route of the app, written once: the router, the header, the mobile menu, the account menu, the dashboard
 * shortcuts and the route tests all read this list. Within one menu, entries keep the order of this table.
 */
export const ROUTE_TABLE: readonly RouteMeta[] = [...PUBLIC_ROUTES, ...MEMBER_ROUTES, ...ADMIN_ROUTES];

export const DEFAULT_LOGIN_MESSAGE = 'Faça login para acessar esta página.';
export const SESSION_EXPIRED_MESSAGE = 'Sessão expirada. Faça login novamente';
export const DEFAULT_DENIED_MESSAGE = 'Acesso negado - privilégios de administrador necessários';
export const ADMIN_CHECK_ERROR_MESSAGE = 'Erro ao verificar permissões. Tente novamente';

export function routeMeta(path: string): RouteMeta | undefined {
  return ROUTE_TABLE.find((r) => r.path === path);
}
