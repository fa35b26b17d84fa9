import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from './session';

/**
 * The profile's query key: the route's own (`apiQueryKey(api.account.profile)`, checked by a test) plus the session,
 * so Minha Conta's save refreshes it and another member signing in on this tab never sees the last one's answer.
 */
export const PROFILE_ROUTE_KEY = ['api', 'GET /api/account/profile'] as const;

/**
 * The "Nome preferido" of Minha Conta, or null while it is unknown or empty. The API map loads only here, with a
 * session: the shell that shows the name is part of every first visit.
 */
export function usePreferredName(): string | null {
  const token = useSessionStore((s) => s.token);
  const profile = useQuery({
    queryKey: [...PROFILE_ROUTE_KEY, { session: token }],
    queryFn: async () => {
      const { api, callApi } = await import('./api');
      return callApi(api.account.profile);
    },
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return profile.data?.data.profile.nomePreferido.trim() || null;
}
