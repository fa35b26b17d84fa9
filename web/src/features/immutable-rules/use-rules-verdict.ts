import { useQuery } from '@tanstack/react-query';
import { ENGINE_HEARTBEAT_CHECK, type RulesStatus } from '@sinais/shared';
import { api, callApi } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { pollEvery } from '@/lib/polling';

const REFRESH_MS = 30_000;
/**
 * The live heartbeat can reach this browser before the engine's stored one reaches the server, so a verdict read
 * at that moment still says the engine is down: it is checked again this soon instead of at the next refresh.
 */
const DISAGREEING_VERDICT_RECHECK_MS = 2_000;

/** Whether the server saw the engine report when it checked the rules. */
function verdictSawEngineUp(s: RulesStatus): boolean {
  return s.regra_2_analise.verificacoes.some((c) => c.nome === ENGINE_HEARTBEAT_CHECK && c.ok);
}

/** The status call records this check; history is read after it so it includes it. */
async function loadRules() {
  const s = await callApi(api.admin.rulesStatus);
  const [a, h] = await Promise.all([
    callApi(api.admin.rulesAlerts),
    callApi(api.admin.rulesHistory, { query: { periodo: '24h' } }),
  ]);
  return { status: s.data, alerts: a.data.alertas_ativos, history: h.data };
}

export function rulesError(err: unknown): string {
  if (err instanceof HttpError && err.status === 0) return 'Erro de conexão ao carregar status';
  if (err instanceof HttpError && err.status >= 500) return 'Erro ao carregar status das regras';
  if (err instanceof HttpError) return `Erro HTTP: ${err.status}`;
  return 'Erro ao carregar status das regras';
}

/**
 * The rules, their alerts and history, read under the live engine state `up`. A verdict belongs to the engine
 * state it was computed under: when the live state changes, the old verdict goes (no "EXCELENTE" under the
 * banner, no "CRÍTICO" after it clears) and the rules are checked again at once.
 *
 * `verdict` is what the page may show: not one that saw the engine up while the banner says it is down (the
 * server's stored heartbeat can still look fresh for a moment after the live one went stale); that one is checked
 * again within DISAGREEING_VERDICT_RECHECK_MS and `checking` stays true meanwhile.
 */
export function useRulesVerdict(up: boolean | null) {
  const query = useQuery({
    queryKey: ['admin', 'immutable-rules', up],
    queryFn: loadRules,
    enabled: up !== null,
    ...pollEvery(REFRESH_MS),
    refetchInterval: (q) =>
      q.state.data && up !== null && verdictSawEngineUp(q.state.data.status) !== up
        ? DISAGREEING_VERDICT_RECHECK_MS
        : REFRESH_MS,
  });
  const hidden = query.data !== undefined && up === false && verdictSawEngineUp(query.data.status);
  return {
    query,
    verdict: hidden ? undefined : query.data,
    checking: query.isFetching || up === null || hidden,
  };
}
