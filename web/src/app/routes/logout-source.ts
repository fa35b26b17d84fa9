import { page } from '../route-meta';

/** /logout (public) and /sair (signed in) show the same page. */
export const logoutPage = page(() => import('@/features/auth/logout-page'), 'LogoutPage');
