import type { UTCTimestamp } from 'lightweight-charts';
import { useEffect, useMemo, useState } from 'react';
import { Badge, EmptyState, LiveDot, Panel, AdminPage, EmptyPanel } from '@/components/admin/console';
import { useAdminEvents } from '@/lib/live/use-admin-events';
import { EngineHealthBanner } from '@/components/admin/engine-health-banner';
import { ErrorNote } from '@/components/error-note';
import { useNow } from '@/lib/use-now';
import { api, useApiQuery } from '@/lib/api';
import { useConnectionStore } from '@/lib/live/connection-store';
import { useMarketStore } from '@/lib/live/market-store';
import { selectPending, useSignalsStore } from '@/lib/live/signals-store';
import { ANALYSIS_EVENTS, useAnalysisStore } from './analysis-store';
import type { PricePoint } from '@/components/price-chart/candles';
import { PriceChart } from '@/components/price-chart/price-chart';
import { AnalysisHistory } from './analysis-history';
import { CurrentAnalysisPanel } from './current-analysis';
import { SavedPendingSignals } from './saved-pending-signals';
import { useAnalysisSources } from './analysis-sources';
import './technical-analysis.css';
import { CycleProgress } from './cycle-progress';

const TICKS_KEPT = 600;
export function TechnicalAnalysisPage() {
  const { status, current: liveCurrent, history, engineOnline } = useAnalysisStore();
  const { error, loaded, currentRead } = useAnalysisSources();
  const current = liveCurrent ?? currentRead ?? null;
  const signalsById = useSignalsStore((s) => s.byId);
  const pending = useMemo(() => selectPending({ byId: signalsById }), [signalsById]);
  const socketState = useConnectionStore((s) => s.state);
  const now = useNow(1000).getTime();
  const [ticks, setTicks] = useState<PricePoint[]>([]);
  const symbol = current?.symbol ?? status?.current_pair ?? null;
  const live = useMarketStore((s) => (symbol ? s.prices[symbol] : undefined));

  useAdminEvents(ANALYSIS_EVENTS, useAnalysisStore);

  const exchangeCandles =
    current?.symbol === symbol && current?.candles?.length
      ? current.candles.map((c) => ({ ...c, time: c.time as UTCTimestamp }))
      : undefined;
  // Asked only once the current analysis answered: it usually carries the candles.
  const needsRecorded = currentRead !== undefined && symbol !== null && !exchangeCandles;

  // The chart's pair: the exchange candles the live analysis carries, then live ticks. Only an analysis
  // without candles needs the recorded prices of /price-history: once per pair, never on a timer.
  useEffect(() => setTicks([]), [symbol]);
  const recordedPrices = useApiQuery(
    api.operations.priceHistory,
    { query: { symbol: symbol ?? '' } },
    {
      enabled: needsRecorded,
      staleTime: Infinity,
      retry: false,
      select: (b) => b.data.points.map((p): PricePoint => ({ t: Date.parse(p.time), price: p.price })),
    },
  );
  const recorded = useMemo(
    () => (needsRecorded ? (recordedPrices.data ?? []) : []),
    [needsRecorded, recordedPrices.data],
  );
  useEffect(() => {
    if (live) setTicks((t) => [...t, { t: Date.now(), price: live }].slice(-TICKS_KEPT));
  }, [live]);

  const points = useMemo(() => {
    const base = [...recorded];
    if (current && current.symbol === symbol)
      base.push({ t: Date.parse(current.analyzed_at), price: current.indicators.current_price });
    return [...base, ...ticks];
  }, [recorded, ticks, current, symbol]);

  const plan = current?.signal
    ? {
        entry: current.signal.entry_price,
        target: current.signal.target_price,
        stop: current.signal.stop_loss,
      }
    : null;
  const restLeft = status?.rest_until ? Math.max(0, Date.parse(status.rest_until) - now) : 0;
  const mmss = `${String(Math.floor(restLeft / 60_000)).padStart(2, '0')}:${String(Math.floor((restLeft % 60_000) / 1000)).padStart(2, '0')}`;
  const stateBadge = !status ? null : engineOnline === false ? (
    <Badge tone="red">MOTOR OFFLINE</Badge>
  ) : status.is_paused ? (
    <Badge tone="amber">PAUSADO</Badge>
  ) : status.is_resting ? (
    <Badge tone="blue">EM DESCANSO</Badge>
  ) : (
    <Badge tone="green">ANALISANDO</Badge>
  );

  return (
    <AdminPage
      title="Análise Técnica em Tempo Real"
      subtitle="Análise sequencial dos TOP 150 pares: 1H, 4H e 1D, 3 estratégias, 5 indicadores por par."
      actions={
        <div className="ac-toolbar">
          {stateBadge}
          <LiveDot
            state={socketState === 'online' ? 'on' : 'warn'}
            label={socketState === 'online' ? 'Tempo real' : 'Atualização a cada 2 s'}
          />
        </div>
      }
    >
      <EngineHealthBanner />
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {!loaded ? (
        <EmptyPanel title="Carregando análise..." />
      ) : !status ? (
        <EmptyPanel title="Nenhuma análise em andamento">
          O motor de análise ainda não reportou progresso. Verifique se ele está em execução.
        </EmptyPanel>
      ) : (
        <CycleProgress status={status} mmss={mmss} />
      )}

      <div className="ac-grid ac-grid--2">
        <CurrentAnalysisPanel current={current} currentPair={status?.current_pair ?? null} />
        <Panel
          title={symbol ? `Gráfico · ${symbol}` : 'Gráfico'}
          actions={plan ? <Badge tone="amber">Entrada · Alvo · Stop</Badge> : null}
        >
          {symbol ? (
            <PriceChart
              points={points}
              candles={exchangeCandles}
              livePrice={live}
              plan={plan}
              symbol={symbol}
            />
          ) : (
            <EmptyState title="Sem par selecionado" />
          )}
          <p className="ac-muted" style={{ margin: '6px 0 0' }}>
            {exchangeCandles
              ? 'Candles de 1H da exchange usados na análise, com o último preço ao vivo.'
              : 'Candles amostrados dos preços registrados em cada análise do par e dos ticks ao vivo.'}
          </p>
        </Panel>
      </div>

      <div className="ac-grid">
        <AnalysisHistory history={history} />
        <SavedPendingSignals pending={pending} />
      </div>
    </AdminPage>
  );
}
