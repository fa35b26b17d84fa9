import type { RuleKey, RulesStatus } from '@sinais/shared';
import type { SignalDayFigures } from '../data/signal-figures.repo';
import { num } from '../data/sql-values';
import type { RuleFacts } from './rule-facts';

type RuleBase = 'status' | 'conformidade' | 'titulo' | 'descricao' | 'verificacoes' | 'alertas';

/** Per rule: its text, what fails it outright, and the figures its status shows beside the checks. */
type RuleReport = {
  [K in RuleKey]: {
    titulo: string;
    descricao: string;
    hardFail(f: RuleFacts): boolean;
    figures(f: RuleFacts, day: SignalDayFigures): Omit<RulesStatus[K], RuleBase>;
  };
};

export const RULE_REPORT: RuleReport = {
  regra_1_varredura: {
    titulo: 'Varredura dos pares da Binance',
    descricao:
      'Contratos USDT perpétuos lidos da exchange, filtrados por alavancagem ≥ 50x e ranqueados (TOP 150).',
    hardFail: (f) => f.selection === null,
    figures: (f) => ({
      pares_total: num(f.stats.total_usdt_pairs),
      pares_50x: f.with50x,
      pares_selecionados: f.selected,
    }),
  },
  regra_2_analise: {
    titulo: 'Análise técnica de 150 pares (1H, 4H, 1D)',
    descricao: 'Análise sequencial dos 150 pares selecionados nos três tempos gráficos.',
    hardFail: (f) => !f.engineOnline,
    figures: (f, day) => ({
      escopo_pares: f.a?.total_pairs ?? 0,
      timeframes: f.timeframes.map((t) => t.toUpperCase()),
      sinais_gerados_hoje: day.created_today,
    }),
  },
  regra_3_fase1: {
    titulo: 'Fase pendente (monitoramento)',
    descricao: 'Todo sinal nasce pendente e só é confirmado ou rejeitado pelo sistema de monitoramento.',
    hardFail: (f) => !f.engineOnline,
    figures: (f, day) => ({
      sinais_pendentes: day.pending,
      monitoramento_ativo: f.monitoringActive,
      tempo_medio_decisao: day.avg_decision_s,
    }),
  },
  regra_4_confirmados: {
    titulo: 'Confirmados em 3 destinos',
    descricao: 'Sinais confirmados chegam ao banco de dados, ao dashboard e ao Command Center.',
    hardFail: (f) => !f.destinos.supabase,
    figures: (f, day) => ({ confirmados_hoje: day.confirmed_today, destinos_validados: f.destinos }),
  },
  regra_5_rejeitados: {
    titulo: 'Rejeitados com ciclo das 21h',
    descricao: 'Rejeitados documentados com motivo; às 21h os pendentes restantes são rejeitados.',
    hardFail: () => false,
    figures: (f, day) => ({
      rejeitados_hoje: day.rejected_today,
      motivos_documentados: num(f.integ.rejected_undocumented) === 0,
      ciclo_21h_funcionando: f.cycleOk,
    }),
  },
};
