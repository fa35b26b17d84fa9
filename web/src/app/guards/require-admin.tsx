import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { HttpError } from '@/lib/http';
import { loginRedirectState, type RedirectState } from '@/lib/navigation-state';
import { useSessionStore } from '@/lib/session';
import { signedOutState } from '@/lib/sign-out';
import {
  ADMIN_CHECK_ERROR_MESSAGE,
  DEFAULT_DENIED_MESSAGE,
  DEFAULT_LOGIN_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../route-table';
import { useRouteMeta } from './use-route-meta';

/** A confirmed answer is reused while moving between admin pages. */
const ADMIN_CHECK_TTL_MS = 2 * 60 * 1000;

type Outcome = 'allowed' | 'denied' | 'expired' | 'error';

/** Admin-only routes: the stored flag is never trusted alone, GET /api/auth/check-admin decides. */
export function RequireAdmin() {
  const token = useSessionStore((s) => s.token);
  const location = useLocation();
  const meta = useRouteMeta();
  const [result, setResult] = useState<{ token: string; outcome: Outcome } | null>(null);

  useEffect(() => {
    if (!token) return;
    const cached = useSessionStore.getState().adminCheck;
    if (cached && cached.token === token && Date.now() - cached.at < ADMIN_CHECK_TTL_MS) {
      setResult({ token, outcome: cached.isAdmin ? 'allowed' : 'denied' });
      return;
    }
    const controller = new AbortController();
    // The API map loads with the first admin page, never with a visitor's first page (the guard is in the shell).
    import('@/lib/api')
      .then(({ api, callApi }) => callApi(api.auth.checkAdmin, undefined, { signal: controller.signal }))
      .then((res) => {
        const isAdmin = res?.is_admin === true;
        useSessionStore.getState().setAdminCheck(isAdmin);
        setResult({ token, outcome: isAdmin ? 'allowed' : 'denied' });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof HttpError && err.status === 401) {
          setResult({ token, outcome: 'expired' });
          useSessionStore.getState().logout('invalid');
        } else if (err instanceof HttpError && err.status === 403) {
          setResult({ token, outcome: 'denied' });
        } else {
          setResult({ token, outcome: 'error' });
        }
      });
    return () => controller.abort();
  }, [token]);

  const returnUrl = `${location.pathname}${location.search}`;
  if (!token) {
    const left = signedOutState(useSessionStore.getState().endReason);
    if (left) return <Navigate to="/login" replace state={left} />;
    const message =
      result?.outcome === 'expired' ? SESSION_EXPIRED_MESSAGE : (meta?.loginMessage ?? DEFAULT_LOGIN_MESSAGE);
    return <Navigate to="/login" replace state={loginRedirectState(returnUrl, message)} />;
  }
  const outcome = result && result.token === token ? result.outcome : null;
  if (outcome === 'allowed') return <Outlet />;
  if (outcome === 'denied' || outcome === 'error') {
    const state: RedirectState = {
      message:
        outcome === 'denied' ? (meta?.deniedMessage ?? DEFAULT_DENIED_MESSAGE) : ADMIN_CHECK_ERROR_MESSAGE,
      tone: 'error',
    };
    return <Navigate to="/dashboard" replace state={state} />;
  }
  return <LoadingScreen message="Verificando permissões de administrador..." />;
}
