import { useEffect, useState } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  formatDateTime,
  formatNumber,
  SALES_LIMITS,
  SALES_MESSAGES,
  type SalesConfig,
  type SalesMetrics,
} from '@sinais/shared';
import { HttpError } from '@/lib/http';
import { fetchSalesMetrics } from './api';
import { truncatePreview } from './highlight';

function useMetrics() {
  const [metrics, setMetrics] = useState<SalesMetrics | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchSalesMetrics(controller.signal)
      .then((m) => {
        setMetrics(m);
        setError(null);
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError')
          setError(err instanceof HttpError ? err.message : 'Erro ao carregar as métricas.');
      });
    return () => controller.abort();
  }, [tick]);
  return { metrics, error, reload: () => setTick((t) => t + 1) };
}

const seconds = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${formatNumber(s, 0)} s`;

export function MetricsTab() {
  const { metrics, error, reload } = useMetrics();
  if (error)
    return (
      <div className="error-panel">
        <p>{error}</p>
        <button type="button" className="btn btn--primary" onClick={reload}>
          Tentar novamente
        </button>
      </div>
    );
  if (!metrics) return <div className="spinner" aria-label="Carregando" />;
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
      <span className="sa-kpi__label">{label}</span>
      <strong className="sa-kpi__value" data-testid={testId}>
        {value}
      </strong>
    </div>
  );
}

function CombinationsTable({ metrics }: { metrics: SalesMetrics }) {
  const best = metrics.bestCombination;
  return (
    <div className="sa-card">
      <h3 className="sa-h3">Combinações (headline × botão)</h3>
      <div className="sa-table-wrap">
        <table className="sa-table">
          <thead>
            <tr>
              <th>Headline</th>
              <th>Botão</th>
              <th>Visualizações</th>
              <th>Cliques</th>
              <th>Conversão</th>
              <th>Compras</th>
              <th>Tempo médio</th>
            </tr>
          </thead>
          <tbody>
            {metrics.combinations.map((c) => {
              const isBest = best && best.headlineId === c.headlineId && best.buttonId === c.buttonId;
              return (
                <tr key={`${c.headlineId}-${c.buttonId}`} className={isBest ? 'sa-table__best' : undefined}>
                  <td title={c.headlineTitle}>
                    {isBest ? '🏆 ' : ''}
                    {truncatePreview(c.headlineTitle ?? c.headlineId, 40)}
                  </td>
                  <td title={c.buttonText}>{truncatePreview(c.buttonText ?? c.buttonId, 30)}</td>
                  <td>{c.views}</td>
                  <td>{c.clicks}</td>
                  <td>{formatNumber(c.conversionRate, 1)}%</td>
                  <td>{c.purchases}</td>
                  <td>{seconds(c.averageWatchTime)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface AbProps {
  config: SalesConfig;
  update: (patch: Partial<SalesConfig>) => void;
}

export function AbTestTab({ config, update }: AbProps) {
  const ab = config.abTestConfig;
  const { metrics } = useMetrics();
  const set = (patch: Partial<SalesConfig['abTestConfig']>) => update({ abTestConfig: { ...ab, ...patch } });
  const rotInvalid = !(
    ab.rotationIntervalHours >= SALES_LIMITS.rotationIntervalHours.min &&
    ab.rotationIntervalHours <= SALES_LIMITS.rotationIntervalHours.max
  );
  const minInvalid = !(
    Number.isInteger(ab.minViewsPerTest) &&
    ab.minViewsPerTest >= SALES_LIMITS.minViewsPerTest.min &&
    ab.minViewsPerTest <= SALES_LIMITS.minViewsPerTest.max
  );
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
          <label className="field">
            <span className="field__label">Intervalo de rotação (horas)</span>
            <input
              className="field__input"
              type="number"
              min={1}
              max={168}
              value={Number.isNaN(ab.rotationIntervalHours) ? '' : ab.rotationIntervalHours}
              onChange={(e) => set({ rotationIntervalHours: num(e.target.value) })}
              aria-invalid={rotInvalid}
            />
            {rotInvalid ? (
              <span className="field__error">{SALES_MESSAGES.rotation}</span>
            ) : (
              <span className="field__hint">De 1 a 168 horas.</span>
            )}
          </label>
          <label className="field">
            <span className="field__label">Mínimo de visualizações por teste</span>
            <input
              className="field__input"
              type="number"
              min={10}
              max={1000}
              value={Number.isNaN(ab.minViewsPerTest) ? '' : ab.minViewsPerTest}
              onChange={(e) => set({ minViewsPerTest: num(e.target.value) })}
              aria-invalid={minInvalid}
            />
            {minInvalid ? (
              <span className="field__error">{SALES_MESSAGES.minViews}</span>
            ) : (
              <span className="field__hint">De 10 a 1000 visualizações.</span>
            )}
          </label>
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
