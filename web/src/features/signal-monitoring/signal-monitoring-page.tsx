import { useCallback, useEffect, useRef, useState } from 'react';
import type { Signal } from '@sinais/shared';
import { Badge, EmptyState, LiveDot, Panel, Stat, usePolling } from '@/components/admin/console';
import { useAdminEvents } from '@/lib/live/use-admin-events';
import { EngineHealthBanner } from '@/components/admin/engine-health-banner';
import { useEngineHealth } from '@/lib/engine-health';
import { PageHeader } from '@/components/page-header';
import { api, callApi } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useConnectionStore } from '@/lib/live/connection-store';
import { useSessionStore } from '@/lib/session';
import { PauseDialog } from './pause-dialog';
import { loadError, PendingCard, type PageState } from './monitoring-parts';
import { useMonitoringStore } from './monitoring-store';
import './signal-monitoring.css';

const REFRESH_MS = 30_000;
const START_DELAY_MS = 2000;
/** Live events only mark the data stale; one reload then brings list and counts from the same response. */
const RELOAD_DEBOUNCE_MS = 400;

const EVENTS = ['signal:created', 'signal:confirmed', 'signal:rejected'] as const;

export function SignalMonitoringPage() {
  const token = useSessionStore((s) => s.token);
  const overview = useMonitoringStore((s) => s.overview);
  const changes = useMonitoringStore((s) => s.changes);
  const socketState = useConnectionStore((s) => s.state);
  const [state, setState] = useState<PageState>(token ? 'checking' : 'anonymous');
  const [message, setMessage] = useState('');
  const [dialog, setDialog] = useState<'pause' | 'resume' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [polling, setPolling] = useState(false);
  const seq = useRef(0);
  const health = useEngineHealth();

  const load = useCallback(async () => {
    if (!useSessionStore.getState().token) {
      setState('anonymous');
      setMessage('Usuário não autenticado');
      return;
    }
    const mine = ++seq.current;
    try {
      const o = await callApi(api.admin.monitoringOverview);
      // An older answer arriving after a newer one (or after a command) is dropped.
      if (mine !== seq.current) return;
      useMonitoringStore.getState().setOverview(o.data);
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
  useEffect(() => {
    if (changes === 0) return;
    const t = setTimeout(() => void load(), RELOAD_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [changes, load]);
  usePolling(load, REFRESH_MS, polling);

  const command = async (body: { reason?: string; duration_minutes?: number }, pause: boolean) => {
    setActionError(null);
    setNotice(null);
    try {
      const expected_version = overview?.control.version;
      const res = await (pause
        ? callApi(api.admin.pauseMonitoring, {
            body: { ...body, reason: body.reason ?? '', expected_version },
          })
        : callApi(api.admin.startMonitoring, { body: { ...body, expected_version } }));
      seq.current++; // any load in flight predates the command
      useMonitoringStore.getState().setControl(res.data.control);
      setNotice(res.message);
      setDialog(null);
    } catch (err) {
      const e = loadError(err);
      const text =
        err instanceof HttpError && err.serverMessage
          ? err.serverMessage
          : e.message.replace('Erro ao carregar sinais: ', '');
      setActionError(text);
      if (err instanceof HttpError && err.status === 409) setDialog(null);
      void load();
      throw err;
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

  const control = overview?.control ?? null;
  const stats = overview?.stats ?? null;
  const pending: Signal[] = overview?.signals ?? [];
  const paused = control?.paused ?? false;
  // "Monitorando" only while the engine is alive by the probes' rule: a dead engine monitors nothing.
  const engineDown = health.state === 'offline' || health.state === 'never';
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
              <Badge tone={engineDown ? 'red' : paused ? 'amber' : 'green'}>
                {engineDown ? 'Motor fora do ar' : paused ? 'Pausado' : 'Monitorando'}
              </Badge>
            </span>
            <button
              type="button"
              className={`btn btn--sm ${paused ? 'btn--primary' : 'btn--ghost'}`}
              onClick={() => setDialog(paused ? 'resume' : 'pause')}
              disabled={state !== 'content' || !control}
            >
              {paused ? 'Iniciar' : 'Pausar'}
            </button>
          </div>
        }
      />
      <EngineHealthBanner health={health} />
      {actionError ? (
        <div className="alert alert--error" role="alert">
          {actionError}
        </div>
      ) : null}
      {notice ? (
        <div className="alert alert--success" role="status">
          {notice}
        </div>
      ) : null}
      {control?.paused ? (
        <div className="alert alert--warning" role="status" data-testid="pause-banner">
          <div>
            <strong>Motor pausado</strong> por {control.actor_email ?? 'sistema'} em{' '}
            {formatDateTime(control.changed_at, true)}
            {control.paused_until
              ? ` até ${formatDateTime(control.paused_until, true)}`
              : ' (sem prazo)'}: {control.reason ?? 'sem motivo'}. Nenhum sinal novo nem confirmação chega aos
            membros; operações abertas seguem acompanhadas até o fim.
          </div>
        </div>
      ) : null}
      {dialog ? (
        <PauseDialog
          mode={dialog}
          onCancel={() => setDialog(null)}
          onConfirm={(body) => command(body, dialog === 'pause')}
        />
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
      )}
    </section>
  );
}
