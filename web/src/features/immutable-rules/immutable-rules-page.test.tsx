import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_HEARTBEAT_CHECK,
  type EngineHealth,
  type RuleAlert,
  type RulesHistory,
  type RulesStatus,
} from '@sinais/shared';
import { jsonReply, mockFetch, replyByPath } from '@/lib/testing/fetch-mock';
import { renderScreen } from '@/lib/testing/render-screen';
import { ImmutableRulesPage } from './immutable-rules-page';

const AT = '2025-06-02T15:30:00.000Z';

const health = (up: boolean): EngineHealth => ({
  state: up ? 'online' : 'offline',
  cause: up ? null : 'engine_silent',
  message: up ? 'Motor de análise no ar' : 'Motor de análise fora do ar: sem heartbeat há 5 min',
  heartbeat_at: null,
  heartbeat_age_ms: null,
  stale_after_ms: 30_000,
  instance_id: 'engine-a',
  bus: true,
  server_time: AT,
});

const rule = (ok: boolean, titulo: string) => ({
  status: ok ? ('ativa' as const) : ('falha' as const),
  conformidade: ok ? 100 : 40,
  titulo,
  descricao: `${titulo}: descrição`,
  verificacoes: [{ nome: ENGINE_HEARTBEAT_CHECK, ok, detalhe: ok ? 'heartbeat há 3 s' : 'sem heartbeat' }],
  alertas: ok ? 0 : 1,
});

/** The server's verdict, computed under the engine state `up` (its heartbeat check says so). */
const verdict = (up: boolean): RulesStatus => ({
  score_geral: up ? 97.5 : 42,
  label: up ? 'EXCELENTE' : 'CRÍTICO',
  timestamp: AT,
  regra_1_varredura: { ...rule(up, 'Varredura'), pares_total: 412, pares_50x: 88, pares_selecionados: 30 },
  regra_2_analise: {
    ...rule(up, 'Análise'),
    escopo_pares: 30,
    timeframes: ['15m', '1h'],
    sinais_gerados_hoje: 9,
  },
  regra_3_fase1: {
    ...rule(up, 'Fase 1'),
    sinais_pendentes: 2,
    monitoramento_ativo: up,
    tempo_medio_decisao: 41,
  },
  regra_4_confirmados: {
    ...rule(up, 'Confirmados'),
    confirmados_hoje: 5,
    destinos_validados: { supabase: true, dashboard: true, comando: up },
  },
  regra_5_rejeitados: {
    ...rule(up, 'Rejeitados'),
    rejeitados_hoje: 4,
    motivos_documentados: true,
    ciclo_21h_funcionando: true,
  },
});

const engineAlert: RuleAlert = {
  id: 'a1',
  regra: 'regra_2_analise',
  tipo: 'critico',
  titulo: 'Motor de análise parado',
  descricao: 'Nenhum heartbeat nos últimos 5 minutos.',
  impacto: 'Nenhum sinal novo é gerado.',
  acao_sugerida: 'Reinicie o motor.',
};

const history: RulesHistory = {
  periodo: '24h',
  tendencia: 'estavel',
  tendencia_motivo: 'Nenhum incidente no período.',
  incidentes: [],
  violacoes_por_regra: { regra_2_analise: 3 },
  pontos: [],
  verificacoes: 96,
};

describe('immutable rules page', () => {
  const fetchMock = mockFetch();
  let rulesAnswers: Array<() => Response>;
  const serve = (engine: EngineHealth | 'pending', alerts: RuleAlert[] = []) =>
    fetchMock.mockImplementation(
      replyByPath({
        '/api/admin/engine-health': () =>
          engine === 'pending'
            ? new Promise<Response>(() => undefined)
            : jsonReply(200, { success: true, data: engine }),
        '/api/admin/regras-imutaveis/status': () => rulesAnswers.shift()!(),
        '/api/admin/regras-imutaveis/alertas': () =>
          jsonReply(200, {
            success: true,
            data: { alertas_ativos: alerts, total: alerts.length, timestamp: AT },
          }),
        '/api/admin/regras-imutaveis/historico': () => jsonReply(200, { success: true, data: history }),
      }),
    );
  const status = (s: RulesStatus) => () => jsonReply(200, { success: true, data: s });

  it('waits for the engine state before checking the rules', () => {
    rulesAnswers = [status(verdict(true))];
    serve('pending');
    renderScreen(<ImmutableRulesPage />);
    expect(screen.getByText('Verificando regras...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/admin/engine-health']);
  });

  it('shows the verdict of a healthy engine: score, five rules, no alert', async () => {
    rulesAnswers = [status(verdict(true))];
    serve(health(true));
    renderScreen(<ImmutableRulesPage />);
    expect(await screen.findByTestId('rules-score')).toHaveTextContent('97,5%');
    expect(screen.getByText('EXCELENTE')).toBeInTheDocument();
    expect(within(screen.getByTestId('rule-cards')).getAllByText(/^(ATIVA) · 100%$/)).toHaveLength(5);
    expect(screen.getByText('Nenhum Alerta Ativo')).toBeInTheDocument();
    expect(screen.getByTestId('trend-reason')).toHaveTextContent('Nenhum incidente no período.');
    expect(screen.queryByTestId('engine-health')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
  });

  it('shows the engine down above a critical verdict and its alerts', async () => {
    rulesAnswers = [status(verdict(false))];
    serve(health(false), [engineAlert]);
    renderScreen(<ImmutableRulesPage />);
    expect(await screen.findByTestId('rules-score')).toHaveTextContent('42,0%');
    expect(screen.getByTestId('engine-health')).toHaveTextContent('Motor de análise fora do ar');
    expect(screen.getByTestId('rules-score').parentElement).toHaveTextContent('42,0%CRÍTICO');
    const alerts = within(screen.getByTestId('rule-alerts'));
    expect(alerts.getByText('Motor de análise parado')).toBeInTheDocument();
    expect(alerts.getByText('Impacto: Nenhum sinal novo é gerado.')).toBeInTheDocument();
  });

  it('never shows a verdict that saw the engine up under the banner that says it is down, and checks again', async () => {
    rulesAnswers = [status(verdict(true)), status(verdict(false))];
    serve(health(false), [engineAlert]);
    renderScreen(<ImmutableRulesPage />);
    expect(await screen.findByTestId('engine-health')).toHaveTextContent('Motor de análise fora do ar');
    await waitFor(() => expect(rulesAnswers).toHaveLength(1));
    expect(screen.getByText('Verificando regras...')).toBeInTheDocument();
    expect(screen.queryByText('EXCELENTE')).not.toBeInTheDocument();
    expect(await screen.findByTestId('rules-score', {}, { timeout: 10_000 })).toHaveTextContent('42,0%');
    expect(screen.queryByText('EXCELENTE')).not.toBeInTheDocument();
  });

  it('says the check failed and checks again on "Tentar novamente"', async () => {
    rulesAnswers = [() => jsonReply(500, { error: 'internal' }), status(verdict(true))];
    serve(health(true));
    renderScreen(<ImmutableRulesPage />);
    expect(await screen.findByText('Erro ao carregar status das regras')).toBeInTheDocument();
    expect(screen.getByText('Status indisponível')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByTestId('rules-score')).toHaveTextContent('97,5%'));
    expect(screen.queryByText('Erro ao carregar status das regras')).not.toBeInTheDocument();
  });
});
