import { useState } from 'react';
import type { Signal } from '@sinais/shared';
import { AdminPage, EmptyPanel } from '@/components/admin/console';
import { useAdminEvents } from '@/lib/live/use-admin-events';
import { EngineHealthBanner } from '@/components/admin/engine-health-banner';
import { useEngineHealth } from '@/lib/engine-health';
import { ErrorNote } from '@/components/error-note';
import { api, callApi } from '@/lib/api';
import { HttpError } from '@/lib/http';
import { useConnectionStore } from '@/lib/live/connection-store';
import { useSessionStore } from '@/lib/session';
import { PauseDialog } from './pause-dialog';
import { loadError } from './load-error';
import { AccessScreen, MonitoringActions, MonitoringContent, PauseBanner } from './monitoring-sections';
import { useMonitoringStore } from './monitoring-store';
import { useMonitoringOverview } from './use-monitoring-overview';
import './signal-monitoring.css';

const EVENTS = ['signal:created', 'signal:confirmed', 'signal:rejected'] as const;

export function SignalMonitoringPage() {
  const token = useSessionStore((s) => s.token);
  const socketState = useConnectionStore((s) => s.state);
  const [dialog, setDialog] = useState<'pause' | 'resume' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const health = useEngineHealth();
  const { overview, state, message, retry, reload, applyControl } = useMonitoringOverview(
    Boolean(token),
    setActionError,
  );
  useAdminEvents(EVENTS, useMonitoringStore);

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
      await applyControl(res.data.control);
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
      void reload();
      throw err;
    }
  };

  if (state === 'checking' || state === 'anonymous' || state === 'forbidden')
    return <AccessScreen state={state} />;

  const control = overview?.control ?? null;
  const stats = overview?.stats ?? null;
  const pending: Signal[] = overview?.signals ?? [];
  const paused = control?.paused ?? false;
  // "Monitorando" only while the engine is alive by the probes' rule: a dead engine monitors nothing.
  const engineDown = health.state === 'offline' || health.state === 'never';
  return (
    <AdminPage
      title="Monitoramento de Sinais"
      subtitle="Sinais pendentes em análise pelo sistema de monitoramento até a confirmação ou rejeição."
      actions={
        <MonitoringActions
          live={socketState === 'online'}
          engineDown={engineDown}
          paused={paused}
          disabled={state !== 'content' || !control}
          onToggle={() => setDialog(paused ? 'resume' : 'pause')}
        />
      }
    >
      <EngineHealthBanner health={health} />
      {actionError ? <ErrorNote>{actionError}</ErrorNote> : null}
      {notice ? (
        <div className="alert alert--success" role="status">
          {notice}
        </div>
      ) : null}
      {control?.paused ? <PauseBanner control={control} /> : null}
      {dialog ? (
        <PauseDialog
          mode={dialog}
          onCancel={() => setDialog(null)}
          onConfirm={(body) => command(body, dialog === 'pause')}
        />
      ) : null}
      {state === 'loading' ? (
        <EmptyPanel title="Carregando sinais pendentes..." />
      ) : state === 'error' ? (
        <EmptyPanel title={message}>
          <button type="button" className="btn btn--primary btn--sm" onClick={() => void retry()}>
            Tentar Novamente
          </button>
        </EmptyPanel>
      ) : (
        <MonitoringContent stats={stats} pending={pending} />
      )}
    </AdminPage>
  );
}
