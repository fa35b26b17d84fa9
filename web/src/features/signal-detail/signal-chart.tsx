import { lazy, Suspense, useMemo } from 'react';
import type { UTCTimestamp } from 'lightweight-charts';
import type { Timeframe } from '@sinais/shared';
import { useMarketStore } from '@/lib/live/market-store';
import type { ViewSignal } from '@/lib/live/signal-parse';
import { useSignalCandles } from './api';

const NO_POINTS: never[] = [];

// The chart library is loaded after the page (web budget: a member page's first load stays under 200 KiB gzip).
const PriceChart = lazy(() =>
  import('@/components/price-chart/price-chart').then((m) => ({ default: m.PriceChart })),
);

/** Candles of the signal's pair and timeframe with its entry, target and stop drawn as price lines. */
export function SignalChart({ signal: s }: { signal: ViewSignal }) {
  const interval = (s.timeframe ?? '1h') as Timeframe;
  const q = useSignalCandles(s.symbol, interval);
  const livePrice = useMarketStore((st) => st.prices[s.symbol]);
  const plan = useMemo(
    () => ({ entry: s.entry_price, target: s.target_price, stop: s.stop_loss }),
    [s.entry_price, s.target_price, s.stop_loss],
  );
  const candles = useMemo(
    () => (q.data?.candles ?? []).map((c) => ({ ...c, time: c.time as UTCTimestamp })),
    [q.data],
  );

  return (
    <section className="detail-box detail-chart" aria-labelledby="chart-title">
      <h2 id="chart-title">
        Gráfico {s.symbol} · {interval}
      </h2>
      {q.isPending ? (
        <p className="muted">Carregando gráfico...</p>
      ) : q.isError ? (
        <p className="detail-message detail-message--error" role="alert">
          Não foi possível carregar o gráfico: {q.error.message}
        </p>
      ) : candles.length === 0 ? (
        <p className="muted" data-testid="chart-empty">
          Ainda não há preços registrados deste par para desenhar o gráfico.
        </p>
      ) : (
        <>
          <Suspense fallback={<p className="muted">Carregando gráfico...</p>}>
            <PriceChart
              points={NO_POINTS}
              candles={candles}
              livePrice={livePrice}
              plan={plan}
              symbol={s.symbol}
              className="detail-chart__canvas"
            />
          </Suspense>
          <p className="muted detail-chart__note">
            {q.data?.source === 'exchange'
              ? 'Candles da corretora.'
              : 'Candles montados com os preços de cada análise do motor.'}{' '}
            Linhas: entrada (amarela), alvo (verde) e stop (vermelha).
          </p>
        </>
      )}
    </section>
  );
}
