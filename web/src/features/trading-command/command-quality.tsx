import type { PeriodFigures, SignalFilter, ViewSignal } from '@sinais/shared';
import { Badge, EmptyState, Panel, Stat } from '@/components/admin/console';
import { SignalCard } from '@/components/signal-card/signal-card';
import { formatPercent } from '@/lib/format';
import { rate } from './command-data';

/** Totals and the engine's anti-reversal filters, shown on request. */
export function QualityPanels({ total, filters }: { total: PeriodFigures | null; filters: SignalFilter[] }) {
  return (
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
                <Badge tone={f.is_active ? 'green' : 'neutral'}>{f.is_active ? 'ATIVO' : 'INATIVO'}</Badge>{' '}
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
  );
}

function DecisionList({
  title,
  empty,
  variant,
  signals,
}: {
  title: string;
  empty: string;
  variant: 'confirmed' | 'rejected';
  signals: ViewSignal[];
}) {
  return (
    <Panel title={`${title} (${signals.length})`}>
      {signals.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className="ac-list ac-scroll">
          {signals.slice(0, 50).map((s) => (
            <SignalCard key={s.id} variant={variant} signal={s} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The latest 50 confirmed and rejected decisions. */
export function DecisionLists({ confirmed, rejected }: { confirmed: ViewSignal[]; rejected: ViewSignal[] }) {
  return (
    <div className="ac-grid ac-grid--2">
      <DecisionList
        title="Sinais confirmados"
        empty="Nenhum sinal confirmado hoje"
        variant="confirmed"
        signals={confirmed}
      />
      <DecisionList
        title="Sinais rejeitados"
        empty="Nenhum sinal rejeitado"
        variant="rejected"
        signals={rejected}
      />
    </div>
  );
}
