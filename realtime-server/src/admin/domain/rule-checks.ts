import {
  engineStaleAfterMs,
  formatDateTime,
  formatElapsed,
  monitoringStateText,
  type RuleAlert,
  type RuleKey,
} from '@sinais/shared';
import { num } from '../data/sql-values';
import type { RuleInputs } from './rule-inputs';

export /** Every check of every rule: what is verified, and the alert raised when it fails. */
interface CheckDef {
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

export const TOP_PAIRS_REQUIRED = 150;
const CYCLE_STATUS_PT = {
  scheduled: 'Agendado',
  running: 'Em execução',
  completed: 'Concluído',
  error: 'Com erro',
} as const;
const REQUIRED_TIMEFRAMES = ['1h', '4h', '1d'] as const;
const SELECTION_GRACE_MS = 15 * 60_000;

export const RULE_TEXT: Record<RuleKey, { titulo: string; descricao: string }> = {
  regra_1_varredura: {
    titulo: 'Varredura dos pares da Binance',
    descricao:
      'Contratos USDT perpétuos lidos da exchange, filtrados por alavancagem ≥ 50x e ranqueados (TOP 150).',
  },
  regra_2_analise: {
    titulo: 'Análise técnica de 150 pares (1H, 4H, 1D)',
    descricao: 'Análise sequencial dos 150 pares selecionados nos três tempos gráficos.',
  },
  regra_3_fase1: {
    titulo: 'Fase pendente (monitoramento)',
    descricao: 'Todo sinal nasce pendente e só é confirmado ou rejeitado pelo sistema de monitoramento.',
  },
  regra_4_confirmados: {
    titulo: 'Confirmados em 3 destinos',
    descricao: 'Sinais confirmados chegam ao banco de dados, ao dashboard e ao Command Center.',
  },
  regra_5_rejeitados: {
    titulo: 'Rejeitados com ciclo das 21h',
    descricao: 'Rejeitados documentados com motivo; às 21h os pendentes restantes são rejeitados.',
  },
};

const ENGINE_OFFLINE: CheckDef = {
  nome: 'Motor ativo (heartbeat)',
  tipo: 'critico',
  titulo: 'Motor de análise sem sinal de vida',
  impacto: 'Nenhum par é analisado e nenhum sinal novo é gerado.',
  acao_sugerida: 'Verifique o processo do motor (npm run engine) e os logs do sistema.',
};

/**
 * Every check of the five rules, with its verdict and detail, from what the engine persisted and what this gateway
 * observes; also the figures the status shows beside them.
 */
export function ruleChecks(inputs: RuleInputs) {
  const { now, heartbeat, analysis, current, monitoring, cleanup, selection, integ } = inputs;
  // Offline after 3 missed heartbeats (the engine states its period in each one).
  const engineOnline =
    heartbeat !== null && now.getTime() - heartbeat.at.getTime() <= engineStaleAfterMs(heartbeat.value);
  const engineCheck: CheckResult = {
    def: ENGINE_OFFLINE,
    ok: engineOnline,
    detalhe: heartbeat
      ? `Último heartbeat há ${formatElapsed(now.getTime() - heartbeat.at.getTime())}${engineOnline ? '' : ': motor fora do ar'}`
      : 'O motor nunca reportou',
  };

  // Rule 1: scan of the exchange's pairs.
  const stats = selection?.stats ?? {};
  const selected = num(stats.top_150_selected);
  const with50x = num(stats.pairs_with_50x);
  const r1: CheckResult[] = [
    {
      def: {
        nome: 'Seleção TOP pares registrada',
        tipo: 'critico',
        titulo: 'Nenhuma seleção de TOP pares',
        impacto: 'O motor não tem pares para analisar.',
        acao_sugerida: 'Force a atualização em TOP 150 Pares e verifique a conexão com a Binance.',
      },
      ok: selection !== null,
      detalhe: selection
        ? `Última seleção em ${formatDateTime(selection.selected_at)}`
        : 'Nenhuma seleção no banco',
    },
    {
      def: {
        nome: 'Seleção dentro da frequência (4h)',
        tipo: 'medio',
        titulo: 'Seleção de pares atrasada',
        impacto: 'Pares podem estar desatualizados em relação ao mercado.',
        acao_sugerida: 'Force a atualização dos TOP pares e verifique os logs TOP_PAIRS.',
      },
      ok:
        selection !== null && now.getTime() <= new Date(selection.next_update).getTime() + SELECTION_GRACE_MS,
      detalhe: selection ? `Próxima atualização prevista para ${formatDateTime(selection.next_update)}` : '—',
    },
    {
      def: {
        nome: `TOP ${TOP_PAIRS_REQUIRED} completos com ≥ 50x`,
        tipo: 'menor',
        titulo: `Menos de ${TOP_PAIRS_REQUIRED} pares selecionados`,
        impacto: 'O escopo de análise fica menor que o definido.',
        acao_sugerida: 'Confira a configuração TOP_PAIRS_COUNT e a leitura de alavancagem.',
      },
      ok: selected >= Math.min(TOP_PAIRS_REQUIRED, with50x) && with50x > 0,
      detalhe: `${selected} selecionados de ${with50x} com ≥ 50x (${num(stats.total_usdt_pairs)} pares USDT)`,
    },
  ];

  // Rule 2: sequential analysis of the 150 pairs on 1H/4H/1D.
  const a = analysis?.value;
  const analysed = current
    ? Object.keys(current.value.by_timeframe ?? { [current.value.timeframe]: null })
    : [];
  const timeframes = [
    ...REQUIRED_TIMEFRAMES.filter((t) => analysed.includes(t)),
    ...analysed.filter((t) => !(REQUIRED_TIMEFRAMES as readonly string[]).includes(t)),
  ];
  const r2: CheckResult[] = [
    engineCheck,
    {
      def: {
        nome: 'Análise em execução',
        tipo: 'medio',
        titulo: 'Análise técnica pausada ou parada',
        impacto: 'Novos sinais não são gerados enquanto a análise não roda.',
        acao_sugerida: 'Retome a análise em Monitoramento de Sinais (botão Iniciar).',
      },
      ok: !!a && !a.is_paused && engineOnline,
      detalhe: !engineOnline
        ? 'Parada: motor de análise fora do ar'
        : !a
          ? 'Sem status de análise'
          : a.is_paused
            ? 'Pausada por comando'
            : a.is_resting
              ? 'Em descanso entre ciclos'
              : `Analisando ${a.current_pair ?? '—'}`,
    },
    {
      def: {
        nome: `Escopo de ${TOP_PAIRS_REQUIRED} pares`,
        tipo: 'menor',
        titulo: `Ciclo com menos de ${TOP_PAIRS_REQUIRED} pares`,
        impacto: 'Parte do mercado selecionado fica fora da análise.',
        acao_sugerida: 'Verifique a seleção de TOP pares e a configuração do motor.',
      },
      ok: !!a && a.total_pairs >= TOP_PAIRS_REQUIRED,
      detalhe: `${a?.total_pairs ?? 0} pares no ciclo ${a?.cycle_count ?? 0}`,
    },
    {
      def: {
        nome: 'Tempos gráficos 1H, 4H e 1D',
        tipo: 'medio',
        titulo: 'Tempo gráfico faltando na análise',
        impacto: 'A confluência entre tempos gráficos não é verificada.',
        acao_sugerida: 'Verifique a leitura de candles (KLINE_LIMIT) nos logs ANALYSIS.',
      },
      ok: REQUIRED_TIMEFRAMES.every((t) => timeframes.includes(t)),
      detalhe: timeframes.length
        ? `Analisados: ${timeframes.join(', ').toUpperCase()}`
        : 'Nenhuma análise registrada',
    },
  ];

  // Rule 3: the pending phase.
  const m = monitoring?.value;
  const monitoringActive = !!m && m.is_active && engineOnline;
  const r3: CheckResult[] = [
    {
      def: {
        nome: 'Monitoramento ativo',
        tipo: 'medio',
        titulo: 'Monitoramento de pendentes inativo',
        impacto: 'Sinais pendentes não são confirmados nem rejeitados.',
        acao_sugerida: 'Inicie o monitoramento em Monitoramento de Sinais e confira o motor.',
      },
      ok: monitoringActive,
      detalhe:
        m || !engineOnline ? monitoringStateText(m ?? null, engineOnline) : 'Sem status de monitoramento',
    },
    {
      def: {
        nome: 'Todo sinal passou pela fase pendente (24h)',
        tipo: 'critico',
        titulo: 'Sinal decidido sem fase pendente',
        impacto: 'Sinais foram confirmados/rejeitados sem monitoramento.',
        acao_sugerida: 'Audite signal_events dos sinais afetados e o ciclo de vida do motor.',
      },
      ok: num(integ.skipped_pending) === 0,
      detalhe: `${num(integ.skipped_pending)} sinal(is) sem registro pendente`,
    },
    {
      def: {
        nome: 'Nenhum pendente além da janela',
        tipo: 'menor',
        titulo: 'Pendentes com decisão atrasada',
        impacto: 'Decisões atrasadas reduzem a qualidade da entrada.',
        acao_sugerida: 'Verifique a carga do motor e a janela de monitoramento (MONITOR_WINDOW_MS).',
      },
      ok: num(integ.overdue_pending) === 0,
      detalhe: `${num(integ.overdue_pending)} pendente(s) atrasado(s)`,
    },
  ];

  // Rule 4: confirmed signals reach the database, the dashboard and the command center.
  const destinos = {
    supabase: num(integ.confirmed_unrecorded) === 0,
    dashboard: inputs.busHealthy && inputs.realtimeUp,
    comando: inputs.busHealthy && inputs.realtimeUp,
  };
  const r4: CheckResult[] = [
    {
      def: {
        nome: 'Banco de dados (linha + evento)',
        tipo: 'critico',
        titulo: 'Confirmado sem registro no histórico',
        impacto: 'Clientes que reconectam podem não receber o sinal.',
        acao_sugerida: 'Audite signal_events e o repositório de sinais do motor.',
      },
      ok: destinos.supabase,
      detalhe: `${num(integ.confirmed_24h)} confirmado(s) em 24h, ${num(integ.confirmed_unrecorded)} sem evento`,
    },
    {
      def: {
        nome: 'Dashboard (sala de membros)',
        tipo: 'critico',
        titulo: 'Entrega ao dashboard indisponível',
        impacto: 'Membros não recebem sinais em tempo real (só pelo polling).',
        acao_sugerida: 'Verifique o Redis (barramento) e o gateway Socket.IO.',
      },
      ok: destinos.dashboard,
      detalhe: inputs.busHealthy ? 'Barramento e Socket.IO no ar' : 'Barramento indisponível',
    },
    {
      def: {
        nome: 'Command Center (sala de admins)',
        tipo: 'medio',
        titulo: 'Entrega ao Command Center indisponível',
        impacto: 'Operadores deixam de ver confirmações ao vivo.',
        acao_sugerida: 'Verifique o Redis (barramento) e o gateway Socket.IO.',
      },
      ok: destinos.comando,
      detalhe: inputs.realtimeUp ? 'Sala de admins servida' : 'Socket.IO não iniciado',
    },
  ];

  // Rule 5: rejected signals, documented, with the 21:00 cycle.
  const evening = cleanup?.value.evening_cleanup;
  const cycleOk =
    !!evening &&
    evening.status !== 'error' &&
    (evening.last_run === null || now.getTime() - Date.parse(evening.last_run) < 26 * 3_600_000) &&
    num(integ.pending_past_cutoff) === 0;
  const r5: CheckResult[] = [
    {
      def: {
        nome: 'Motivos de rejeição documentados',
        tipo: 'menor',
        titulo: 'Rejeitado sem motivo',
        impacto: 'Sem motivo registrado a rejeição não pode ser auditada.',
        acao_sugerida: 'Verifique os filtros anti-reversão do monitor.',
      },
      ok: num(integ.rejected_undocumented) === 0,
      detalhe: `${num(integ.rejected_undocumented)} rejeitado(s) hoje sem motivo`,
    },
    {
      def: {
        nome: 'Ciclo das 21h funcionando',
        tipo: 'medio',
        titulo: 'Ciclo das 21h não executou',
        impacto: 'Pendentes antigos continuam abertos após o corte diário.',
        acao_sugerida: 'Confira DAILY_CYCLES=on no motor e os logs SYSTEM das 21h.',
      },
      ok: cycleOk,
      detalhe: !evening
        ? 'O motor não publicou o status dos ciclos'
        : `${CYCLE_STATUS_PT[evening.status]}; próxima execução ${formatDateTime(evening.next_run)}; ${num(integ.pending_past_cutoff)} pendente(s) anterior(es) ao corte`,
    },
  ];

  return {
    engineOnline,
    r1,
    r2,
    r3,
    r4,
    r5,
    stats,
    selected,
    with50x,
    a,
    timeframes,
    monitoringActive,
    destinos,
    cycleOk,
  };
}
