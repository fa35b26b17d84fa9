import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  formatDateTime,
  formatNumber,
  SALES_LIMITS,
  SALES_MESSAGES,
  type SalesConfig,
  type SalesMetrics,
} from '@sinais/shared';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { QueryView } from '@/components/query-view/query-view';
import { api, useApiQuery } from '@/lib/api';
import { truncatePreview } from './highlight';
import { NumberField, type TabProps } from './sales-admin-tabs';

/** The sales metrics, one cache for the metrics and A/B tabs. */
function useMetrics() {
  return useApiQuery(api.sales.metrics, undefined, { staleTime: 0 });
}

const seconds = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${formatNumber(s, 0)} s`;

export function MetricsTab() {
  const q = useMetrics();
  return (
    <QueryView
      query={q}
      errorText="Erro ao carregar as métricas."
      loading={<div className="spinner" aria-label="Carregando" />}
    >
      {(metrics) => <MetricsView metrics={metrics} reload={() => void q.refetch()} />}
    </QueryView>
  );
}

function MetricsView({ metrics, reload }: { metrics: SalesMetrics; reload: () => void }) {
  const t = metrics.totals;
  return (
    <div className="sa-stack">
      <div className="sa-kpis">
        <Kpi label="Visualizações" value={formatNumber(t.totalViews, 0)} testId="metric-views" />
        <Kpi label="Tempo médio assistido" value={seconds(t.averageWatchTime)} />
        <Kpi label="Conversão (cliques / visualizações)" value={`${formatNumber(t.conversionRate, 1)}%`} />
        <Kpi label="Cliques no botão" value={formatNumber(t.buttonClicks, 0)} />
        <Kpi label="Conclusão do vídeo" value={`${formatNumber(t.completionRate, 1)}%`} />
        <Kpi label="Pausas / retomadas" value={`${t.pauseCount} / ${t.resumeCount}`} />
        <Kpi label="Compras atribuídas" value={`${t.purchases} (${formatNumber(t.purchaseRate, 1)}%)`} />
      </div>
      <div className="sa-card">
        <div className="sa-card__head">
          <h3 className="sa-h3">Retenção do vídeo</h3>
          <button type="button" className="btn btn--ghost btn--sm" onClick={reload}>
            Atualizar
          </button>
        </div>
        <p className="sa-muted">Parcela dos espectadores ({t.viewers}) que ainda assistiam a cada segundo.</p>
        {metrics.retention.length > 0 ? (
          <div className="sa-chart" data-testid="retention-chart">
            <ResponsiveContainer width="100%" height={260}>
              <AreaChart data={metrics.retention} margin={{ top: 10, right: 16, bottom: 4, left: 0 }}>
                <defs>
                  <linearGradient id="ret" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor="#ff6b35" stopOpacity={0.55} />
                    <stop offset="100%" stopColor="#ff6b35" stopOpacity={0.05} />
                  </linearGradient>
                </defs>
                <CartesianGrid stroke="#24314a" strokeDasharray="3 3" />
                <XAxis
                  dataKey="second"
                  stroke="#a3aec4"
                  tickFormatter={(s: number) => `${s}s`}
                  fontSize={12}
                />
                <YAxis
                  stroke="#a3aec4"
                  domain={[0, 100]}
                  tickFormatter={(v: number) => `${v}%`}
                  fontSize={12}
                  width={48}
                />
                <Tooltip
                  contentStyle={{ background: '#121a2a', border: '1px solid #33425f', borderRadius: 8 }}
                  labelFormatter={(s) => `Segundo ${String(s)}`}
                  formatter={(v) => [`${formatNumber(Number(v), 1)}%`, 'Assistindo']}
                />
                <Area
                  type="monotone"
                  dataKey="share"
                  stroke="#ffa726"
                  strokeWidth={2}
                  fill="url(#ret)"
                  isAnimationActive={false}
                />
              </AreaChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <p className="sa-empty">Ainda não há visualizações do vídeo registradas.</p>
        )}
      </div>
      <CombinationsTable metrics={metrics} />
    </div>
  );
}

function Kpi({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="sa-kpi">
      <span className="figure__label">{label}</span>
      <strong className="figure__value" data-testid={testId}>
        {value}
      </strong>
    </div>
  );
}

type Combination = SalesMetrics['combinations'][number];

function CombinationsTable({ metrics }: { metrics: SalesMetrics }) {
  const best = metrics.bestCombination;
  const isBest = (c: Combination) =>
    Boolean(best && best.headlineId === c.headlineId && best.buttonId === c.buttonId);
  const columns: Column<Combination>[] = [
    {
      header: 'Headline',
      title: (c) => c.headlineTitle,
      cell: (c) => (
        <>
          {isBest(c) ? '🏆 ' : ''}
          {truncatePreview(c.headlineTitle ?? c.headlineId, 40)}
        </>
      ),
    },
    {
      header: 'Botão',
      title: (c) => c.buttonText,
      cell: (c) => truncatePreview(c.buttonText ?? c.buttonId, 30),
    },
    { header: 'Visualizações', cell: (c) => c.views },
    { header: 'Cliques', cell: (c) => c.clicks },
    { header: 'Conversão', cell: (c) => `${formatNumber(c.conversionRate, 1)}%` },
    { header: 'Compras', cell: (c) => c.purchases },
    { header: 'Tempo médio', cell: (c) => seconds(c.averageWatchTime) },
  ];
  return (
    <div className="sa-card">
      <h3 className="sa-h3">Combinações (headline × botão)</h3>
      <div className="sa-table-wrap">
        <DataTable
          className="plain-table sa-table"
          columns={columns}
          rows={metrics.combinations}
          rowKey={(c) => `${c.headlineId}-${c.buttonId}`}
          rowProps={(c) => ({ className: isBest(c) ? 'sa-table__best' : undefined })}
        />
      </div>
    </div>
  );
}

/** The A/B test's numeric settings, each within its SALES_LIMITS (the server checks the same bounds). */
const AB_NUMBERS = [
  {
    key: 'rotationIntervalHours',
    label: 'Intervalo de rotação (horas)',
    unit: 'horas',
    error: SALES_MESSAGES.rotation,
    integer: false,
  },
  {
    key: 'minViewsPerTest',
    label: 'Mínimo de visualizações por teste',
    unit: 'visualizações',
    error: SALES_MESSAGES.minViews,
    integer: true,
  },
] as const;

export function AbTestTab({ config, update }: TabProps) {
  const ab = config.abTestConfig;
  const { data: metrics } = useMetrics();
  const set = (patch: Partial<SalesConfig['abTestConfig']>) => update({ abTestConfig: { ...ab, ...patch } });
  const best = metrics?.bestCombination ?? ab.bestCombination;
  const title = (id: string) => config.headlines.find((h) => h.id === id)?.title ?? id;
  const text = (id: string) => config.buttons.find((b) => b.id === id)?.text ?? id;
  const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  return (
    <div className="sa-stack">
      <div className="sa-grid2">
        <div className="sa-card sa-form">
          <label className="sa-switch">
            <input
              type="checkbox"
              checked={ab.enabled}
              onChange={(e) =>
                set({
                  enabled: e.target.checked,
                  ...(e.target.checked ? {} : { currentTestStartTime: null }),
                })
              }
            />
            <span>Teste A/B ativo</span>
          </label>
          {AB_NUMBERS.map(({ key, label, unit, error, integer }) => {
            const bounds = SALES_LIMITS[key];
            const value = ab[key];
            return (
              <NumberField
                key={key}
                label={label}
                {...bounds}
                value={Number.isNaN(value) ? '' : value}
                invalid={
                  !((!integer || Number.isInteger(value)) && value >= bounds.min && value <= bounds.max)
                }
                error={error}
                hint={`De ${bounds.min} a ${bounds.max} ${unit}.`}
                onChange={(text) => set({ [key]: num(text) })}
              />
            );
          })}
          <label className="sa-switch">
            <input
              type="checkbox"
              checked={ab.testAllCombinations}
              onChange={(e) => set({ testAllCombinations: e.target.checked })}
            />
            <span>Testar todas as combinações (headline × botão)</span>
          </label>
          <p className="sa-muted">
            {ab.enabled
              ? ab.currentTestStartTime
                ? `Teste atual iniciado em ${formatDateTime(ab.currentTestStartTime)}. Cada visitante mantém a variante que viu primeiro.`
                : 'O teste começa ao salvar.'
              : 'Com o teste desligado, todos veem a headline e o botão ativos.'}
          </p>
        </div>
        <div className="sa-card">
          <h3 className="sa-h3">Melhor combinação</h3>
          {best ? (
            <div className="sa-best" data-testid="best-combination">
              <p className="sa-best__headline">{truncatePreview(title(best.headlineId), 80)}</p>
              <p className="sa-muted">Botão: {text(best.buttonId)}</p>
              <p className="sa-best__rate">{formatNumber(best.conversionRate, 1)}% de conversão</p>
              <p className="sa-muted">
                {best.totalClicks} cliques em {best.totalViews} visualizações
              </p>
            </div>
          ) : (
            <p className="sa-empty">Nenhuma combinação atingiu {ab.minViewsPerTest} visualizações ainda.</p>
          )}
        </div>
      </div>
      {metrics ? <CombinationsTable metrics={metrics} /> : null}
    </div>
  );
}
