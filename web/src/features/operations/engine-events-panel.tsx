import type { EngineEvent } from '@sinais/shared';
import { formatElapsed } from '@sinais/shared';
import { Badge, EmptyState, Panel, type Tone } from '@/components/admin/console';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format';

const KIND: Record<EngineEvent['kind'], { text: string; tone: Tone }> = {
  inicio: { text: 'INÍCIO', tone: 'neutral' },
  reinicio: { text: 'REINÍCIO', tone: 'blue' },
  troca: { text: 'TROCA', tone: 'blue' },
  queda: { text: 'QUEDA', tone: 'red' },
  failover: { text: 'FAILOVER', tone: 'amber' },
};

const when = (iso: string | null) => (iso ? formatDateTime(iso, true) : '—');

const COLUMNS: Column<EngineEvent>[] = [
  {
    header: 'Evento',
    cell: (e) => <Badge tone={KIND[e.kind].tone}>{KIND[e.kind].text}</Badge>,
  },
  {
    header: 'Saiu',
    headerTitle: 'A instância que liderava e quando parou (a queda conta do último heartbeat)',
    cell: (e) =>
      e.from ? (
        <>
          <span className="ac-mono">{e.from.instance_id}</span>
          <br />
          <small className="ac-muted">{when(e.ended_at)}</small>
        </>
      ) : (
        '—'
      ),
  },
  {
    header: 'Assumiu',
    headerTitle: 'A instância que passou a liderar, quando, e a sua versão',
    cell: (e) =>
      e.to ? (
        <>
          <span className="ac-mono">{e.to.instance_id}</span>
          <br />
          <small className="ac-muted">
            {when(e.led_at)} · {e.to.build}
          </small>
        </>
      ) : (
        <span className="ac-muted">ninguém ainda</span>
      ),
  },
  {
    header: 'Sem líder',
    headerTitle: 'Tempo sem motor liderando entre a saída e a retomada',
    num: true,
    cell: (e) => (e.gap_ms === null ? (e.to ? '—' : 'em curso') : formatElapsed(e.gap_ms)),
  },
];

/** Restarts, crashes and failovers of the leading engine, with both instances and the time with no leader. */
export function EngineEventsPanel({ events }: { events: EngineEvent[] }) {
  return (
    <Panel title="Reinícios, quedas e failovers (7 dias)">
      <DataTable
        columns={COLUMNS}
        rows={events}
        rowKey={(e) => `${e.kind}:${e.from?.started_at ?? ''}:${e.to?.started_at ?? ''}`}
        rowProps={(e) => ({ 'data-kind': e.kind })}
        testId="engine-events"
        empty={<EmptyState title="Nenhum reinício, queda ou failover em 7 dias" />}
      />
    </Panel>
  );
}
