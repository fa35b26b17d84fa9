import { useQuery } from '@tanstack/react-query';
import { formatElapsed, type EngineHealth } from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { useNow } from '@/lib/use-now';

const POLL_MS = 5000;

export type EngineHealthView =
  { state: 'loading' } | (Pick<EngineHealth, 'state' | 'cause' | 'message'> & { heartbeatAt: string | null });

async function loadHealth(): Promise<EngineHealth> {
  return (await callApi(api.operations.engineHealth)).data;
}

/**
 * The engine's state for every admin screen, from the server's one rule (3 missed heartbeats = OFFLINE). It is
 * polled every 5 s by one shared query, and between polls the browser keeps applying the same rule to the last
 * heartbeat it was told about (with the server's clock), so a screen turns OFFLINE when the probe does.
 */
export function useEngineHealth(): EngineHealthView {
  const now = useNow(1000).getTime();
  const q = useQuery(
    { queryKey: ['engine-health'], queryFn: loadHealth, refetchInterval: POLL_MS, retry: false },
    queryClient,
  );
  if (q.error) {
    const status = q.error instanceof HttpError ? q.error.status : 0;
    return {
      state: 'offline',
      cause: status >= 500 ? 'database_down' : null,
      heartbeatAt: null,
      message:
        status >= 500
          ? 'Banco de dados ou servidor indisponível: o estado do motor não pode ser lido'
          : 'Sem resposta do servidor: o estado do motor não pode ser lido',
    };
  }
  const h = q.data;
  if (!h) return { state: 'loading' };
  const view = { state: h.state, cause: h.cause, message: h.message, heartbeatAt: h.heartbeat_at };
  if (h.state === 'offline' || h.state === 'never' || !h.heartbeat_at) return view;
  // Same rule, applied now: the heartbeat's age on the server's clock.
  const skew = q.dataUpdatedAt - Date.parse(h.server_time);
  const age = now - skew - Date.parse(h.heartbeat_at);
  if (age <= h.stale_after_ms) return view;
  return {
    ...view,
    state: 'offline',
    cause: 'engine_silent',
    message: `Motor de análise fora do ar: sem heartbeat há ${formatElapsed(age)} (limite ${formatElapsed(h.stale_after_ms)})`,
  };
}
