import { useQuery } from '@tanstack/react-query';
import { api, callApi } from './api';
import { useSessionStore } from './session';

export const GATE_KEY = ['admin', 'strategy-gate'] as const;

/** The live gate's decisions (admins only: nothing is requested for a member). */
export function useGateDecisions() {
  const admin = useSessionStore((s) => Boolean(s.user?.is_admin));
  return useQuery({
    queryKey: GATE_KEY,
    queryFn: ({ signal }) => callApi(api.signals.adminGate, undefined, { signal }),
    enabled: admin,
    staleTime: 60_000,
  });
}
