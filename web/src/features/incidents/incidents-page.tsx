import { useState } from 'react';
import { formatElapsed } from '@sinais/shared';
import { adminErrorMessage, AdminPage, EmptyState, Panel } from '@/components/admin/console';
import { EngineHealthBanner } from '@/components/admin/engine-health-banner';
import { ErrorNote } from '@/components/error-note';
import { api, useApiQuery } from '@/lib/api';
import { pollEvery } from '@/lib/polling';
import { IncidentCard } from './incident-card';
import './incidents.css';

const PERIODS = [
  { value: '24h', label: 'Últimas 24 h' },
  { value: '7d', label: 'Últimos 7 dias' },
  { value: '30d', label: 'Últimos 30 dias' },
] as const;
const TREND = { melhorando: '↗ Melhorando', piorando: '↘ Piorando', estavel: '→ Estável' } as const;
const REFRESH_MS = 30_000;

/** Every incident of the period (rule episodes grouped), newest first, with the trend computed over them. */
export function IncidentsPage() {
  const [periodo, setPeriodo] = useState<(typeof PERIODS)[number]['value']>('7d');
  const history = useApiQuery(
    api.admin.rulesHistory,
    { query: { periodo } },
    { ...pollEvery(REFRESH_MS), select: (b) => b.data },
  );
  const data = history.data ?? null;
  const error = history.error ? adminErrorMessage(history.error) : null;
  const total = data ? data.incidentes.reduce((s, i) => s + i.duracao_s, 0) : 0;

  return (
    <AdminPage
      title="Incidentes"
      subtitle="Cada episódio em que uma regra imutável saiu de ativa: início, fim, duração, causa, regras afetadas e alertas enviados."
      actions={
        <select
          className="ac-select"
          aria-label="Período"
          value={periodo}
          onChange={(e) => setPeriodo(e.target.value as typeof periodo)}
        >
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      }
    >
      <EngineHealthBanner />
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {data ? (
        <Panel
          title={`${data.incidentes.length} incidente(s) · ${formatElapsed(total * 1000)} em incidente`}
          actions={<span data-testid="incidents-trend">{TREND[data.tendencia]}</span>}
        >
          <p className="ac-muted incident-reason">{data.tendencia_motivo}</p>
          {data.incidentes.length === 0 ? (
            <EmptyState title="Nenhum incidente no período" />
          ) : (
            <ul className="ac-list" data-testid="incidents">
              {data.incidentes.map((i) => (
                <IncidentCard key={i.inicio} incident={i} />
              ))}
            </ul>
          )}
        </Panel>
      ) : (
        <Panel>
          <EmptyState title={error ? 'Não foi possível carregar' : 'Carregando...'} />
        </Panel>
      )}
    </AdminPage>
  );
}
