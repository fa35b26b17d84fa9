import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LiveDot, AdminPage } from '@/components/admin/console';
import { useAdminEvents } from '@/lib/live/use-admin-events';
import { EngineHealthBanner } from '@/components/admin/engine-health-banner';
import { engineIsUp, useEngineHealth } from '@/lib/engine-health';
import { formatTime } from '@/lib/format';
import { useConnectionStore } from '@/lib/live/connection-store';
import { useSignalsStore } from '@/lib/live/signals-store';
import { COMMAND_EVENTS, hourlyBuckets, useCommandLists, useCommandStore } from './command-data';
import { HealthAndBtc, MonitoringAndChart, PeriodFiguresPanel } from './command-panels';
import { DecisionLists, QualityPanels } from './command-quality';
import { apisUnderEngine, btcUnderEngine } from './engine-overlay';
import { useCommandSources } from './use-command-sources';
import { BusyButton } from '@/components/busy-button';

export function TradingCommandPage() {
  const monitoring = useCommandStore((s) => s.monitoring);
  const { confirmed, rejected, pending } = useCommandLists();
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [showQuality, setShowQuality] = useState(false);
  const {
    source,
    lastUpdate: loadedAt,
    apis: readApis,
    filters,
    figures,
    btc: readBtc,
    loading,
    refresh,
  } = useCommandSources(autoRefresh);
  const streamedAt = useSignalsStore((s) => s.lastUpdate);
  const lastUpdate = Math.max(loadedAt ?? 0, streamedAt ?? 0) || null;
  const socketState = useConnectionStore((s) => s.state);
  const engine = useEngineHealth();
  // Panels follow the one live engine state; when it changes, the reads it affects are taken again at once.
  const up = engineIsUp(engine);
  const apis = apisUnderEngine(readApis, up);
  const btc = btcUnderEngine(readBtc, up);
  const queries = useQueryClient();
  useEffect(() => {
    if (up !== null) void queries.invalidateQueries({ queryKey: ['admin', 'command'] });
  }, [up, queries]);

  useAdminEvents(COMMAND_EVENTS, useCommandStore);

  const chart = useMemo(() => hourlyBuckets(confirmed), [confirmed]);
  const health = apis.length
    ? Math.round(
        (apis.reduce((a, x) => a + (x.status === 'online' ? 1 : x.status === 'warning' ? 0.5 : 0), 0) /
          apis.length) *
          100,
      )
    : 0;

  return (
    <AdminPage
      title="Trading Command Center"
      subtitle="Saúde das APIs, Bitcoin, métricas e decisões do monitoramento em tempo real."
      actions={
        <div className="ac-toolbar">
          <LiveDot
            state={socketState === 'online' ? 'on' : 'warn'}
            label={socketState === 'online' ? 'Tempo real' : 'Sem socket'}
          />
          <label>
            <input type="checkbox" checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} />{' '}
            Auto-atualizar (30 s)
          </label>
          <span className="ac-muted">Última atualização: {lastUpdate ? formatTime(lastUpdate) : '—'}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setShowQuality((v) => !v)}>
            {showQuality ? 'Ocultar qualidade' : 'Mostrar qualidade'}
          </button>
          <BusyButton tone="primary" busy={loading} busyLabel="Atualizando..." onClick={() => void refresh()}>
            Atualizar
          </BusyButton>
        </div>
      }
    >
      <EngineHealthBanner health={engine} />
      <HealthAndBtc apis={apis} health={health} btc={btc} />
      <PeriodFiguresPanel periods={figures?.periods ?? null} />
      <MonitoringAndChart
        monitoring={monitoring}
        chart={chart}
        health={engine}
        today={figures?.periods.hoje ?? null}
        pending={pending.length}
      />
      {showQuality ? <QualityPanels total={figures?.periods.total ?? null} filters={filters} /> : null}
      <DecisionLists confirmed={confirmed} rejected={rejected} />

      <footer className="ac-toolbar ac-muted" style={{ justifyContent: 'space-between' }}>
        <span>
          {confirmed.length} confirmados · {rejected.length} rejeitados · {pending.length} pendentes
        </span>
        <span>
          Fonte:{' '}
          {source === 'unified'
            ? 'API unificada'
            : source === 'fallback'
              ? 'APIs de contingência (24h)'
              : 'sem dados'}
        </span>
        <span>Saúde das APIs: {health}%</span>
      </footer>
    </AdminPage>
  );
}
