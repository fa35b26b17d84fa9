import { ExperimentalBadge } from '@/components/experimental-badge';
import { withQueryClient } from '@/lib/query-client';
import { useCallback, useEffect, useState } from 'react';
import { create } from 'zustand';
import type { AnalysisStatus, Envelope, MonitoringStats, Signal, SignalChange } from '@sinais/shared';
import {
  Badge,
  EmptyState,
  LiveDot,
  Panel,
  Stat,
  scoreTone,
  useAdminEvents,
  usePolling,
} from '@/components/admin/console';
import { PageHeader } from '@/components/page-header';
import { HttpError, http } from '@/lib/http';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useConnectionStore } from '@/lib/live/connection-store';
import { useSessionStore } from '@/lib/session';

const REFRESH_MS = 30_000;
const START_DELAY_MS = 2000;

interface MonitoringState {
  pending: Signal[];
  stats: MonitoringStats | null;
  /** The engine's own paused flag, live from analysis:progressed. */
  paused: boolean | null;
  setData: (pending: Signal[], stats: MonitoringStats) => void;
  setPaused: (paused: boolean) => void;
  'signal:created': (env: Envelope<string, SignalChange>) => void;
  'signal:confirmed': (env: Envelope<string, SignalChange>) => void;
  'signal:rejected': (env: Envelope<string, SignalChange>) => void;
  'analysis:progressed': (env: Envelope<string, AnalysisStatus>) => void;
}

const without = (list: Signal[], id: string) => list.filter((s) => s.id !== id);

export const useMonitoringStore = create<MonitoringState>()((set) => ({
  pending: [],
  stats: null,
  paused: null,
  setData: (pending, stats) => set({ pending, stats, paused: !stats.is_monitoring }),
  setPaused: (paused) => set({ paused }),
  'signal:created': (env) =>
    set((s) => ({
      pending: [env.data.signal, ...without(s.pending, env.data.signal.id)],
      stats: s.stats ? { ...s.stats, total_pending: s.stats.total_pending + 1 } : s.stats,
    })),
  'signal:confirmed': (env) =>
    set((s) => ({
      pending: without(s.pending, env.data.signal.id),
      stats: s.stats
        ? {
            ...s.stats,
            total_pending: Math.max(0, s.stats.total_pending - 1),
            confirmed_today: s.stats.confirmed_today + 1,
          }
        : s.stats,
    })),
  'signal:rejected': (env) =>
    set((s) => ({
      pending: without(s.pending, env.data.signal.id),
      stats: s.stats
        ? {
            ...s.stats,
            total_pending: Math.max(0, s.stats.total_pending - 1),
            rejected_today: s.stats.rejected_today + 1,
          }
        : s.stats,
    })),
  'analysis:progressed': (env) => set({ paused: env.data.is_paused }),
}));

const EVENTS = ['signal:created', 'signal:confirmed', 'signal:rejected', 'analysis:progressed'] as const;

type PageState = 'checking' | 'anonymous' | 'forbidden' | 'loading' | 'error' | 'content';

/** spec 003 §8 texts. */
function loadError(err: unknown): { state: PageState; message: string } {
  if (err instanceof HttpError) {
    if (err.status === 401) return { state: 'anonymous', message: 'Não autorizado - faça login novamente' };
    if (err.status === 403)
      return { state: 'forbidden', message: 'Acesso negado - privilégios de admin necessários' };
    if (err.status === 0) return { state: 'error', message: 'Erro ao carregar sinais: Falha na conexão' };
    return { state: 'error', message: `Erro ao carregar sinais: Erro HTTP: ${err.status}` };
  }
  return {
    state: 'error',
    message: `Erro ao carregar sinais: ${(err as Error).message || 'Erro desconhecido'}`,
  };
}

function PendingCard({ s }: { s: Signal }) {
  return (
    <li className="ac-card" data-testid="pending-signal" data-signal-id={s.id}>
      <div className="ac-card__head">
        <span className="ac-card__symbol">{s.symbol}</span>
        <Badge>{s.timeframe.toUpperCase()}</Badge>
        <Badge tone={s.direction === 'COMPRA' ? 'green' : 'red'}>{s.direction}</Badge>
        <span className={`ac-score ac-score--${scoreTone(s.score)}`}>{formatNumber(s.score, 0)}/100</span>
        <span className="ac-muted" style={{ marginLeft: 'auto' }}>
          {formatDateTime(s.created_at, true)}
        </span>
      </div>
      {s.experimental ? <ExperimentalBadge strategy={s.strategy} timeframe={s.timeframe} /> : null}
      <div className="ac-card__grid ac-mono">
        <div>
          <span title="Preço quando o sinal pendente foi criado">Referência</span>
          {s.reference_price === null ? '—' : formatNumber(s.reference_price, 6)}
        </div>
        <div>
          <span title="Passa a ser o preço da confirmação, o que o membro recebe">Entrada</span>
          {formatNumber(s.entry_price, 6)}
        </div>
        <div>
          <span>Alvo</span>
          <b className="ac-buy">{formatNumber(s.target_price, 6)}</b>
        </div>
        <div>
          <span>Stop</span>
          <b className="ac-sell">{formatNumber(s.stop_loss, 6)}</b>
        </div>
        <div>
          <span>Estratégia</span>
          {s.strategy}
        </div>
        <div>
          <span>Risco</span>
          {s.risk_level || 'MEDIUM'}
        </div>
        <div>
          <span>Duração</span>
          {s.expected_duration || '24h'}
        </div>
      </div>
      {s.reasons.length ? (
        <ul className="ac-muted" style={{ margin: '6px 0 0', paddingLeft: 18 }}>
          {s.reasons.slice(0, 2).map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function SignalMonitoringContent() {
  const token = useSessionStore((s) => s.token);
  const { pending, stats, paused } = useMonitoringStore();
  const socketState = useConnectionStore((s) => s.state);
  const [state, setState] = useState<PageState>(token ? 'checking' : 'anonymous');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [polling, setPolling] = useState(false);

  const load = useCallback(async () => {
    if (!useSessionStore.getState().token) {
      setState('anonymous');
      setMessage('Usuário não autenticado');
      return;
    }
    try {
      const [p, s] = await Promise.all([
        http<{ data: { signals: Signal[] } }>('/api/monitoring/pending-signals'),
        http<{ data: MonitoringStats }>('/api/monitoring/stats'),
      ]);
      useMonitoringStore.getState().setData(p.data.signals, s.data);
      setState('content');
    } catch (err) {
      const e = loadError(err);
      setMessage(e.message);
      setState((prev) => (prev === 'content' && e.state === 'error' ? prev : e.state));
      if (e.state === 'error') setActionError(e.message);
    }
  }, []);

  useAdminEvents(EVENTS, useMonitoringStore);
  useEffect(() => {
    void load();
    // The page's own monitoring loop starts 2 s after the admin is authenticated (spec 003 §4).
    const t = setTimeout(() => setPolling(true), START_DELAY_MS);
    return () => clearTimeout(t);
  }, [load]);
  usePolling(load, REFRESH_MS, polling);

  const toggle = async () => {
    setBusy(true);
    setActionError(null);
    const wasPaused = paused === true;
    try {
      await http(wasPaused ? '/api/monitoring/start' : '/api/monitoring/pause', { method: 'POST', body: {} });
      useMonitoringStore.getState().setPaused(!wasPaused);
    } catch (err) {
      const e = loadError(err);
      setActionError(e.message.replace('Erro ao carregar sinais: ', ''));
    } finally {
      setBusy(false);
      void load();
    }
  };

  if (state === 'checking')
    return (
      <section className="page ac">
        <Panel>
          <EmptyState title="Verificando permissões..." />
        </Panel>
      </section>
    );
  if (state === 'anonymous')
    return (
      <section className="page ac">
        <Panel>
          <EmptyState title="Acesso Negado">Você precisa estar logado para acessar esta página.</EmptyState>
        </Panel>
      </section>
    );
  if (state === 'forbidden')
    return (
      <section className="page ac">
        <Panel>
          <EmptyState title="Privilégios Insuficientes">
            Esta página requer privilégios de administrador.
          </EmptyState>
        </Panel>
      </section>
    );

  const monitoring = paused === false;
  return (
    <section className="page ac" aria-labelledby="page-title">
      <PageHeader
        eyebrow="Administração"
        title="Monitoramento de Sinais"
        subtitle="Sinais pendentes em análise pelo sistema de monitoramento até a confirmação ou rejeição."
        actions={
          <div className="ac-toolbar">
            <LiveDot
              state={socketState === 'online' ? 'on' : 'warn'}
              label={socketState === 'online' ? 'Tempo real' : 'Atualização a cada 30 s'}
            />
            <span data-testid="monitoring-state">
              <Badge tone={monitoring ? 'green' : 'amber'}>{monitoring ? 'Monitorando' : 'Pausado'}</Badge>
            </span>
            <button
              type="button"
              className={`btn btn--sm ${monitoring ? 'btn--ghost' : 'btn--primary'}`}
              onClick={() => void toggle()}
              disabled={busy || state !== 'content'}
            >
              {busy ? 'Enviando...' : monitoring ? 'Pausar' : 'Iniciar'}
            </button>
          </div>
        }
      />
      {actionError ? (
        <div className="alert alert--error" role="alert">
          {actionError}
        </div>
      ) : null}
      {state === 'loading' ? (
        <Panel>
          <EmptyState title="Carregando sinais pendentes..." />
        </Panel>
      ) : state === 'error' ? (
        <Panel>
          <EmptyState title={message}>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => {
                setState('loading');
                void load();
              }}
            >
              Tentar Novamente
            </button>
          </EmptyState>
        </Panel>
      ) : (
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
              label="Confirmados Hoje"
              value={stats?.confirmed_today ?? 0}
              hint={`${stats?.rejected_today ?? 0} rejeitados hoje`}
              tone="green"
            />
            <Stat
              label="Taxa de Sucesso"
              value={
                stats?.success_rate === null || stats?.success_rate === undefined
                  ? '—'
                  : `${formatNumber(stats.success_rate, 1)}%`
              }
              hint={`Confirmação média ${formatNumber(stats?.avg_confirmation_time ?? 0, 0)} s`}
            />
          </div>
          <Panel title={`Sinais pendentes (${pending.length})`}>
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
      )}
    </section>
  );
}

export const SignalMonitoringPage = withQueryClient(SignalMonitoringContent);
