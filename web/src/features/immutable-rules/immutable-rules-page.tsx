import { Link } from 'react-router-dom';
import {
  RULE_KEYS,
  type RuleAlert,
  type RulesHistory,
  type RulesStatus,
  type RuleStatus,
} from '@sinais/shared';
import { Badge, EmptyState, Panel, type Tone, AdminPage, EmptyPanel } from '@/components/admin/console';
import { EngineHealthBanner } from '@/components/admin/engine-health-banner';
import { ErrorNote } from '@/components/error-note';
import { engineIsUp, useEngineHealth } from '@/lib/engine-health';
import { formatDateTime, formatNumber } from '@/lib/format';
import { rulesError, useRulesVerdict } from './use-rules-verdict';
import './immutable-rules.css';
import { BusyButton } from '@/components/busy-button';

const STATUS_TONE: Record<RuleStatus, Tone> = { ativa: 'green', alerta: 'amber', falha: 'red', erro: 'red' };
const ALERT_TONE: Record<RuleAlert['tipo'], Tone> = { critico: 'red', medio: 'amber', menor: 'blue' };
const ALERT_LABEL: Record<RuleAlert['tipo'], string> = { critico: 'CRÍTICO', medio: 'MÉDIO', menor: 'MENOR' };
const LABEL_TONE: Record<RulesStatus['label'], Tone> = {
  EXCELENTE: 'green',
  BOM: 'green',
  REGULAR: 'amber',
  CRÍTICO: 'red',
};
const TREND: Record<RulesHistory['tendencia'], string> = {
  melhorando: '↗ Melhorando',
  piorando: '↘ Piorando',
  estavel: '→ Estável',
};

function ruleFacts(key: (typeof RULE_KEYS)[number], s: RulesStatus): Array<[string, string]> {
  switch (key) {
    case 'regra_1_varredura':
      return [
        ['Pares USDT', String(s.regra_1_varredura.pares_total)],
        ['Com 50x', String(s.regra_1_varredura.pares_50x)],
        ['Selecionados', String(s.regra_1_varredura.pares_selecionados)],
      ];
    case 'regra_2_analise':
      return [
        ['Escopo', `${s.regra_2_analise.escopo_pares} pares`],
        ['Timeframes', s.regra_2_analise.timeframes.join(', ') || '—'],
        ['Sinais hoje', String(s.regra_2_analise.sinais_gerados_hoje)],
      ];
    case 'regra_3_fase1':
      return [
        ['Pendentes', String(s.regra_3_fase1.sinais_pendentes)],
        ['Monitoramento', s.regra_3_fase1.monitoramento_ativo ? 'Ativo' : 'Inativo'],
        ['Decisão média', `${formatNumber(s.regra_3_fase1.tempo_medio_decisao, 0)} s`],
      ];
    case 'regra_4_confirmados': {
      const d = s.regra_4_confirmados.destinos_validados;
      const ok = (b: boolean) => (b ? '✓' : '✗');
      return [
        ['Confirmados hoje', String(s.regra_4_confirmados.confirmados_hoje)],
        ['Banco de dados', ok(d.supabase)],
        ['Dashboard', ok(d.dashboard)],
        ['Command Center', ok(d.comando)],
      ];
    }
    case 'regra_5_rejeitados':
      return [
        ['Rejeitados hoje', String(s.regra_5_rejeitados.rejeitados_hoje)],
        ['Motivos documentados', s.regra_5_rejeitados.motivos_documentados ? 'Sim' : 'Não'],
        ['Ciclo das 21h', s.regra_5_rejeitados.ciclo_21h_funcionando ? 'OK' : 'Falha'],
      ];
  }
}

export function ImmutableRulesPage() {
  const engine = useEngineHealth();
  const up = engineIsUp(engine);
  const { query: rules, verdict, checking: loading } = useRulesVerdict(up);
  const { status, alerts, history } = verdict ?? { status: null, alerts: [], history: null };
  const error = rules.error ? rulesError(rules.error) : null;
  const refresh = () => rules.refetch({ cancelRefetch: false });

  return (
    <AdminPage
      title="Regras Imutáveis"
      subtitle="Conformidade das cinco regras fundamentais, avaliada do estado real do motor e do banco."
      actions={
        <div className="ac-toolbar">
          {status ? (
            <span className="ac-muted">Última verificação: {formatDateTime(status.timestamp, true)}</span>
          ) : null}
          <BusyButton busy={loading} busyLabel="Verificando..." onClick={() => void refresh()}>
            Atualizar
          </BusyButton>
        </div>
      }
    >
      <EngineHealthBanner health={engine} />
      {error ? (
        <ErrorNote>
          <div>{error}</div>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void refresh()}>
            Tentar novamente
          </button>
        </ErrorNote>
      ) : null}
      {!status ? (
        <EmptyPanel title={loading ? 'Verificando regras...' : 'Status indisponível'} />
      ) : (
        <>
          <div className="ac-grid ac-grid--3">
            <Panel title="Conformidade geral">
              <div className="ac-toolbar" style={{ gap: 16 }}>
                <span className="ac-gauge" data-testid="rules-score">
                  {formatNumber(status.score_geral, 1)}%
                </span>
                <Badge tone={LABEL_TONE[status.label]}>{status.label}</Badge>
              </div>
              <div className="ac-progress" style={{ marginTop: 12 }}>
                <div className="ac-progress__bar" style={{ width: `${status.score_geral}%` }} />
              </div>
            </Panel>
            <Panel title="Tendência (24h)">
              {history ? (
                <>
                  <div className="ac-stat__value">{TREND[history.tendencia]}</div>
                  <p className="ac-muted" style={{ margin: 0 }} data-testid="trend-reason">
                    {history.tendencia_motivo} <Link to="/admin/incidentes">Ver incidentes</Link>
                  </p>
                </>
              ) : (
                <EmptyState title="Sem histórico" />
              )}
            </Panel>
            <Panel title="Violações nos últimos 7 dias">
              {history ? (
                <dl className="ac-kv">
                  {RULE_KEYS.map((k, i) => (
                    <div key={k} style={{ display: 'contents' }}>
                      <dt>Regra {i + 1}</dt>
                      <dd>{history.violacoes_por_regra[k] ?? 0}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </Panel>
          </div>
          <div className="ac-grid ac-grid--5" data-testid="rule-cards">
            {RULE_KEYS.map((k, i) => {
              const r = status[k];
              return (
                <Panel
                  key={k}
                  title={`Regra ${i + 1}`}
                  actions={
                    <Badge tone={STATUS_TONE[r.status]}>
                      {r.status.toUpperCase()} · {formatNumber(r.conformidade, 0)}%
                    </Badge>
                  }
                >
                  <strong>{r.titulo}</strong>
                  <p className="ac-muted" style={{ margin: '4px 0 8px' }}>
                    {r.descricao}
                  </p>
                  <dl className="ac-kv" style={{ marginBottom: 8 }}>
                    {ruleFacts(k, status).map(([label, value]) => (
                      <div key={label} style={{ display: 'contents' }}>
                        <dt>{label}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                  <ul className="ac-list">
                    {r.verificacoes.map((c) => (
                      <li key={c.nome} style={{ fontSize: '0.82rem' }}>
                        <span className={c.ok ? 'ac-buy' : 'ac-sell'}>{c.ok ? '✓' : '✗'}</span> {c.nome}
                        <div className="ac-muted">{c.detalhe}</div>
                      </li>
                    ))}
                  </ul>
                </Panel>
              );
            })}
          </div>
          <Panel title={`Alertas ativos (${alerts.length})`}>
            {alerts.length === 0 ? (
              <EmptyState title="Nenhum Alerta Ativo">Todas as regras estão em conformidade.</EmptyState>
            ) : (
              <ul className="ac-list" data-testid="rule-alerts">
                {alerts.map((a) => (
                  <li className="ac-card" key={a.id}>
                    <div className="ac-card__head">
                      <Badge tone={ALERT_TONE[a.tipo]}>{ALERT_LABEL[a.tipo]}</Badge>
                      <strong>{a.titulo}</strong>
                    </div>
                    <div>{a.descricao}</div>
                    <div className="ac-muted">Impacto: {a.impacto}</div>
                    <div>
                      <b>Ação sugerida:</b> {a.acao_sugerida}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </>
      )}
    </AdminPage>
  );
}
