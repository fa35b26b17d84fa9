import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CRM_MESSAGES } from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { loginRedirectState, type RedirectState } from '@/lib/navigation-state';
import { useSessionStore } from '@/lib/session';

/**
 * spec 002 §4: the CRM checks admin status itself with the stored token, whatever the route guard decided.
 * No token → /login; not admin → /dashboard; a refused check → token removed, /login; network error → /dashboard.
 */
export function useCrmAdminCheck(): boolean {
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  const [ok, setOk] = useState(false);

  useEffect(() => {
    if (!token) {
      navigate('/login', { replace: true, state: loginRedirectState('/crm', CRM_MESSAGES.loginRequired) });
      return;
    }
    const controller = new AbortController();
    const deny = (message: string) =>
      navigate('/dashboard', { replace: true, state: { message, tone: 'error' } satisfies RedirectState });
    callApi(api.auth.checkAdmin, undefined, { signal: controller.signal, token })
      .then((res) => (res?.is_admin === true ? setOk(true) : deny(CRM_MESSAGES.denied)))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof HttpError && err.status > 0) {
          useSessionStore.getState().logout('invalid');
          navigate('/login', { replace: true, state: loginRedirectState('/crm', CRM_MESSAGES.expired) });
        } else deny(CRM_MESSAGES.checkError);
      });
    return () => controller.abort();
  }, [token, navigate]);
  return ok;
}
