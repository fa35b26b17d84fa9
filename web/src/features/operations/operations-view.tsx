import { Link } from 'react-router-dom';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EngineInstance, Operations, PeriodFigures } from '@sinais/shared';
import { Badge, EmptyState, Panel } from '@/components/admin/console';
import { formatDateTime, formatNumber, formatPercent, formatTime } from '@/lib/format';

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

/** The engine's instances and the failovers between them. */
function EnginePanels({ data }: { data: Operations }) {
  return (
    <div className="ac-grid ac-grid--2">
      <Panel title="Instâncias do motor (últimas 24 h)">
        {data.instances.length === 0 ? (
          <EmptyState title="Nenhum motor reportou" />
        ) : (
          <table className="ac-table" data-testid="engine-instances">
            <thead>
              <tr>
                <th>Instância</th>
                <th>Estado</th>
                <th>Versão</th>
                <th>Em execução há</th>
                <th>Último sinal de vida</th>
              </tr>
            </thead>
            <tbody>
              {data.instances.map((i) => (
                <tr key={i.instance_id}>
                  <td>
                    <strong className="ac-mono">{i.instance_id}</strong>
                    <div className="ac-muted">
                      {i.host} · fonte {i.market_source}
                    </div>
                  </td>
                  <td>
                    <Badge tone={STATE_LABEL[i.state].tone}>{STATE_LABEL[i.state].text}</Badge>
                  </td>
                  <td className="ac-mono">{i.build}</td>
                  <td>{uptime(i.uptime_s)}</td>
                  <td className="ac-mono">
                    {formatTime(i.last_seen)}
                    {i.stopped_at ? (
                      <div className="ac-muted">
                        {STOP_TEXT[i.stop_kind ?? 'clean']} {formatDateTime(i.stopped_at, true)}
                      </div>
                    ) : i.state === 'silent' ? (
                      <div className="ac-muted">sem heartbeat desde {formatDateTime(i.last_seen, true)}</div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <Panel title="Último failover">
        {data.last_failover ? (
          <dl className="ac-kv" data-testid="last-failover">
            <dt>Quando</dt>
            <dd>{formatDateTime(data.last_failover.at, true)}</dd>
            <dt>Saiu</dt>
            <dd className="ac-mono">{data.last_failover.from}</dd>
            <dt>Assumiu</dt>
            <dd className="ac-mono">{data.last_failover.to}</dd>
          </dl>
        ) : (
          <EmptyState title="Nenhum failover registrado" />
        )}
      </Panel>
    </div>
  );
}

/** The overview once loaded: instances, results per strategy, cycle durations and the effective settings. */
export function OperationsView({ data }: { data: Operations }) {
  return (
    <>
      <EnginePanels data={data} />
      <Panel title="Resultados por estratégia">
        {data.strategies.length === 0 ? (
          <EmptyState title="Nenhum sinal ainda" />
        ) : (
          <table className="ac-table" data-testid="strategy-results">
            <thead>
              <tr>
                <th>Estratégia</th>
                <th>Encerradas (7 dias)</th>
                <th>Taxa de sucesso (7 dias)</th>
                <th>P&amp;L líquido (7 dias)</th>
                <th>Encerradas (total)</th>
                <th>Alvo / Stop / Expirada (total)</th>
                <th>Taxa de sucesso (total)</th>
                <th>P&amp;L líquido (total)</th>
              </tr>
            </thead>
            <tbody>
              {data.strategies.map((s) => (
                <tr key={s.strategy}>
                  <td>
                    <strong>{s.strategy}</strong>
                  </td>
                  <td>{s['7_dias'].closed}</td>
                  <td>{rate(s['7_dias'])}</td>
                  <td>{s['7_dias'].closed ? pnl(s['7_dias'].total_net_pct) : '—'}</td>
                  <td>{s.total.closed}</td>
                  <td>
                    {s.total.wins} / {s.total.losses} / {s.total.expired}
                  </td>
                  <td>{rate(s.total)}</td>
                  <td>{s.total.closed ? pnl(s.total.total_net_pct) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
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
          <div className="ac-chart" data-testid="cycle-chart">
            <ResponsiveContainer>
              <LineChart
                data={data.cycles.map((c) => ({
                  ...c,
                  hora: formatTime(c.finished_at),
                  min: c.duration_s / 60,
                }))}
                margin={{ top: 4, right: 8, left: -10, bottom: 0 }}
              >
                <CartesianGrid stroke="#24314a" strokeDasharray="3 3" />
                <XAxis dataKey="hora" tick={{ fill: '#7f8aa3', fontSize: 10 }} />
                <YAxis
                  tick={{ fill: '#7f8aa3', fontSize: 10 }}
                  tickFormatter={(v: number) => `${formatNumber(v, 1)} min`}
                />
                <Tooltip
                  contentStyle={{ background: '#182236', border: '1px solid #33425f', borderRadius: 8 }}
                  formatter={(v) => [`${formatNumber(Number(v), 1)} min`, 'Duração']}
                />
                <Line
                  type="monotone"
                  dataKey="min"
                  stroke="#60a5fa"
                  dot={data.cycles.length < 3}
                  strokeWidth={2}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
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
