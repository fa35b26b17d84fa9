import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { loginRedirectState } from '@/lib/navigation-state';
import { useSessionStore } from '@/lib/session';
import { signedOutState } from '@/lib/sign-out';
import { safeReturnUrl } from '@/lib/session-rules';
import { DEFAULT_LOGIN_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../route-table';
import { useRouteMeta } from './use-route-meta';

/** Login-required routes: no stored token → /login with the return URL and a message. */
export function RequireAuth() {
  const token = useSessionStore((s) => s.token);
  const verification = useSessionStore((s) => s.verification);
  const endReason = useSessionStore((s) => s.endReason);
  const location = useLocation();
  const meta = useRouteMeta();

  if (!token) {
    // Leaving from a protected page: /login says so (the page's own redirect may lose this race).
    const left = signedOutState(endReason);
    if (left) return <Navigate to="/login" replace state={left} />;
    const returnUrl = safeReturnUrl(`${location.pathname}${location.search}${location.hash}`);
    const message =
      endReason === 'expired' || endReason === 'invalid'
        ? SESSION_EXPIRED_MESSAGE
        : (meta?.loginMessage ?? DEFAULT_LOGIN_MESSAGE);
    return (
      <Navigate to="/login" replace state={loginRedirectState(returnUrl, returnUrl ? message : undefined)} />
    );
  }
  if (verification === 'pending') return <LoadingScreen message="Verificando autenticação..." />;
  return <Outlet />;
}
