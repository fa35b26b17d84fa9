import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  formatDateTime,
  formatNumber,
  formatPercent,
  formatUSD,
  SIMULATION,
  SIMULATION_MESSAGES,
  type SimulatedSignal,
  type SimulationResponse,
} from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { usePageTitle } from '@/lib/use-page-title';
import { api, apiQueryKey, useApiQuery } from '@/lib/api';
import { pollEvery } from '@/lib/polling';
import { subscribeSimulation } from './simulation-live';
import './simulation.css';
import { BusyButton } from '@/components/busy-button';

const STATUS: Record<SimulatedSignal['status'], { label: string; cls: string; color: string }> = {
  MONITORING: { label: 'Monitorando', cls: 'monitoring', color: 'text-info' },
  COMPLETED: { label: 'Meta atingida', cls: 'completed', color: 'text-buy' },
  LIQUIDATED: { label: 'Liquidado', cls: 'liquidated', color: 'text-sell' },
  EXPIRED: { label: 'Expirado', cls: 'expired', color: 'muted' },
};

const SOURCE_LABEL: Record<SimulationResponse['price_source'], string> = {
  live: 'Preços ao vivo do mercado (Binance)',
  market_simulator: 'Preços do simulador de mercado do motor (modo de demonstração)',
  fallback:
    'Sem cotação ao vivo para alguns pares: preço estimado (variação aleatória + senoide), apenas ilustrativo',
};

function simulationError(err: unknown): string {
  if (err instanceof HttpError && err.status > 0) return `Erro na API de sinais: ${err.status}`;
  return err instanceof Error && err.message ? err.message : 'Erro desconhecido';
}

const price = (v: number) => formatUSD(v, v >= 100 ? 2 : v >= 1 ? 4 : 6);

/** /simulacao-trading: a fixed simulated investment applied to confirmed signals, from live prices. */
export function SimulationPage() {
  usePageTitle('Investimentos Simulados');
  const [auto, setAuto] = useState(true);
  const queryClient = useQueryClient();
  const simulation = useApiQuery(api.sales.simulation, undefined, pollEvery(SIMULATION.refreshMs, auto));
  const data = simulation.data ?? null;
  const error = simulation.error ? simulationError(simulation.error) : null;
  const loading = simulation.isFetching;
  const load = () => void simulation.refetch({ cancelRefetch: false });

  // Live recomputations replace the answer unless an older one arrives after a newer (generated_at orders them).
  useEffect(() => {
    if (!auto) return;
    return subscribeSimulation((d) =>
      queryClient.setQueryData<SimulationResponse>(apiQueryKey(api.sales.simulation), (prev) =>
        prev && Date.parse(d.generated_at) < Date.parse(prev.generated_at) ? prev : d,
      ),
    );
  }, [auto, queryClient]);

  const s = data?.summary;
  return (
    <div className="page sim">
      <header className="sim-hero">
        <p className="sim-hero__eyebrow">Simulação com dinheiro fictício</p>
        <h1 className="sim-hero__title">Investimentos Simulados</h1>
        <p className="sim-hero__lead">
          E se você tivesse colocado {formatUSD(SIMULATION.investment, 0)} em cada sinal confirmado?
          Acompanhe, com preços reais, como cada operação estaria agora, com alavancagem de até{' '}
          {SIMULATION.maxLeverage}x e meta de {formatUSD(SIMULATION.targetValue, 0)}.
        </p>
      </header>

      <div className="sim-risk" role="note">
        <strong>⚠️ Aviso de risco:</strong> isto é uma simulação, não uma recomendação nem um resultado real.
        Operar com {SIMULATION.maxLeverage}x é extremamente arriscado: uma variação de cerca de 2% contra a
        posição liquida toda a margem. A simulação desconta a taxa de{' '}
        {formatPercent(SIMULATION.takerFee * 100, 2)} (taker) na entrada e na saída e o funding de{' '}
        {formatPercent(SIMULATION.fundingRate8h * 100, 2)} a cada 8 horas.
      </div>

      <div className="sim-toolbar">
        <BusyButton tone="primary" busy={loading} busyLabel="Atualizando..." onClick={load}>
          Atualizar
        </BusyButton>
        <label className="sim-toggle">
          <input type="checkbox" checked={auto} onChange={(e) => setAuto(e.target.checked)} />
          <span>Atualização automática {auto ? 'ligada' : 'desligada'} (a cada 10 s)</span>
        </label>
        {data ? (
          <span className="sim-muted">Atualizado em {formatDateTime(data.generated_at, true)}</span>
        ) : null}
      </div>

      {error ? (
        <div className="sim-error" role="alert">
          <p className="sim-error__title">{SIMULATION_MESSAGES.loadError}</p>
          <p className="sim-muted">{error}</p>
          <button type="button" className="btn btn--primary" onClick={load}>
            {SIMULATION_MESSAGES.retry}
          </button>
        </div>
      ) : null}

      {!data && !error ? (
        <div className="sim-loading" role="status">
          <span className="spinner" aria-hidden="true" /> Carregando simulação...
        </div>
      ) : null}

      {data && s ? (
        <>
          <div className={`sim-source sim-source--${data.price_source}`} data-testid="price-source">
            {SOURCE_LABEL[data.price_source]}
          </div>
          <div className="sim-summary auto-grid">
            <Card label="Sinais simulados" value={String(s.total_signals)} />
            <Card label="Monitorando" value={String(s.active_signals)} />
            <Card label="Metas atingidas" value={String(s.completed_signals)} />
            <Card
              label="Liquidados"
              value={String(s.liquidated_signals)}
              tone={s.liquidated_signals ? 'down' : undefined}
            />
            <Card label="Taxa de sucesso" value={formatPercent(s.success_rate, 1)} />
            <Card label="Total investido" value={formatUSD(s.total_investment, 0)} />
            <Card label="Valor atual" value={formatUSD(s.total_current_value)} />
            <Card
              label="Resultado"
              value={
                <>
                  <span className="nowrap">{formatUSD(s.total_pnl_usd)}</span>{' '}
                  <span className="nowrap">({formatPercent(s.total_pnl_percentage, 2, true)})</span>
                </>
              }
              tone={s.total_pnl_usd >= 0 ? 'up' : 'down'}
            />
          </div>

          {data.signals.length === 0 ? (
            <div className="sim-empty">
              <p className="sim-empty__title">{SIMULATION_MESSAGES.empty}</p>
              <p className="sim-muted">{data.message ?? SIMULATION_MESSAGES.noSignals}</p>
            </div>
          ) : (
            <div className="sim-list">
              {data.signals.map((sig) => (
                <SimulationCard key={sig.id} s={sig} />
              ))}
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}

function Card({ label, value, tone }: { label: string; value: ReactNode; tone?: 'up' | 'down' | undefined }) {
  return (
    <div className="sim-card">
      <span className="figure__label">{label}</span>
      <strong className={`figure__value${tone ? ` text-${tone === 'up' ? 'buy' : 'sell'}` : ''}`}>
        {value}
      </strong>
    </div>
  );
}

function SimulationCard({ s }: { s: SimulatedSignal }) {
  const st = STATUS[s.status];
  const sim = s.simulation;
  const toTarget = Math.max(0, Math.min(100, (sim.current_value / sim.target_value) * 100));
  return (
    <article className={`surface sim-signal sim-signal--${st.cls}`} data-testid={`sim-${s.symbol}`}>
      <header className="sim-signal__head">
        <div>
          <h2 className="sim-signal__symbol">{s.symbol}</h2>
          <span className={`pill sim-dir text-${s.signal_type === 'COMPRA' ? 'buy' : 'sell'}`}>
            {s.signal_type}
          </span>
        </div>
        <span className={`pill ${st.color}`}>{st.label}</span>
      </header>
      {s.status === 'LIQUIDATED' ? (
        <p className="sim-liq">
          Posição liquidada: o preço andou cerca de 2% contra a operação e a margem de{' '}
          {formatUSD(sim.investment, 0)} foi perdida.
        </p>
      ) : null}
      <dl className="sim-grid">
        <div>
          <dt>Entrada</dt>
          <dd>{price(s.entry_price)}</dd>
        </div>
        <div>
          <dt>Preço atual{s.price_source === 'fallback' ? ' (estimado)' : ''}</dt>
          <dd>{price(s.current_price)}</dd>
        </div>
        <div>
          <dt>Valor atual</dt>
          <dd>{formatUSD(sim.current_value)}</dd>
        </div>
        <div>
          <dt>Resultado</dt>
          <dd className={sim.pnl_usd >= 0 ? 'text-buy' : 'text-sell'}>
            {/* A sign never wraps away from its number ("-US$" could break after the hyphen). */}
            <span className="nowrap">{formatUSD(sim.pnl_usd)}</span>{' '}
            <span className="nowrap">({formatPercent(sim.pnl_percentage, 2, true)})</span>
          </dd>
        </div>
        <div>
          <dt>Máximo atingido</dt>
          <dd>{formatUSD(sim.max_value_reached)}</dd>
        </div>
        <div>
          <dt>Posição ({s.leverage.max_leverage}x)</dt>
          <dd>{formatUSD(sim.position_size, 0)}</dd>
        </div>
        <div>
          <dt>Taxas + funding</dt>
          <dd>{formatUSD(sim.fees_usd + sim.funding_usd)}</dd>
        </div>
        <div>
          <dt>
            {s.status === 'LIQUIDATED'
              ? 'Liquidado em'
              : s.status === 'COMPLETED'
                ? 'Meta atingida em'
                : 'Liquidação em'}
          </dt>
          <dd>{price(sim.closed_price ?? sim.liquidation_price)}</dd>
        </div>
      </dl>
      <div className="sim-target" aria-label={`Progresso até a meta de ${formatUSD(sim.target_value, 0)}`}>
        <div className="sim-target__bar">
          <div style={{ width: `${toTarget}%` }} />
        </div>
        <span className="sim-muted">
          Meta {formatUSD(sim.target_value, 0)} · lucro máx.{' '}
          {formatPercent(s.leverage.max_profit_reached, 1, true)} · {formatNumber(s.days_monitored, 1)} dia(s)
        </span>
      </div>
    </article>
  );
}
