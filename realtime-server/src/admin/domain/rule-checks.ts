import {
  ENGINE_HEARTBEAT_CHECK,
  formatDateTime,
  formatElapsed,
  monitoringStateText,
  type RuleAlert,
  type RuleKey,
} from '@sinais/shared';
import { num } from '../data/sql-values';
import { REQUIRED_TIMEFRAMES, TOP_PAIRS_REQUIRED, type RuleFacts } from './rule-facts';

/** What a check verifies, and the alert raised when it fails. */
export interface CheckDef {
  nome: string;
  tipo: RuleAlert['tipo'];
  titulo: string;
  impacto: string;
  acao_sugerida: string;
}

export interface CheckResult {
  def: CheckDef;
  ok: boolean;
  detalhe: string;
}

/** One small check: its text, its verdict and its detail, each read from the facts. */
interface Check extends CheckDef {
  ok(f: RuleFacts): boolean;
  detalhe(f: RuleFacts): string;
}

const CYCLE_STATUS_PT = {
  scheduled: 'Agendado',
  running: 'Em execução',
  completed: 'Concluído',
  error: 'Com erro',
} as const;
const SELECTION_GRACE_MS = 15 * 60_000;

const ENGINE_ONLINE: Check = {
  nome: ENGINE_HEARTBEAT_CHECK,
  tipo: 'critico',
  titulo: 'Motor de análise sem sinal de vida',
  impacto: 'Nenhum par é analisado e nenhum sinal novo é gerado.',
  acao_sugerida: 'Verifique o processo do motor (npm run engine) e os logs do sistema.',
  ok: (f) => f.engineOnline,
  detalhe: ({ heartbeat, now, engineOnline }) =>
    heartbeat
      ? `Último heartbeat há ${formatElapsed(now.getTime() - heartbeat.at.getTime())}${engineOnline ? '' : ': motor fora do ar'}`
      : 'O motor nunca reportou',
};

/** Rule 1: scan of the exchange's pairs. */
const SCAN: readonly Check[] = [
  {
    nome: 'Seleção TOP pares registrada',
    tipo: 'critico',
    titulo: 'Nenhuma seleção de TOP pares',
    impacto: 'O motor não tem pares para analisar.',
    acao_sugerida: 'Force a atualização em TOP 150 Pares e verifique a conexão com a Binance.',
    ok: (f) => f.selection !== null,
    detalhe: ({ selection }) =>
      selection ? `Última seleção em ${formatDateTime(selection.selected_at)}` : 'Nenhuma seleção no banco',
  },
  {
    nome: 'Seleção dentro da frequência (4h)',
    tipo: 'medio',
    titulo: 'Seleção de pares atrasada',
    impacto: 'Pares podem estar desatualizados em relação ao mercado.',
    acao_sugerida: 'Force a atualização dos TOP pares e verifique os logs TOP_PAIRS.',
    ok: ({ selection, now }) =>
      selection !== null && now.getTime() <= new Date(selection.next_update).getTime() + SELECTION_GRACE_MS,
    detalhe: ({ selection }) =>
      selection ? `Próxima atualização prevista para ${formatDateTime(selection.next_update)}` : '—',
  },
  {
    nome: `TOP ${TOP_PAIRS_REQUIRED} completos com ≥ 50x`,
    tipo: 'menor',
    titulo: `Menos de ${TOP_PAIRS_REQUIRED} pares selecionados`,
    impacto: 'O escopo de análise fica menor que o definido.',
    acao_sugerida: 'Confira a configuração TOP_PAIRS_COUNT e a leitura de alavancagem.',
    ok: ({ selected, with50x }) => selected >= Math.min(TOP_PAIRS_REQUIRED, with50x) && with50x > 0,
    detalhe: ({ selected, with50x, stats }) =>
      `${selected} selecionados de ${with50x} com ≥ 50x (${num(stats.total_usdt_pairs)} pares USDT)`,
  },
];

function analysisState({ engineOnline, a }: RuleFacts): string {
  if (!engineOnline) return 'Parada: motor de análise fora do ar';
  if (!a) return 'Sem status de análise';
  if (a.is_paused) return 'Pausada por comando';
  return a.is_resting ? 'Em descanso entre ciclos' : `Analisando ${a.current_pair ?? '—'}`;
}

/** Rule 2: sequential analysis of the 150 pairs on 1H/4H/1D. */
const ANALYSIS: readonly Check[] = [
  ENGINE_ONLINE,
  {
    nome: 'Análise em execução',
    tipo: 'medio',
    titulo: 'Análise técnica pausada ou parada',
    impacto: 'Novos sinais não são gerados enquanto a análise não roda.',
    acao_sugerida: 'Retome a análise em Monitoramento de Sinais (botão Iniciar).',
    ok: ({ a, engineOnline }) => !!a && !a.is_paused && engineOnline,
    detalhe: analysisState,
  },
  {
    nome: `Escopo de ${TOP_PAIRS_REQUIRED} pares`,
    tipo: 'menor',
    titulo: `Ciclo com menos de ${TOP_PAIRS_REQUIRED} pares`,
    impacto: 'Parte do mercado selecionado fica fora da análise.',
    acao_sugerida: 'Verifique a seleção de TOP pares e a configuração do motor.',
    ok: ({ a }) => !!a && a.total_pairs >= TOP_PAIRS_REQUIRED,
    detalhe: ({ a }) => `${a?.total_pairs ?? 0} pares no ciclo ${a?.cycle_count ?? 0}`,
  },
  {
    nome: 'Tempos gráficos 1H, 4H e 1D',
    tipo: 'medio',
    titulo: 'Tempo gráfico faltando na análise',
    impacto: 'A confluência entre tempos gráficos não é verificada.',
    acao_sugerida: 'Verifique a leitura de candles (KLINE_LIMIT) nos logs ANALYSIS.',
    ok: ({ timeframes }) => REQUIRED_TIMEFRAMES.every((t) => timeframes.includes(t)),
    detalhe: ({ timeframes }) =>
      timeframes.length ? `Analisados: ${timeframes.join(', ').toUpperCase()}` : 'Nenhuma análise registrada',
  },
];

/** Rule 3: the pending phase. */
const PENDING_PHASE: readonly Check[] = [
  {
    nome: 'Monitoramento ativo',
    tipo: 'medio',
    titulo: 'Monitoramento de pendentes inativo',
    impacto: 'Sinais pendentes não são confirmados nem rejeitados.',
    acao_sugerida: 'Inicie o monitoramento em Monitoramento de Sinais e confira o motor.',
    ok: (f) => f.monitoringActive,
    detalhe: ({ monitoring, engineOnline }) =>
      monitoring?.value || !engineOnline
        ? monitoringStateText(monitoring?.value ?? null, engineOnline)
        : 'Sem status de monitoramento',
  },
  {
    nome: 'Todo sinal passou pela fase pendente (24h)',
    tipo: 'critico',
    titulo: 'Sinal decidido sem fase pendente',
    impacto: 'Sinais foram confirmados/rejeitados sem monitoramento.',
    acao_sugerida: 'Audite signal_events dos sinais afetados e o ciclo de vida do motor.',
    ok: ({ integ }) => num(integ.skipped_pending) === 0,
    detalhe: ({ integ }) => `${num(integ.skipped_pending)} sinal(is) sem registro pendente`,
  },
  {
    nome: 'Nenhum pendente além da janela',
    tipo: 'menor',
    titulo: 'Pendentes com decisão atrasada',
    impacto: 'Decisões atrasadas reduzem a qualidade da entrada.',
    acao_sugerida: 'Verifique a carga do motor e a janela de monitoramento (MONITOR_WINDOW_MS).',
    ok: ({ integ }) => num(integ.overdue_pending) === 0,
    detalhe: ({ integ }) => `${num(integ.overdue_pending)} pendente(s) atrasado(s)`,
  },
];

/** Rule 4: confirmed signals reach the database, the dashboard and the command center. */
const CONFIRMED_DELIVERY: readonly Check[] = [
  {
    nome: 'Banco de dados (linha + evento)',
    tipo: 'critico',
    titulo: 'Confirmado sem registro no histórico',
    impacto: 'Clientes que reconectam podem não receber o sinal.',
    acao_sugerida: 'Audite signal_events e o repositório de sinais do motor.',
    ok: (f) => f.destinos.supabase,
    detalhe: ({ integ }) =>
      `${num(integ.confirmed_24h)} confirmado(s) em 24h, ${num(integ.confirmed_unrecorded)} sem evento`,
  },
  {
    nome: 'Dashboard (sala de membros)',
    tipo: 'critico',
    titulo: 'Entrega ao dashboard indisponível',
    impacto: 'Membros não recebem sinais em tempo real (só pelo polling).',
    acao_sugerida: 'Verifique o Redis (barramento) e o gateway Socket.IO.',
    ok: (f) => f.destinos.dashboard,
    detalhe: (f) => (f.busHealthy ? 'Barramento e Socket.IO no ar' : 'Barramento indisponível'),
  },
  {
    nome: 'Command Center (sala de admins)',
    tipo: 'medio',
    titulo: 'Entrega ao Command Center indisponível',
    impacto: 'Operadores deixam de ver confirmações ao vivo.',
    acao_sugerida: 'Verifique o Redis (barramento) e o gateway Socket.IO.',
    ok: (f) => f.destinos.comando,
    detalhe: (f) => (f.realtimeUp ? 'Sala de admins servida' : 'Socket.IO não iniciado'),
  },
];

/** Rule 5: rejected signals, documented, with the 21:00 cycle. */
const REJECTED: readonly Check[] = [
  {
    nome: 'Motivos de rejeição documentados',
    tipo: 'menor',
    titulo: 'Rejeitado sem motivo',
    impacto: 'Sem motivo registrado a rejeição não pode ser auditada.',
    acao_sugerida: 'Verifique os filtros anti-reversão do monitor.',
    ok: ({ integ }) => num(integ.rejected_undocumented) === 0,
    detalhe: ({ integ }) => `${num(integ.rejected_undocumented)} rejeitado(s) hoje sem motivo`,
  },
  {
    nome: 'Ciclo das 21h funcionando',
    tipo: 'medio',
    titulo: 'Ciclo das 21h não executou',
    impacto: 'Pendentes antigos continuam abertos após o corte diário.',
    acao_sugerida: 'Confira DAILY_CYCLES=on no motor e os logs SYSTEM das 21h.',
    ok: (f) => f.cycleOk,
    detalhe: ({ cleanup, integ }) => {
      const evening = cleanup?.value.evening_cleanup;
      return !evening
        ? 'O motor não publicou o status dos ciclos'
        : `${CYCLE_STATUS_PT[evening.status]}; próxima execução ${formatDateTime(evening.next_run)}; ${num(integ.pending_past_cutoff)} pendente(s) anterior(es) ao corte`;
    },
  },
];

/** Every check of the five rules, in the order the status lists them. */
export const RULE_CHECKS: Record<RuleKey, readonly Check[]> = {
  regra_1_varredura: SCAN,
  regra_2_analise: ANALYSIS,
  regra_3_fase1: PENDING_PHASE,
  regra_4_confirmados: CONFIRMED_DELIVERY,
  regra_5_rejeitados: REJECTED,
};

/** Runs one rule's checks against the facts. */
export function runChecks(checks: readonly Check[], f: RuleFacts): CheckResult[] {
  return checks.map(({ ok, detalhe, ...def }) => ({ def, ok: ok(f), detalhe: detalhe(f) }));
}
