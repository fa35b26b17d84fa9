import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useConnectionStore } from '@/lib/live/connection-store';
import { useSeesExperimental } from '@/lib/live/experimental-store';
import { useExperimentalOptIn } from '@/lib/experimental-opt-in';
import { GateBanner } from '@/lib/member-gate';
import { useMarketStore } from '@/lib/live/market-store';
import { useSignalsStore } from '@/lib/live/signals-store';
import { onSignalEvent, startRealtime } from '@/lib/socket';
import { queryClient } from '@/lib/query-client';
import { STRATEGY_TRACKS_KEY } from '@/lib/strategy-tracks';
import { useNow } from '@/lib/use-now';
import { CleanupPanel } from './cleanup-panel';
import { DashboardShortcuts } from './dashboard-shortcuts';
import { dashboardList, MOTIVATIONAL_PHRASES, PHRASE_INTERVAL_MS } from './dashboard-rules';
import { BtcCard, CryptoClock, MarketTile } from './market-tiles';
import { useBtcPoll, useCleanupQuery, useMarketsQuery, useSignalsFallbackPoll } from './queries';
import { SignalList } from './signal-list';
import { WarmupNotice } from './warmup-notice';
import '@/styles/member-area.css';
import './dashboard.css';

// Shown only to those who see experimental signals: loaded then.
const ExperimentalSection = lazy(() =>
  import('./experimental-section').then((m) => ({ default: m.ExperimentalSection })),
);

/** The motivational phrase, a new one every PHRASE_INTERVAL_MS from the first shown when the page opened. */
function useRotatingPhrase(): string {
  const now = useNow(PHRASE_INTERVAL_MS).getTime();
  const [openedAt] = useState(() => Date.now());
  const i = Math.floor((now - openedAt) / PHRASE_INTERVAL_MS) % MOTIVATIONAL_PHRASES.length;
  return MOTIVATIONAL_PHRASES[Math.max(0, i)]!;
}

function LivePill() {
  const connection = useConnectionStore((s) => s.state);
  return (
    <div className={`live-pill live-pill--${connection}`} data-testid="live-status">
      <span className="pulse-dot" aria-hidden="true" />
      {connection === 'online'
        ? 'Ao vivo'
        : connection === 'connecting'
          ? 'Conectando...'
          : 'Reconectando...'}
    </div>
  );
}

/** The plain number (issue 30: "00" and "09" read as codes, not counts; spec 000 §2.9's padding left behind). */
function Counter({ label, value, id, tone }: { label: string; value: number; id: string; tone?: string }) {
  return (
    <div className={tone ? `counter counter--${tone}` : 'counter'}>
      <span className="counter__label">{label}</span>
      <span className="counter__value" data-testid={id}>
        {value}
      </span>
    </div>
  );
}

export function DashboardPage() {
  const now = useNow(1000);
  const phrase = useRotatingPhrase();
  const byId = useSignalsStore((s) => s.byId);
  const signalsReady = useSignalsStore((s) => s.status === 'ready');
  const markets = useMarketsQuery();
  const cleanup = useCleanupQuery();
  useBtcPoll();
  useExperimentalOptIn();
  const seesExperimental = useSeesExperimental();
  // The BTC data the page already polls says whether prices are simulated (its "Dados simulados" chip).
  const simulatedPrices = useMarketStore((s) => s.btc?.simulated === true);

  useEffect(() => {
    startRealtime();
    // A closed trade changes its strategy's record: refetch the (cached) records of the cards.
    return onSignalEvent((env) => {
      if (env.type === 'signal:closed') void queryClient.invalidateQueries({ queryKey: STRATEGY_TRACKS_KEY });
    });
  }, []);

  useSignalsFallbackPoll();

  // The list changes at most once a minute by the clock (the 21:00 cut-off), or when the store changes.
  const minute = Math.floor(now.getTime() / 60_000);
  const list = useMemo(
    () => dashboardList(Object.values(byId), new Date(minute * 60_000 + 59_999)),
    [byId, minute],
  );

  const marketsLoaded = markets.data !== undefined;
  // Demonstration signals: the instance runs on simulated prices, or a listed signal was made on them.
  const demo = simulatedPrices || list.signals.some((s) => s.simulated);

  return (
    <section className="page dashboard" aria-labelledby="page-title">
      <div className="dash-hero spread-row">
        <div>
          <p className="page-header__eyebrow">Área do membro</p>
          <h1 id="page-title" className="dash-hero__title">
            Dashboard de Sinais
          </h1>
          <p className="dash-hero__phrase" aria-live="polite" data-testid="motivational-phrase">
            “{phrase}”
          </p>
        </div>
        <LivePill />
      </div>

      {/* The first-run notice opens the page (issue 30: under the list it was below the fold at 1366×768). */}
      {signalsReady && list.total === 0 ? <WarmupNotice now={now} /> : null}

      <DashboardShortcuts />

      <div className="dash-top">
        <BtcCard />
        <div className="markets" aria-label="Status dos mercados">
          <MarketTile id="asia" label="Mercado Asiático" loaded={marketsLoaded} now={now} />
          <MarketTile id="new_york" label="Nova York" loaded={marketsLoaded} now={now} />
          <CryptoClock now={now} />
        </div>
      </div>

      <div className="counters" aria-label="Contadores de sinais">
        <Counter label="Total" value={list.total} id="count-total" />
        <Counter label="Compra" value={list.buy} id="count-buy" tone="buy" />
        <Counter label="Venda" value={list.sell} id="count-sell" tone="sell" />
      </div>

      <GateBanner now={now.getTime()} />

      <SignalList list={list} now={now} demo={demo} />

      {seesExperimental ? (
        <Suspense fallback={null}>
          <ExperimentalSection byId={byId} now={now} />
        </Suspense>
      ) : null}

      <CleanupPanel cleanup={cleanup.data} />
    </section>
  );
}
