import { Link } from 'react-router-dom';
import type { EngineInstance, Operations, PeriodFigures } from '@sinais/shared';
import { Badge, EmptyState, Panel } from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { formatDateTime, formatNumber, formatPercent, formatTime } from '@/lib/format';
import { TrendChart } from './trend-chart';
import { EngineEventsPanel } from './engine-events-panel';

const STATE_LABEL: Record<
  EngineInstance['state'],
  { text: string; tone: 'green' | 'blue' | 'red' | 'neutral' }
> = {
  active: { text: 'ATIVO', tone: 'green' },
  standby: { text: 'RESERVA', tone: 'blue' },
  stopped: { text: 'PARADO', tone: 'neutral' },
  crashed: { text: 'CAIU', tone: 'red' },
  silent: { text: 'SEM SINAL', tone: 'red' },
};
const STOP_TEXT = { clean: 'parada limpa em', crash: 'caiu (sem encerrar) em' } as const;

const rate = (f: PeriodFigures) => (f.win_rate === null ? '—' : `${formatNumber(f.win_rate * 100, 1)}%`);
const pnl = (v: number | null) => (v === null ? '—' : formatPercent(v, 2, true));

function uptime(s: number | null): string {
  if (s === null) return '—';
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return d > 0 ? `${d} d ${h} h` : h > 0 ? `${h} h ${m} min` : `${m} min`;
}

const INSTANCE_COLUMNS: Column<EngineInstance>[] = [
  {
    header: 'Instância',
    cell: (i) => (
      <>
        <strong className="ac-mono">{i.instance_id}</strong>
        <div className="ac-muted">
          {i.host} · fonte {i.market_source}
        </div>
      </>
    ),
  },
  {
    header: 'Estado',
    cell: (i) => <Badge tone={STATE_LABEL[i.state].tone}>{STATE_LABEL[i.state].text}</Badge>,
  },
  { header: 'Versão', className: 'ac-mono', cell: (i) => i.build },
  { header: 'Em execução há', cell: (i) => uptime(i.uptime_s) },
  {
    header: 'Último sinal de vida',
    className: 'ac-mono',
    cell: (i) => (
      <>
        {formatTime(i.last_seen)}
        {i.stopped_at ? (
          <div className="ac-muted">
            {STOP_TEXT[i.stop_kind ?? 'clean']} {formatDateTime(i.stopped_at, true)}
          </div>
        ) : i.state === 'silent' ? (
          <div className="ac-muted">sem heartbeat desde {formatDateTime(i.last_seen, true)}</div>
        ) : null}
      </>
    ),
  },
];

/** P&L of a period, or — while it has no closed trade. */
const closedPnl = (f: PeriodFigures) => (f.closed ? pnl(f.total_net_pct) : '—');

const STRATEGY_COLUMNS: Column<Operations['strategies'][number]>[] = [
  { header: 'Estratégia', cell: (s) => <strong>{s.strategy}</strong> },
  { header: 'Encerradas (7 dias)', cell: (s) => s['7_dias'].closed },
  { header: 'Taxa de sucesso (7 dias)', cell: (s) => rate(s['7_dias']) },
  { header: 'P&L líquido (7 dias)', cell: (s) => closedPnl(s['7_dias']) },
  { header: 'Encerradas (total)', cell: (s) => s.total.closed },
  {
    header: 'Alvo / Stop / Expirada (total)',
    cell: (s) => `${s.total.wins} / ${s.total.losses} / ${s.total.expired}`,
  },
  { header: 'Taxa de sucesso (total)', cell: (s) => rate(s.total) },
  { header: 'P&L líquido (total)', cell: (s) => closedPnl(s.total) },
];

function Settings({ title, values }: { title: string; values: Record<string, unknown> | null }) {
  return (
    <details className="ac-settings">
      <summary>{title}</summary>
      {values ? (
        <dl className="ac-kv">
          {Object.entries(values).map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt className="ac-mono">{k}</dt>
              <dd className="ac-mono">{String(v)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="ac-muted">O motor ainda não publicou a configuração.</p>
      )}
    </details>
  );
}

/** The engine's instances, and its restarts, crashes and failovers. */
function EnginePanels({ data }: { data: Operations }) {
  return (
    <div className="ac-grid ac-grid--2">
      <Panel title="Instâncias do motor (últimas 24 h)">
        <DataTable
          columns={INSTANCE_COLUMNS}
          rows={data.instances}
          rowKey={(i) => i.instance_id}
          testId="engine-instances"
          empty={<EmptyState title="Nenhum motor reportou" />}
        />
      </Panel>
      <EngineEventsPanel events={data.engine_events} />
    </div>
  );
}

/** The overview once loaded: instances, results per strategy, cycle durations and the effective settings. */
export function OperationsView({ data }: { data: Operations }) {
  return (
    <>
      <EnginePanels data={data} />
      <Panel title="Resultados por estratégia">
        <DataTable
          columns={STRATEGY_COLUMNS}
          rows={data.strategies}
          rowKey={(s) => s.strategy}
          testId="strategy-results"
          empty={<EmptyState title="Nenhum sinal ainda" />}
        />
        <p className="ac-muted" style={{ margin: '8px 0 0' }}>
          Taxa de sucesso = alvo atingido ÷ encerradas (alvo, stop ou expiração; expirada nunca é ganho).
          P&amp;L líquido = soma das operações encerradas, já descontadas taxas e funding (posições de mesmo
          tamanho).
        </p>
      </Panel>

      <Panel title={`Duração dos ciclos de análise (últimos ${data.cycles.length})`}>
        {data.cycles.length === 0 ? (
          <EmptyState title="Nenhum ciclo completo registrado ainda" />
        ) : (
          <TrendChart
            data={data.cycles.map((c) => ({ hora: formatTime(c.finished_at), min: c.duration_s / 60 }))}
            x="hora"
            y="min"
            name="Duração"
            color="#60a5fa"
            dot={data.cycles.length < 3}
            testId="cycle-chart"
            left={-10}
            format={(v) => `${formatNumber(v, 1)} min`}
          />
        )}
      </Panel>

      <Panel title="Configuração efetiva (segredos ocultos)">
        <Settings title="Gateway (este processo)" values={data.settings.gateway} />
        <Settings
          title={`Motor${data.settings.engine_instance ? ` (${data.settings.engine_instance})` : ''}`}
          values={data.settings.engine}
        />
      </Panel>
      <p className="ac-muted">
        Atualizado às {formatTime(data.generated_at)} · <Link to="/admin/auditoria">Auditoria</Link> ·{' '}
        <Link to="/admin/system-logs">Logs do sistema</Link>
      </p>
    </>
  );
}
