import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monitoringStateText, type CommandCenterFigures, type PeriodFigures } from '@sinais/shared';
import { Badge, EmptyState, Panel, Stat, type Tone } from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { formatDuration } from '@/components/signal-card/admin-signal-card';
import { formatNumber, formatPercent, formatTime } from '@/lib/format';
import type { EngineHealthView } from '@/lib/engine-health';
import { rate, type CommandState, type HourBucket } from './command-data';
import type { ApiCheck, ApiHealth, BtcState } from './command-sources';

const HEALTH_TONE: Record<ApiHealth, Tone> = { online: 'green', warning: 'amber', offline: 'red' };

type Periods = CommandCenterFigures['periods'];

/** API health and the Bitcoin panel. */
export function HealthAndBtc({ apis, health, btc }: { apis: ApiCheck[]; health: number; btc: BtcState }) {
  const btcLabel =
    btc.state === 'loading'
      ? 'Carregando...'
      : btc.stale
        ? 'Preço parado (motor fora do ar)'
        : btc.simulated
          ? 'Dados Simulados'
          : 'Dados Atualizados';
  return (
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
          <Badge
            tone={btc.state === 'loading' ? 'neutral' : btc.stale ? 'red' : btc.simulated ? 'amber' : 'green'}
          >
            {btcLabel}
          </Badge>
        }
      >
        {btc.state === 'loading' ? (
          <EmptyState title="Carregando..." />
        ) : (
          <div className="ac-grid ac-grid--stats" style={{ marginBottom: 0 }}>
            <Stat label="Preço" value={`$${formatNumber(btc.data.price, 2)}`} hint={`Fonte: ${btc.source}`} />
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
  );
}

/** A row of the period table: its name and its figures (null until they arrive). */
type PeriodRow = [string, PeriodFigures | null];

const PERIOD_COLUMNS: Column<PeriodRow>[] = [
  { header: 'Período', cell: ([label]) => label },
  { header: 'Sinais', cell: ([, f]) => (f ? f.signals : '—') },
  { header: 'Confirmados', cell: ([, f]) => (f ? f.confirmed : '—') },
  { header: 'Rejeitados', cell: ([, f]) => (f ? f.rejected : '—') },
  { header: 'Encerradas', cell: ([, f]) => (f ? f.closed : '—') },
  {
    header: 'Alvo / Stop / Expirada',
    cell: ([, f]) => (f ? `${f.wins} / ${f.losses} / ${f.expired}` : '—'),
  },
  { header: 'Taxa de sucesso', cell: ([, f]) => rate(f) },
  {
    header: 'P&L líquido médio',
    cell: ([, f]) => (f?.avg_net_pct === null || !f ? '—' : formatPercent(f.avg_net_pct, 2, true)),
  },
];

/** Today's counters and the hoje / 7 dias / total table, all from one response. */
export function PeriodFiguresPanel({ periods }: { periods: Periods | null }) {
  const today = periods?.hoje ?? null;
  const week = periods?.['7_dias'] ?? null;
  const total = periods?.total ?? null;
  return (
    <>
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
        <DataTable
          columns={PERIOD_COLUMNS}
          rows={[
            ['hoje', today],
            ['7 dias', week],
            ['total', total],
          ]}
          rowKey={([label]) => label}
          testId="period-figures"
        />
        <p className="ac-muted" style={{ margin: '8px 0 0' }}>
          Taxa de sucesso = operações que atingiram o alvo ÷ operações encerradas (alvo, stop ou expiração);
          uma expirada nunca conta como ganho, mesmo com lucro. P&amp;L líquido de taxas e funding.
        </p>
      </Panel>
    </>
  );
}

const share = (part: number, f: PeriodFigures | null) =>
  f && f.confirmed + f.rejected > 0 ? formatPercent((part / (f.confirmed + f.rejected)) * 100, 1) : '—';

/**
 * The monitoring status and the hourly chart of confirmations. The state follows the engine's health (the
 * probes' rule); rates and times are today's figures from the same response as the cards above.
 */
export function MonitoringAndChart({
  monitoring,
  chart,
  health,
  today,
  pending,
}: {
  monitoring: CommandState['monitoring'];
  chart: HourBucket[];
  health: EngineHealthView;
  today: PeriodFigures | null;
  /** Pending signals in the store (the list the page shows), not a dead engine's last count. */
  pending: number;
}) {
  const offline = health.state === 'offline' || health.state === 'never';
  const paused = health.state === 'paused';
  return (
    <div className="ac-grid ac-grid--2">
      <Panel
        title="Sistema de monitoramento"
        actions={
          <span data-testid="monitoring-badge">
            <Badge
              tone={offline ? 'red' : paused ? 'amber' : health.state === 'online' ? 'green' : 'neutral'}
            >
              {offline ? 'OFFLINE' : paused ? 'PAUSADO' : health.state === 'online' ? 'ATIVO' : '—'}
            </Badge>
          </span>
        }
      >
        <dl className="ac-kv" data-testid="monitoring-panel">
          <dt>Estado</dt>
          <dd>{health.state === 'loading' ? '—' : monitoringStateText(monitoring, !offline)}</dd>
          <dt>Pendentes</dt>
          <dd>{pending}</dd>
          <dt>Decididos (hoje)</dt>
          <dd>{today ? today.confirmed + today.rejected : '—'}</dd>
          <dt>Confirmação (hoje)</dt>
          <dd>{share(today?.confirmed ?? 0, today)}</dd>
          <dt>Rejeição (hoje)</dt>
          <dd>{share(today?.rejected ?? 0, today)}</dd>
          <dt>Tempo médio (hoje)</dt>
          <dd>{formatDuration(today?.avg_confirmation_s ?? null)}</dd>
          <dt>Última atividade</dt>
          <dd>{monitoring?.last_activity ? formatTime(monitoring.last_activity) : '—'}</dd>
        </dl>
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
  );
}
