import { formatDateTime, formatNumber, formatPercent, formatUSD } from '@sinais/shared';
import { PageHeader } from '@/components/page-header';
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

function Metric({
  title,
  value,
  description,
  testId,
}: {
  title: string;
  value: string;
  description: string;
  testId: string;
}) {
  return (
    <div className="sent-metric" data-testid={testId}>
      <span className="stat-tile__label">{title}</span>
      <span className="sent-metric__value">{value}</span>
      <p>{description}</p>
    </div>
  );
}

export function BtcSentimentPage() {
  const query = useApiQuery(api.market.btcSentiment, undefined, { refetchInterval: POLL_MS, staleTime: 0 });
  const data = query.data ?? null;
  const error = query.isError;

  const na = 'Indisponível';
  return (
    <section className="page sentiment-page" aria-labelledby="page-title">
      <PageHeader
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
      />
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
          <div className="sent-grid">
            <Metric
              testId="sent-price"
              title="Preço"
              value={`${formatUSD(data.price_data.current_price, 0)} (${formatPercent(data.price_data.price_change_24h_percent, 2, true)})`}
              description={data.price_data.description}
            />
            <Metric
              testId="sent-funding"
              title="Funding rate"
              value={
                data.funding_rate_data.value === null
                  ? na
                  : formatPercent(data.funding_rate_data.value * 100, 4, true)
              }
              description={
                data.funding_rate_data.description +
                (data.funding_rate_data.next_funding_time
                  ? ` · próximo: ${formatDateTime(data.funding_rate_data.next_funding_time)}`
                  : '')
              }
            />
            <Metric
              testId="sent-oi"
              title="Interesse aberto"
              value={
                data.open_interest_data.value === null
                  ? na
                  : `${formatNumber(data.open_interest_data.value, 0)} BTC${data.open_interest_data.change_1h_percent === null ? '' : ` (${formatPercent(data.open_interest_data.change_1h_percent, 2, true)} 1h)`}`
              }
              description={data.open_interest_data.description}
            />
            <Metric
              testId="sent-ls"
              title="Relação long/short"
              value={
                data.long_short_ratio_data.value === null
                  ? na
                  : formatNumber(data.long_short_ratio_data.value, 2)
              }
              description={data.long_short_ratio_data.description}
            />
            <Metric
              testId="sent-volume"
              title="Volume 24h"
              value={
                data.volume_data.value_usdt_24h === null
                  ? na
                  : `US$ ${formatNumber(data.volume_data.value_usdt_24h / 1e9, 2)} bi`
              }
              description={data.volume_data.description}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
