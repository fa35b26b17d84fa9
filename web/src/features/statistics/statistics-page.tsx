import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDateTime, formatNumber, type Stats } from '@sinais/shared';
import { PageHeader } from '@/components/page-header';
import { http } from '@/lib/http';
import { useSignalsStore } from '@/lib/live/signals-store';
import { startRealtime } from '@/lib/socket';
import '@/styles/member-area.css';
import './statistics.css';

const STATS_POLL_MS = 30_000;
/** spec 000 §2.10/§9: fixed trend labels, and the fallbacks when the call fails. */
const TRENDS = ['+12%', '+8%', '+5%', '+15%'] as const;
const FALLBACK = { activeUsers: 127, successRate: 85, marketStatus: 'BULL' as const };

const MARKET_LABEL: Record<Stats['marketStatus'], string> = {
  BULL: 'BULL',
  BEAR: 'BEAR',
  NEUTRAL: 'NEUTRAL',
};

function dayLabel(iso: string): string {
  const [, m, d] = iso.split('-');
  return `${d}/${m}`;
}

export function StatisticsPage() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState(false);
  const signalsUpdate = useSignalsStore((s) => s.lastUpdate);
  const localCounts = useSignalsStore((s) => {
    const all = Object.values(s.byId).filter((e) => e.signal.status === 'CONFIRMED');
    return `${all.length}/${all.filter((e) => e.signal.type === 'COMPRA').length}`;
  });

  const load = useCallback(async () => {
    try {
      const body = await http<{ data: Stats }>('/api/stats/realtime');
      setStats(body.data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    startRealtime();
    void load();
    const t = setInterval(() => void load(), STATS_POLL_MS);
    return () => clearInterval(t);
  }, [load]);

  // A signal event changes the figures: refresh shortly after (coalescing bursts).
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!signalsUpdate) return;
    if (debounce.current) clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void load(), 1500);
    return () => {
      if (debounce.current) clearTimeout(debounce.current);
    };
  }, [signalsUpdate, load]);

  const [localTotal, localBuy] = localCounts.split('/').map(Number) as [number, number];
  const total = stats?.totalSignals ?? localTotal;
  const buy = stats?.buySignals ?? localBuy;
  const sell = stats?.sellSignals ?? localTotal - localBuy;
  const successRate = stats ? stats.successRate : FALLBACK.successRate;
  const activeUsers = stats?.activeUsers ?? FALLBACK.activeUsers;
  const market = stats?.marketStatus ?? FALLBACK.marketStatus;

  let cumulative = 0;
  const chart = (stats?.daily ?? []).map((d) => {
    cumulative += d.profit_pct;
    return { ...d, label: dayLabel(d.date), cumulative: Math.round(cumulative * 100) / 100 };
  });

  return (
    <section className="page stats-page" aria-labelledby="page-title">
      <PageHeader
        eyebrow="Desempenho"
        title="Estatísticas em Tempo Real"
        subtitle={
          stats
            ? `Últimos ${stats.windowDays} dias · atualizado em ${formatDateTime(stats.lastUpdate, true)}`
            : failed
              ? 'Não foi possível atualizar agora; mostrando valores de referência.'
              : 'Carregando estatísticas...'
        }
      />
      <div className="stat-grid">
        <div className="stat-tile" data-testid="stat-total">
          <span className="stat-tile__label">Total de sinais</span>
          <span className="stat-tile__value">{total}</span>
          <span className="stat-tile__trend">{TRENDS[0]}</span>
        </div>
        <div className="stat-tile">
          <span className="stat-tile__label">Sinais de compra</span>
          <span className="stat-tile__value text-buy">{buy}</span>
          <span className="stat-tile__trend">{TRENDS[1]}</span>
        </div>
        <div className="stat-tile">
          <span className="stat-tile__label">Sinais de venda</span>
          <span className="stat-tile__value text-sell">{sell}</span>
          <span className="stat-tile__trend">{TRENDS[2]}</span>
        </div>
        <div className="stat-tile" data-testid="stat-success">
          <span className="stat-tile__label">Taxa de sucesso</span>
          <span className="stat-tile__value">
            {successRate === null ? '—' : `${formatNumber(successRate, 1)}%`}
          </span>
          <span className="stat-tile__trend">
            {successRate === null ? 'Aguardando sinais encerrados' : TRENDS[3]}
          </span>
        </div>
        <div className="stat-tile">
          <span className="stat-tile__label">Usuários ativos</span>
          <span className="stat-tile__value">{activeUsers}</span>
          <span className="stat-tile__trend muted">conectados ou ativos nos últimos 15 min</span>
        </div>
        <div className="stat-tile">
          <span className="stat-tile__label">Sentimento de mercado</span>
          <span className={`stat-tile__value stat-tile__value--sm market-${market.toLowerCase()}`}>
            {MARKET_LABEL[market]}
          </span>
          <span className="stat-tile__trend muted">
            {market === 'BULL' ? 'Alta' : market === 'BEAR' ? 'Baixa' : 'Lateral'} · BTC em 24h
          </span>
        </div>
      </div>

      <div className="panel chart-panel">
        <div className="chart-panel__head">
          <h2>Resultados diários</h2>
          {stats ? (
            <p className="muted">
              {stats.closedSignals} encerrados · {stats.openSignals} em aberto
              {stats.avgProfit !== null ? ` · resultado médio ${formatNumber(stats.avgProfit, 2)}%` : ''}
            </p>
          ) : null}
        </div>
        {chart.length > 0 ? (
          <div className="chart-box" data-testid="daily-chart">
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart data={chart} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
                <CartesianGrid stroke="#24314a" strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" stroke="#7f8aa3" fontSize={11} tickMargin={6} minTickGap={12} />
                <YAxis yAxisId="n" stroke="#7f8aa3" fontSize={11} allowDecimals={false} />
                <YAxis yAxisId="p" orientation="right" stroke="#f5b82e" fontSize={11} unit="%" />
                <Tooltip
                  contentStyle={{ background: '#121a2a', border: '1px solid #33425f', borderRadius: 8 }}
                  labelStyle={{ color: '#e8edf6' }}
                />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar
                  yAxisId="n"
                  dataKey="target_hit"
                  name="Alvo atingido"
                  stackId="r"
                  fill="#22c55e"
                  isAnimationActive={false}
                />
                <Bar
                  yAxisId="n"
                  dataKey="stop_hit"
                  name="Stop atingido"
                  stackId="r"
                  fill="#f05252"
                  isAnimationActive={false}
                />
                <Bar
                  yAxisId="n"
                  dataKey="expired"
                  name="Expirado"
                  stackId="r"
                  fill="#64748b"
                  isAnimationActive={false}
                />
                <Bar
                  yAxisId="n"
                  dataKey="open"
                  name="Em aberto"
                  stackId="r"
                  fill="#60a5fa"
                  radius={[4, 4, 0, 0]}
                  isAnimationActive={false}
                />
                <Line
                  yAxisId="p"
                  dataKey="cumulative"
                  name="Resultado acumulado (%)"
                  stroke="#f5b82e"
                  strokeWidth={2}
                  dot={false}
                  type="monotone"
                  isAnimationActive={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <p className="muted">{failed ? 'Gráfico indisponível no momento.' : 'Carregando gráfico...'}</p>
        )}
      </div>
    </section>
  );
}
