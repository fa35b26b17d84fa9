import { monitoringStateText, type SystemService } from '@sinais/shared';
import type { AdminDeps } from './deps';
import { engineView } from './engine-view';

/** A TOP pairs selection past its next update by more than this is stale. */
const SELECTION_GRACE_MS = 15 * 60_000;

/** Every service the operator depends on, with its state and a one-line detail. */
export async function systemServices({
  db,
  bus,
  state,
  runtime,
}: Pick<AdminDeps, 'db' | 'bus' | 'state' | 'runtime'>): Promise<SystemService[]> {
  const [e, sel] = await Promise.all([engineView(state), state.latestSelection()]);
  const now = Date.now();
  const at = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
  return [
    {
      name: 'Motor de análise',
      status: e.online ? 'running' : 'stopped',
      detail: e.heartbeat
        ? `${e.heartbeat.instance_id} · fonte ${e.heartbeat.market_source}${e.heartbeat.simulated ? ' (simulada)' : ''}`
        : 'Sem heartbeat',
      updated_at: null,
    },
    {
      name: 'Análise sequencial',
      status: !e.online ? 'stopped' : e.analysis?.is_paused ? 'paused' : 'running',
      detail: e.analysis
        ? `Ciclo ${e.analysis.cycle_count} · ${e.analysis.current_index}/${e.analysis.total_pairs}`
        : 'Sem status',
      updated_at: at(e.analysisAt),
    },
    {
      name: 'Monitoramento de sinais',
      status: e.online && e.monitoring?.is_active ? 'running' : 'stopped',
      detail: e.monitoring
        ? `${e.monitoring.pending_signals_count} pendente(s) · ${monitoringStateText(e.monitoring, e.online)}`
        : 'Sem status',
      updated_at: e.monitoring?.last_activity ?? null,
    },
    {
      name: 'Seleção TOP pares',
      status: sel && new Date(sel.next_update).getTime() + SELECTION_GRACE_MS > now ? 'running' : 'stale',
      detail: sel ? `${sel.pairs.length} pares · fonte ${sel.source}` : 'Nenhuma seleção',
      updated_at: at(sel?.selected_at),
    },
    {
      name: 'Banco de dados',
      status: 'running',
      detail: db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embutido)',
      updated_at: null,
    },
    {
      name: 'Barramento',
      status: bus.isHealthy() ? 'running' : 'down',
      detail: bus.kind === 'redis' ? 'Redis pub/sub' : 'Em memória',
      updated_at: null,
    },
    {
      name: 'Gateway em tempo real',
      status: runtime.realtimeUp() ? 'running' : 'stopped',
      detail: 'Socket.IO',
      updated_at: null,
    },
  ];
}
