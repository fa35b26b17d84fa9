import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime, formatNumber, formatPercent, type Stats } from '@sinais/shared';
import { DemoNotice } from '@/components/demo-notice/demo-notice';
import { Page } from '@/components/page-header';
import { api, invalidateApi, useApiQuery } from '@/lib/api';
import { useSignalsStore } from '@/lib/live/signals-store';
import { useSimulatedPrices } from '@/lib/market-source';
import { startRealtime } from '@/lib/socket';
import '@/styles/member-area.css';
import './statistics.css';

const STATS_POLL_MS = 30_000;
// The chart library is most of this page's weight: it loads after the figures, which show at once.
const DailyChart = lazy(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })));
const MISSING = '—';

/** The API keeps the spec's BULL/BEAR/NEUTRAL; the member reads Portuguese (issue 30). */
const MARKET_LABEL: Record<Stats['marketStatus'], string> = {
  BULL: 'Alta',
  BEAR: 'Baixa',
  NEUTRAL: 'Lateral',
};
const MARKET_COLOR: Record<Stats['marketStatus'], string> = {
  BULL: 'text-buy',
  BEAR: 'text-sell',
  NEUTRAL: 'text-warning',
};

function dayLabel(iso: string): string {
  const [, m, d] = iso.split('-');
  return `${d}/${m}`;
}

/** "62,5% do total", or nothing to say when there is no total. */
const shareOf = (n: number, total: number) =>
  total > 0 ? `${formatNumber((n / total) * 100, 1)}% do total` : 'sem sinais no período';

interface StatTile {
  testId: string;
  label: string;
  value: ReactNode;
  valueClass?: string;
  trend: string;
}

/** The six figures above the chart (— until the stats arrive). */
function statTiles(stats: Stats | null): StatTile[] {
  const total = stats?.totalSignals ?? null;
  const successRate = stats?.successRate ?? null;
  const market = stats?.marketStatus ?? null;
  return [
    {
      testId: 'stat-total',
      label: 'Total de sinais',
      value: total ?? MISSING,
      trend: stats ? `confirmados · ${stats.rejectedSignals} rejeitados à parte` : ' ',
    },
    {
      testId: 'stat-buy',
      label: 'Sinais de compra',
      value: stats?.buySignals ?? MISSING,
      valueClass: 'text-buy',
      trend: stats ? shareOf(stats.buySignals, stats.totalSignals) : ' ',
    },
    {
      testId: 'stat-sell',
      label: 'Sinais de venda',
      value: stats?.sellSignals ?? MISSING,
      valueClass: 'text-sell',
      trend: stats ? shareOf(stats.sellSignals, stats.totalSignals) : ' ',
    },
    {
      testId: 'stat-success',
      label: 'Taxa de sucesso',
      value: successRate === null ? MISSING : `${formatNumber(successRate, 1)}%`,
      trend: !stats
        ? ' '
        : stats.successRateCi
          ? `IC 95 %: ${formatNumber(stats.successRateCi[0], 1)}–${formatNumber(stats.successRateCi[1], 1)}% · ${stats.closedSignals} encerrados`
          : 'Aguardando sinais encerrados',
    },
    {
      testId: 'stat-users',
      label: 'Usuários ativos',
      value: stats?.activeUsers ?? MISSING,
      trend: 'conectados ou ativos nos últimos 15 min',
    },
    {
      testId: 'stat-market',
      label: 'Sentimento de mercado',
      value: market ? MARKET_LABEL[market] : MISSING,
      valueClass: `stat-tile__value--sm${market ? ` ${MARKET_COLOR[market]}` : ''}`,
      trend:
        market && stats
          ? stats.marketStatusSource === 'btc'
            ? 'pela variação do BTC em 24h'
            : 'pelo balanço de compras e vendas'
          : ' ',
    },
  ];
}

export function StatisticsPage() {
  const queryClient = useQueryClient();
  const q = useApiQuery(api.account.stats, undefined, {
    select: (b) => b.data,
    refetchInterval: STATS_POLL_MS,
  });
  const stats = q.data ?? null;
  const failed = q.isError;
  const signalsUpdate = useSignalsStore((s) => s.lastUpdate);
  const demo = useSimulatedPrices() === true;

  useEffect(() => {
    startRealtime();
  }, []);

  // A signal event changes the figures: refresh shortly after (coalescing bursts).
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!signalsUpdate) return;
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void invalidateApi(queryClient, api.account.stats), 1500);
    return () => {
      if (debounce.current) clearTimeout(debounce.current);
    };
  }, [signalsUpdate, queryClient]);

  const tiles = statTiles(stats);

  let cumulative = 0;
  const chart = (stats?.daily ?? []).map((d) => {
    cumulative += d.profit_pct;
    return { ...d, label: dayLabel(d.date), cumulative: Math.round(cumulative * 100) / 100 };
  });

  return (
    <Page
      className="stats-page"
      eyebrow="Desempenho"
      title="Estatísticas em Tempo Real"
      subtitle={
        stats
          ? `Últimos ${stats.windowDays} dias · atualizado em ${formatDateTime(stats.lastUpdate, true)}`
          : failed
            ? 'Estatísticas indisponíveis no momento.'
            : 'Carregando estatísticas...'
      }
      actions={
        <Link className="btn btn--sm" to="/historico-desempenho">
          Histórico de desempenho
        </Link>
      }
    >
      {demo ? <DemoNotice /> : null}
      {failed && !stats ? (
        <div className="stats-error" role="alert" data-testid="stats-error">
          Não foi possível carregar as estatísticas: {(q.error as Error).message}.{' '}
          <button type="button" className="btn btn--sm" onClick={() => void q.refetch()}>
            Tentar novamente
          </button>
        </div>
      ) : null}
      <div className="stat-grid">
        {tiles.map((t) => (
          <div key={t.testId} className="stat-tile" data-testid={t.testId}>
            <span className="stat-tile__label">{t.label}</span>
            <span className={`stat-tile__value${t.valueClass ? ` ${t.valueClass}` : ''}`}>{t.value}</span>
            <span className="stat-tile__trend muted">{t.trend}</span>
          </div>
        ))}
      </div>

      <div className="panel chart-panel">
        <div className="chart-panel__head spread-row">
          <h2>Resultados diários</h2>
          {stats ? (
            <p className="muted">
              {stats.closedSignals} encerrados ({stats.winSignals} alvo · {stats.lossSignals} stop ·{' '}
              {stats.expiredSignals} expirados) · {stats.openSignals} em aberto · resultado líquido médio{' '}
              {stats.avgProfit === null ? MISSING : formatPercent(stats.avgProfit, 2, true)}
            </p>
          ) : null}
        </div>
        {chart.length > 0 ? (
          <div className="chart-box" data-testid="daily-chart">
            <Suspense fallback={<p className="muted">Carregando gráfico...</p>}>
              <DailyChart data={chart} />
            </Suspense>
          </div>
        ) : (
          <p className="muted">{failed ? 'Gráfico indisponível no momento.' : 'Carregando gráfico...'}</p>
        )}
      </div>
    </Page>
  );
}
