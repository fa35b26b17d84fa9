import { formatDateTime, formatNumber, formatPercent, formatUSD, type BtcSentiment } from '@sinais/shared';
import { Page } from '@/components/page-header';
import { api, useApiQuery } from '@/lib/api';
import '@/styles/member-area.css';
import './btc-sentiment.css';

const POLL_MS = 30_000;
const ERROR_TEXT = 'Não foi possível carregar o sentimento do BTC. Tente novamente mais tarde.';

function Gauge({ score, color }: { score: number; color: string }) {
  // A half circle: 0 on the left, 100 on the right.
  const r = 80;
  const len = Math.PI * r;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * len;
  return (
    <svg viewBox="0 0 200 120" className="gauge" role="img" aria-label={`Pontuação ${score} de 100`}>
      <defs>
        <linearGradient id="gauge-track" x1="0" x2="1">
          <stop offset="0%" stopColor="#ef4444" />
          <stop offset="50%" stopColor="#f5b82e" />
          <stop offset="100%" stopColor="#16a34a" />
        </linearGradient>
      </defs>
      <path
        d="M20 100 A80 80 0 0 1 180 100"
        fill="none"
        stroke="#1f2b42"
        strokeWidth="16"
        strokeLinecap="round"
      />
      <path
        d="M20 100 A80 80 0 0 1 180 100"
        fill="none"
        stroke="url(#gauge-track)"
        strokeWidth="16"
        strokeLinecap="round"
        strokeDasharray={`${filled} ${len}`}
      />
      <text x="100" y="92" textAnchor="middle" className="gauge__score" fill={color}>
        {score}
      </text>
      <text x="100" y="112" textAnchor="middle" className="gauge__max">
        de 100
      </text>
    </svg>
  );
}

/** A figure the server could not read shows as unavailable. */
const orNa = (value: number | null, text: (v: number) => string) =>
  value === null ? 'Indisponível' : text(value);

/** The five indicators behind the score, each with the server's own reading of it. */
const METRICS: Array<{
  testId: string;
  title: string;
  value: (d: BtcSentiment) => string;
  description: (d: BtcSentiment) => string;
}> = [
  {
    testId: 'sent-price',
    title: 'Preço',
    value: (d) =>
      `${formatUSD(d.price_data.current_price, 0)} (${formatPercent(d.price_data.price_change_24h_percent, 2, true)})`,
    description: (d) => d.price_data.description,
  },
  {
    testId: 'sent-funding',
    title: 'Funding rate',
    value: (d) => orNa(d.funding_rate_data.value, (v) => formatPercent(v * 100, 4, true)),
    description: (d) =>
      d.funding_rate_data.description +
      (d.funding_rate_data.next_funding_time
        ? ` · próximo: ${formatDateTime(d.funding_rate_data.next_funding_time)}`
        : ''),
  },
  {
    testId: 'sent-oi',
    title: 'Interesse aberto',
    value: (d) =>
      orNa(
        d.open_interest_data.value,
        (v) =>
          `${formatNumber(v, 0)} BTC${d.open_interest_data.change_1h_percent === null ? '' : ` (${formatPercent(d.open_interest_data.change_1h_percent, 2, true)} 1h)`}`,
      ),
    description: (d) => d.open_interest_data.description,
  },
  {
    testId: 'sent-ls',
    title: 'Relação long/short',
    value: (d) => orNa(d.long_short_ratio_data.value, (v) => formatNumber(v, 2)),
    description: (d) => d.long_short_ratio_data.description,
  },
  {
    testId: 'sent-volume',
    title: 'Volume 24h',
    value: (d) => orNa(d.volume_data.value_usdt_24h, (v) => `US$ ${formatNumber(v / 1e9, 2)} bi`),
    description: (d) => d.volume_data.description,
  },
];

export function BtcSentimentPage() {
  const query = useApiQuery(api.market.btcSentiment, undefined, { refetchInterval: POLL_MS, staleTime: 0 });
  const data = query.data ?? null;
  const error = query.isError;

  return (
    <Page
      className="sentiment-page"
      eyebrow="Mercado"
      title="Sentimento do BTC"
      subtitle={
        data
          ? `BTCUSDT · atualizado em ${formatDateTime(data.timestamp, true)}`
          : 'Termômetro do mercado de Bitcoin'
      }
      actions={
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>
          Atualizar
        </button>
      }
    >
      {error && !data ? (
        <div className="alert alert--error" role="alert">
          <span className="alert__icon" aria-hidden="true">
            !
          </span>
          <div className="alert__body">{ERROR_TEXT}</div>
        </div>
      ) : null}
      {!data && !error ? <p className="muted">Carregando sentimento...</p> : null}
      {data ? (
        <>
          {error ? <p className="muted">{ERROR_TEXT}</p> : null}
          <div className="sent-overview panel">
            <Gauge score={data.overall_sentiment.score} color={data.overall_sentiment.color_code} />
            <div>
              <span className="stat-tile__label">Sentimento geral</span>
              <h2
                className="sent-overview__label"
                style={{ color: data.overall_sentiment.color_code }}
                data-testid="sentiment-description"
              >
                {data.overall_sentiment.description}
              </h2>
              <p className="muted">
                Pontuação de 0 (pânico) a 100 (euforia), combinando preço, funding, interesse aberto, relação
                long/short e volume.
                {data.sources.length < 5
                  ? ` Calculada com ${data.sources.length} de 5 indicadores disponíveis agora.`
                  : ''}
              </p>
              {data.simulated ? <span className="chip chip--warn">Dados simulados</span> : null}
            </div>
          </div>
          <div className="sent-grid auto-grid">
            {METRICS.map((m) => (
              <div key={m.testId} className="sent-metric" data-testid={m.testId}>
                <span className="stat-tile__label">{m.title}</span>
                <span className="sent-metric__value">{m.value(data)}</span>
                <p>{m.description(data)}</p>
              </div>
            ))}
          </div>
        </>
      ) : null}
    </Page>
  );
}
