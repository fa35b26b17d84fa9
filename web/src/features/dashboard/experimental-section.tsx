import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@sinais/shared';
import type { SignalEntry } from '@/lib/live/signals-store';
import { dashboardList } from './dashboard-rules';
import { SignalGrid } from './signal-grid';

/**
 * The experimental signals of the day (admins, and members who turned "Ver sinais experimentais" on): a section of
 * their own, each card marked, with the experimental record of its strategy. They never enter the published list,
 * its counters, the published record, the statistics or the alerts.
 */
export function ExperimentalSection({ byId, now }: { byId: Record<string, SignalEntry>; now: Date }) {
  const minute = Math.floor(now.getTime() / 60_000);
  const list = useMemo(
    () => dashboardList(Object.values(byId), new Date(minute * 60_000 + 59_999), true),
    [byId, minute],
  );

  return (
    <section className="experimental-section" data-testid="experimental-section" aria-labelledby="exp-title">
      <div className="signals-head">
        <h2 id="exp-title">Sinais experimentais</h2>
        <p className="muted">
          Não aprovados pelo portão de estratégias: ficam fora dos sinais confirmados acima, dos contadores,
          do histórico publicado, das estatísticas e dos alertas. Têm histórico próprio em{' '}
          <Link to="/historico-desempenho?historico=experimental">
            Histórico de desempenho › Experimentais
          </Link>
          .
        </p>
      </div>
      {list.signals.length === 0 ? (
        <div className="dash-message" data-testid="experimental-empty">
          Nenhum sinal experimental desde {formatDateTime(list.cutoff)}.
        </div>
      ) : (
        <SignalGrid signals={list.signals} liveAt={list.liveAt} now={now} record="experimental" />
      )}
    </section>
  );
}
