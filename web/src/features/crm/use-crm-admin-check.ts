import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { CRM_MESSAGES } from '@sinais/shared';
import { api, useApiQuery } from '@/lib/api';
import { loginRedirectState, type RedirectState } from '@/lib/navigation-state';
import { useSessionStore } from '@/lib/session';

/**
 * spec 002 §4: the CRM checks admin status itself with the stored token, whatever the route guard decided.
 * No token → /login; not admin → /dashboard; a refused check → token removed, /login; network error → /dashboard.
 */
export function useCrmAdminCheck(): boolean {
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.token);
  // Asked again on every visit (no cache): the answer decides who sees the CRM.
  const check = useApiQuery(api.auth.checkAdmin, undefined, {
    enabled: token !== null,
    token,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const isAdmin = check.data?.is_admin === true;
  const { data, error } = check;
  // Once sent away, the session's own end (logout below) must not send again with another message.
  const left = useRef(false);

  useEffect(() => {
    if (left.current) return;
    const leave = (to: string, state: RedirectState) => {
      left.current = true;
      navigate(to, { replace: true, state });
    };
    const deny = (message: string) => leave('/dashboard', { message, tone: 'error' });
    if (!token) {
      leave('/login', loginRedirectState('/crm', CRM_MESSAGES.loginRequired));
    } else if (data && data.is_admin !== true) {
      deny(CRM_MESSAGES.denied);
    } else if (error && error.status > 0) {
      leave('/login', loginRedirectState('/crm', CRM_MESSAGES.expired));
      useSessionStore.getState().logout('invalid');
    } else if (error) {
      deny(CRM_MESSAGES.checkError);
    }
  }, [token, data, error, navigate]);
  return token !== null && isAdmin;
}
