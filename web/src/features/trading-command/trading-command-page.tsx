import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PeriodFigures } from '@sinais/shared';
import {
  Badge,
  EmptyState,
  LiveDot,
  Panel,
  Stat,
  useAdminEvents,
  usePolling,
  type Tone,
} from '@/components/admin/console';
import { PageHeader } from '@/components/page-header';
import { formatDuration } from '@/components/signal-card/admin-signal-card';
import { SignalCard } from '@/components/signal-card/signal-card';
import { HttpError, http } from '@/lib/http';
import { formatNumber, formatPercent, formatTime } from '@/lib/format';
import { useConnectionStore } from '@/lib/live/connection-store';
import { useSignalsStore } from '@/lib/live/signals-store';
import {
  COMMAND_EVENTS,
  hourlyBuckets,
  loadMonitoring,
  loadFigures,
  loadQuality,
  loadSignalLists,
  useCommandLists,
  useCommandStore,
} from './command-data';

const AUTO_REFRESH_MS = 30_000;
const BTC_REFRESH_MS = 120_000;
const PUBLIC_TIMEOUT_MS = 3000;

interface Btc {
  price: number;
  change_24h: number;
  volume_24h: number;
  market_cap: number;
  dominance: number | null;
}
type BtcState =
  { state: 'loading' } | { state: 'success' | 'error'; data: Btc; simulated: boolean; source: string };

/** /api/btc-real-data, then a public price service (3 s), then simulated values (spec 003 §7). */
async function loadBtc(): Promise<BtcState> {
  try {
    const b = await http<{ success: boolean; data: Btc & { simulated?: boolean } }>('/api/btc-real-data');
    if (b.success && b.data?.price)
      return { state: 'success', data: b.data, simulated: !!b.data.simulated, source: 'motor' };
  } catch {
    /* next source */
  }
  try {
    const ctl = AbortSignal.timeout(PUBLIC_TIMEOUT_MS);
    const res = await fetch(
      'https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=usd&include_24hr_change=true&include_24hr_vol=true&include_market_cap=true',
      { signal: ctl },
    );
    const j = (await res.json()) as {
      bitcoin?: { usd: number; usd_24h_change: number; usd_24h_vol: number; usd_market_cap: number };
    };
    if (j.bitcoin?.usd)
      return {
        state: 'success',
        simulated: false,
        source: 'CoinGecko',
        data: {
          price: j.bitcoin.usd,
          change_24h: j.bitcoin.usd_24h_change,
          volume_24h: j.bitcoin.usd_24h_vol,
          market_cap: j.bitcoin.usd_market_cap,
          dominance: null,
        },
      };
  } catch {
    /* simulated */
  }
  const price = 90_000 + Math.random() * 10_000;
  return {
    state: 'error',
    simulated: true,
    source: 'simulação',
    data: {
      price,
      change_24h: (Math.random() - 0.5) * 6,
      volume_24h: 3e10 + Math.random() * 2e10,
      market_cap: price * 19.8e6,
      dominance: 55 + Math.random() * 5,
    },
  };
}

type ApiHealth = 'online' | 'warning' | 'offline';
interface ApiCheck {
  name: string;
  status: ApiHealth;
  message: string;
}

async function probe(
  name: string,
  path: string,
  inspect?: (body: unknown) => ApiCheck | null,
): Promise<ApiCheck> {
  try {
    const body = await http<unknown>(path, { signal: AbortSignal.timeout(5000) });
    return inspect?.(body) ?? { name, status: 'online', message: 'Operacional' };
  } catch (err) {
    if ((err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError')
      return { name, status: 'offline', message: 'Timeout' };
    if (err instanceof HttpError) {
      if (err.status === 0) return { name, status: 'offline', message: 'Falha na conexão' };
      if (err.status === 404) return { name, status: 'offline', message: 'API não disponível' };
      if (err.status === 503) return { name, status: 'warning', message: 'Serviço indisponível' };
      return { name, status: 'warning', message: `Erro HTTP: ${err.status}` };
    }
    return { name, status: 'offline', message: 'Conexão falhou' };
  }
}

async function checkApis(): Promise<ApiCheck[]> {
  return Promise.all([
    probe('Gateway', '/api/status', (b) => {
      const s = (b as { status?: string }).status;
      return s === 'ok'
        ? null
        : {
            name: 'Gateway',
            status: 'warning',
            message: s === 'degraded' ? 'Barramento indisponível' : 'Serviço indisponível',
          };
    }),
    probe('Sinais', '/api/unified/signals/all'),
    probe('Monitoramento', '/api/unified/monitoring/status', (b) => {
      const d = (b as { data?: { is_active?: boolean; engine_online?: boolean } }).data;
      return d?.engine_online === false || d?.is_active === false
        ? { name: 'Monitoramento', status: 'warning', message: 'Sistema inativo' }
        : null;
    }),
    probe('Bitcoin', '/api/btc-real-data'),
    probe('Motor de análise', '/api/system/status', (b) => {
      const svc = (b as { services?: Array<{ name: string; status: string }> }).services?.[0];
      return svc && svc.status !== 'running'
        ? { name: 'Motor de análise', status: 'offline', message: 'Sistema inativo' }
        : null;
    }),
  ]);
}

/** The shared success rate (target / closed; expired never a win), or — before any trade closed. */
const rate = (f: PeriodFigures | null) =>
  f?.win_rate === null || !f ? '—' : `${formatNumber(f.win_rate * 100, 1)}%`;

const HEALTH_TONE: Record<ApiHealth, Tone> = { online: 'green', warning: 'amber', offline: 'red' };
export function TradingCommandPage() {
  const { monitoring, figures, filters, source, lastUpdate: loadedAt } = useCommandStore();
  const { confirmed, rejected, pending } = useCommandLists();
  const streamedAt = useSignalsStore((s) => s.lastUpdate);
  const lastUpdate = Math.max(loadedAt ?? 0, streamedAt ?? 0) || null;
  const socketState = useConnectionStore((s) => s.state);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [showQuality, setShowQuality] = useState(false);
  const [btc, setBtc] = useState<BtcState>({ state: 'loading' });
  const [apis, setApis] = useState<ApiCheck[]>([]);
  const [loading, setLoading] = useState(false);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      await Promise.all([
        loadSignalLists(),
        loadMonitoring(),
        checkApis().then(setApis),
        loadQuality(),
        loadFigures(),
      ]);
    } finally {
      setLoading(false);
    }
  }, []);

  useAdminEvents(COMMAND_EVENTS, useCommandStore);
  useEffect(() => {
    if (!autoRefresh) void refresh();
  }, [autoRefresh, refresh]);
  const manual = usePolling(refresh, AUTO_REFRESH_MS, autoRefresh);
  usePolling(async () => setBtc(await loadBtc()), BTC_REFRESH_MS);

  const today = figures?.periods.hoje ?? null;
  const week = figures?.periods['7_dias'] ?? null;
  const total = figures?.periods.total ?? null;
  const chart = useMemo(() => hourlyBuckets(confirmed), [confirmed]);
  const health = apis.length
    ? Math.round(
        (apis.reduce((a, x) => a + (x.status === 'online' ? 1 : x.status === 'warning' ? 0.5 : 0), 0) /
          apis.length) *
          100,
      )
    : 0;
  const btcLabel =
    btc.state === 'loading' ? 'Carregando...' : btc.simulated ? 'Dados Simulados' : 'Dados Atualizados';

  return (
    <section className="page ac" aria-labelledby="page-title">
      <PageHeader
        eyebrow="Administração"
        title="Trading Command Center"
        subtitle="Saúde das APIs, Bitcoin, métricas e decisões do monitoramento em tempo real."
        actions={
          <div className="ac-toolbar">
            <LiveDot
              state={socketState === 'online' ? 'on' : 'warn'}
              label={socketState === 'online' ? 'Tempo real' : 'Sem socket'}
            />
            <label>
              <input
                type="checkbox"
                checked={autoRefresh}
                onChange={(e) => setAutoRefresh(e.target.checked)}
              />{' '}
              Auto-atualizar (30 s)
            </label>
            <span className="ac-muted">Última atualização: {lastUpdate ? formatTime(lastUpdate) : '—'}</span>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => setShowQuality((v) => !v)}
            >
              {showQuality ? 'Ocultar qualidade' : 'Mostrar qualidade'}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => void manual()}
              disabled={loading}
            >
              {loading ? 'Atualizando...' : 'Atualizar'}
            </button>
          </div>
        }
      />

      <div className="ac-grid ac-grid--2">
        <Panel
          title="Status das APIs"
          actions={
            <Badge tone={health >= 90 ? 'green' : health >= 60 ? 'amber' : 'red'}>Saúde {health}%</Badge>
          }
        >
          <table className="ac-table" data-testid="api-status">
            <tbody>
              {apis.map((a) => (
                <tr key={a.name}>
                  <td>{a.name}</td>
                  <td>
                    <Badge tone={HEALTH_TONE[a.status]}>{a.status.toUpperCase()}</Badge>
                  </td>
                  <td className="ac-muted">{a.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
        <Panel
          title="Bitcoin"
          actions={
            <Badge tone={btc.state === 'loading' ? 'neutral' : btc.simulated ? 'amber' : 'green'}>
              {btcLabel}
            </Badge>
          }
        >
          {btc.state === 'loading' ? (
            <EmptyState title="Carregando..." />
          ) : (
            <div className="ac-grid ac-grid--stats" style={{ marginBottom: 0 }}>
              <Stat
                label="Preço"
                value={`$${formatNumber(btc.data.price, 2)}`}
                hint={`Fonte: ${btc.source}`}
              />
              <Stat
                label="24h"
                value={
                  <span className={btc.data.change_24h >= 0 ? 'ac-buy' : 'ac-sell'}>
                    {formatPercent(btc.data.change_24h, 2, true)}
                  </span>
                }
              />
              <Stat label="Volume" value={`${formatNumber(btc.data.volume_24h / 1e9, 2)} B`} />
              <Stat label="Market cap" value={`${formatNumber(btc.data.market_cap / 1e12, 2)} T`} />
              <Stat
                label="Dominância"
                value={btc.data.dominance === null ? '—' : `${formatNumber(btc.data.dominance, 1)}%`}
              />
            </div>
          )}
        </Panel>
      </div>

      <div className="ac-grid ac-grid--stats" data-testid="command-metrics">
        <Stat
          label="Sinais (hoje)"
          value={today ? today.signals : '—'}
          tone="blue"
          hint="criados desde 00:00 (Brasília)"
        />
        <Stat label="Confirmados (hoje)" value={today ? today.confirmed : '—'} tone="green" />
        <Stat label="Rejeitados (hoje)" value={today ? today.rejected : '—'} tone="red" />
        <Stat
          label="Taxa de sucesso (hoje)"
          value={rate(today)}
          hint={
            today
              ? `${today.wins} no alvo de ${today.closed} encerradas (${today.expired} expiradas)`
              : undefined
          }
        />
        <Stat
          label="Tempo médio (hoje)"
          value={formatDuration(today?.avg_confirmation_s ?? null)}
          hint="criação → confirmação"
        />
        <Stat label="Normais (hoje)" value={today ? today.normal : '—'} />
        <Stat label="Independentes (hoje)" value={today ? today.independent : '—'} tone="amber" />
      </div>
      <Panel title="Resultados por período">
        <table className="ac-table" data-testid="period-figures">
          <thead>
            <tr>
              <th>Período</th>
              <th>Sinais</th>
              <th>Confirmados</th>
              <th>Rejeitados</th>
              <th>Encerradas</th>
              <th>Alvo / Stop / Expirada</th>
              <th>Taxa de sucesso</th>
              <th>P&amp;L líquido médio</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ['hoje', today],
                ['7 dias', week],
                ['total', total],
              ] as const
            ).map(([label, f]) => (
              <tr key={label}>
                <td>{label}</td>
                <td>{f ? f.signals : '—'}</td>
                <td>{f ? f.confirmed : '—'}</td>
                <td>{f ? f.rejected : '—'}</td>
                <td>{f ? f.closed : '—'}</td>
                <td>{f ? `${f.wins} / ${f.losses} / ${f.expired}` : '—'}</td>
                <td>{rate(f)}</td>
                <td>{f?.avg_net_pct === null || !f ? '—' : formatPercent(f.avg_net_pct, 2, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="ac-muted" style={{ margin: '8px 0 0' }}>
          Taxa de sucesso = operações que atingiram o alvo ÷ operações encerradas (alvo, stop ou expiração);
          uma expirada nunca conta como ganho, mesmo com lucro. P&amp;L líquido de taxas e funding.
        </p>
      </Panel>

      <div className="ac-grid ac-grid--2">
        <Panel
          title="Sistema de monitoramento"
          actions={
            <Badge
              tone={monitoring?.engine_online === false ? 'red' : monitoring?.is_active ? 'green' : 'amber'}
            >
              {/* Offline after 3 missed heartbeats, whatever the last status said. */}
              {monitoring?.engine_online === false ? 'OFFLINE' : monitoring?.is_active ? 'ATIVO' : 'INATIVO'}
            </Badge>
          }
        >
          {monitoring ? (
            <dl className="ac-kv">
              <dt>Thread</dt>
              <dd>{monitoring.thread_status}</dd>
              <dt>Pendentes</dt>
              <dd>{monitoring.pending_signals_count}</dd>
              <dt>Processamento</dt>
              <dd>{formatNumber(monitoring.processing_rate, 2)} / min</dd>
              <dt>Confirmação</dt>
              <dd>{formatPercent(monitoring.confirmation_rate * 100, 1)}</dd>
              <dt>Rejeição</dt>
              <dd>{formatPercent(monitoring.rejection_rate * 100, 1)}</dd>
              <dt>Tempo médio</dt>
              <dd>{formatNumber(monitoring.avg_processing_time, 1)} s</dd>
              <dt>Última atividade</dt>
              <dd>{monitoring.last_activity ? formatTime(monitoring.last_activity) : '—'}</dd>
            </dl>
          ) : (
            <EmptyState title="Monitoramento sem status" />
          )}
          <p style={{ margin: '10px 0 0' }}>
            <Link to="/signal-monitoring">Abrir Monitoramento de Sinais →</Link>
          </p>
        </Panel>
        <Panel title="Sinais por hora (24h)">
          <div style={{ width: '100%', height: 240 }} data-testid="hourly-chart">
            <ResponsiveContainer>
              <BarChart data={chart} margin={{ top: 4, right: 4, left: -20, bottom: 0 }}>
                <CartesianGrid stroke="#24314a" strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="hour" tick={{ fill: '#7f8aa3', fontSize: 10 }} interval={2} />
                <YAxis allowDecimals={false} tick={{ fill: '#7f8aa3', fontSize: 10 }} />
                <Tooltip
                  contentStyle={{ background: '#182236', border: '1px solid #33425f', borderRadius: 8 }}
                />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar dataKey="confirmados" name="Confirmados" fill="#60a5fa" radius={[3, 3, 0, 0]} />
                <Bar dataKey="lucrativos" name="Lucrativos" fill="#22c55e" radius={[3, 3, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Panel>
      </div>

      {showQuality ? (
        <div className="ac-grid ac-grid--2">
          <Panel title="Qualidade dos sinais (total)">
            {total ? (
              <div className="ac-grid ac-grid--stats" style={{ marginBottom: 0 }}>
                <Stat label="Gerados (total)" value={total.signals} />
                <Stat label="Confirmados (total)" value={total.confirmed} />
                <Stat label="Encerrados (total)" value={total.closed} />
                <Stat label="Taxa de sucesso (total)" value={rate(total)} tone="green" />
                <Stat
                  label="P&L líquido médio (total)"
                  value={total.avg_net_pct === null ? '—' : formatPercent(total.avg_net_pct, 2, true)}
                />
              </div>
            ) : (
              <EmptyState title="Métricas indisponíveis" />
            )}
          </Panel>
          <Panel title="Filtros anti-reversão">
            {filters.length ? (
              <ul className="ac-list">
                {filters.map((f) => (
                  <li key={f.name} style={{ fontSize: '0.85rem' }}>
                    <Badge tone={f.is_active ? 'green' : 'neutral'}>
                      {f.is_active ? 'ATIVO' : 'INATIVO'}
                    </Badge>{' '}
                    <strong>{f.name}</strong>
                    <div className="ac-muted">{f.description}</div>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title="Nenhum filtro publicado pelo motor" />
            )}
          </Panel>
        </div>
      ) : null}

      <div className="ac-grid ac-grid--2">
        <Panel title={`Sinais confirmados (${confirmed.length})`}>
          {confirmed.length === 0 ? (
            <EmptyState title="Nenhum sinal confirmado hoje" />
          ) : (
            <ul className="ac-list ac-scroll">
              {confirmed.slice(0, 50).map((s) => (
                <SignalCard key={s.id} variant="confirmed" signal={s} />
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={`Sinais rejeitados (${rejected.length})`}>
          {rejected.length === 0 ? (
            <EmptyState title="Nenhum sinal rejeitado" />
          ) : (
            <ul className="ac-list ac-scroll">
              {rejected.slice(0, 50).map((s) => (
                <SignalCard key={s.id} variant="rejected" signal={s} />
              ))}
            </ul>
          )}
        </Panel>
      </div>

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
    </section>
  );
}
