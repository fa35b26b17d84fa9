import { lazy, Suspense, useMemo } from 'react';
import type { UTCTimestamp } from 'lightweight-charts';
import { formatTime, type Timeframe } from '@sinais/shared';
import { useMarketStore } from '@/lib/live/market-store';
import { priceLike } from '@/lib/live/price-format';
import type { ViewSignal } from '@/lib/live/signal-parse';
import { useSignalCandles } from './api';

const NO_POINTS: never[] = [];
const SOURCE_LABEL = {
  binance: 'Candles da Binance',
  sim: 'Candles do mercado simulado',
  replay: 'Candles do replay de dados históricos',
} as const;

// The chart library is loaded after the page (web budget: a member page's first load stays under 200 KiB gzip).
const PriceChart = lazy(() =>
  import('@/components/price-chart/price-chart').then((m) => ({ default: m.PriceChart })),
);

function Legend({ s }: { s: ViewSignal }) {
  const item = (tone: string, label: string, value: number) => (
    <li className={`chart-legend__item chart-legend__item--${tone}`}>
      <span className="chart-legend__swatch" aria-hidden="true" />
      {label} {priceLike(value, s.entry_price)}
    </li>
  );
  return (
    <ul className="chart-legend" data-testid="chart-legend">
      {item('entry', 'Entrada', s.entry_price)}
      {item('target', 'Alvo', s.target_price)}
      {item('stop', 'Stop', s.stop_loss)}
    </ul>
  );
}

/** The market source's candles of the signal's pair in its own timeframe, with entry, target and stop lines. */
export function SignalChart({ signal: s }: { signal: ViewSignal }) {
  const timeframe = (s.timeframe ?? '1h') as Timeframe;
  const q = useSignalCandles(s.symbol, timeframe);
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
        Gráfico {s.symbol} · {timeframe}
      </h2>
      {q.isPending ? (
        <p className="muted">Carregando gráfico...</p>
      ) : q.isError ? (
        <p className="detail-message detail-message--error" role="alert" data-testid="chart-error">
          Não foi possível carregar o gráfico: {q.error.message}
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
          <Legend s={s} />
          <p className="muted detail-chart__note" data-testid="chart-source">
            {SOURCE_LABEL[q.data.source]} ({timeframe}), lidos às {formatTime(q.data.as_of, false)}; o último
            candle segue o preço ao vivo.
          </p>
        </>
      )}
    </section>
  );
}
