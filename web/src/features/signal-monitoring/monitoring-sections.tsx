import type { EngineControl, MonitoringOverview } from '@sinais/shared';
import { Badge, EmptyState, LiveDot, Panel, Stat, EmptyPanel } from '@/components/admin/console';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { PageState } from './load-error';
import { PendingCard } from './pending-card';

const ACCESS: Record<'checking' | 'anonymous' | 'forbidden', { title: string; text?: string }> = {
  checking: { title: 'Verificando permissões...' },
  anonymous: { title: 'Acesso Negado', text: 'Você precisa estar logado para acessar esta página.' },
  forbidden: { title: 'Privilégios Insuficientes', text: 'Esta página requer privilégios de administrador.' },
};

/** What the page shows before the overview: the permission check, or why it cannot be shown. */
export function AccessScreen({ state }: { state: Extract<PageState, keyof typeof ACCESS> }) {
  const { title, text } = ACCESS[state];
  return (
    <section className="page ac">
      <EmptyPanel title={title}>{text}</EmptyPanel>
    </section>
  );
}

/** Who paused the engine, when, until when and why. */
export function PauseBanner({ control }: { control: EngineControl }) {
  return (
    <div className="alert alert--warning" role="status" data-testid="pause-banner">
      <div>
        <strong>Motor pausado</strong> por {control.actor_email ?? 'sistema'} em{' '}
        {formatDateTime(control.changed_at, true)}
        {control.paused_until ? ` até ${formatDateTime(control.paused_until, true)}` : ' (sem prazo)'}:{' '}
        {control.reason ?? 'sem motivo'}. Nenhum sinal novo nem confirmação chega aos membros; operações
        abertas seguem acompanhadas até o fim.
      </div>
    </div>
  );
}

/** The figures of the monitoring loop and the pending signals, from one overview. */
export function MonitoringContent({
  stats,
  pending,
}: {
  stats: MonitoringOverview['stats'] | null;
  pending: MonitoringOverview['signals'];
}) {
  return (
    <>
      {stats && !stats.engine_online ? (
        <div className="alert alert--warning" role="status">
          O motor de análise não está reportando: os comandos serão aplicados quando ele voltar.
        </div>
      ) : null}
      <div className="ac-grid ac-grid--stats">
        <Stat
          label="Sinais Pendentes"
          value={<span data-testid="stat-pending">{stats?.total_pending ?? 0}</span>}
          tone="amber"
        />
        <Stat
          label="Em Análise"
          value={stats?.analyzing ?? 0}
          hint="Dentro da janela de monitoramento"
          tone="blue"
        />
        <Stat
          label="Confirmados hoje"
          value={stats?.confirmed_today ?? 0}
          hint={`${stats?.rejected_today ?? 0} rejeitados hoje`}
          tone="green"
        />
        <Stat
          label="Taxa de Sucesso (total)"
          value={stats?.success_rate === null || !stats ? '—' : `${formatNumber(stats.success_rate, 1)}%`}
          hint={`alvo atingido / encerradas (expirada não conta como ganho) · confirmação média (24 h) ${formatNumber(stats?.avg_confirmation_time ?? 0, 0)} s`}
        />
      </div>
      <Panel
        title={`Sinais pendentes (${stats?.total_pending ?? pending.length}${
          stats && stats.total_pending > pending.length ? `, mostrando ${pending.length}` : ''
        })`}
      >
        {pending.length === 0 ? (
          <EmptyState title="Nenhum Sinal Pendente">
            Novos sinais aparecem aqui assim que o motor os gera.
          </EmptyState>
        ) : (
          <ul className="ac-list" data-testid="pending-list">
            {pending.map((s) => (
              <PendingCard key={s.id} s={s} />
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}

/** The header's live state, engine state and the pause/start button. */
export function MonitoringActions({
  live,
  engineDown,
  paused,
  disabled,
  onToggle,
}: {
  live: boolean;
  engineDown: boolean;
  paused: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="ac-toolbar">
      <LiveDot state={live ? 'on' : 'warn'} label={live ? 'Tempo real' : 'Atualização a cada 30 s'} />
      <span data-testid="monitoring-state">
        <Badge tone={engineDown ? 'red' : paused ? 'amber' : 'green'}>
          {engineDown ? 'Motor fora do ar' : paused ? 'Pausado' : 'Monitorando'}
        </Badge>
      </span>
      <button
        type="button"
        className={`btn btn--sm ${paused ? 'btn--primary' : 'btn--ghost'}`}
        onClick={onToggle}
        disabled={disabled}
      >
        {paused ? 'Iniciar' : 'Pausar'}
      </button>
    </div>
  );
}
