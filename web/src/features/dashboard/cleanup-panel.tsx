import { formatDateTime } from '@sinais/shared';
import type { CleanupCycle, CleanupView } from './queries';

const CLEANUP_STATUS: Record<string, string> = {
  scheduled: 'Agendada',
  running: 'Em execução',
  completed: 'Concluída',
  error: 'Erro',
};

function CleanupItem({ title, cycle }: { title: string; cycle: CleanupCycle | undefined }) {
  return (
    <div className="cleanup-item">
      <div className="cleanup-item__head">
        <strong>{title}</strong>
        <span className="cleanup-item__time">{cycle?.time ?? '--:--'}</span>
      </div>
      <span className={`cleanup-item__status cleanup-item__status--${cycle?.status ?? 'scheduled'}`}>
        {cycle ? (CLEANUP_STATUS[cycle.status] ?? cycle.status) : 'CARREGANDO'}
      </span>
      <p>{cycle?.description ?? ' '}</p>
      {cycle?.last_run ? <small>Última execução: {formatDateTime(cycle.last_run)}</small> : null}
      {cycle?.next_run ? <small>Próxima: {formatDateTime(cycle.next_run)}</small> : null}
    </div>
  );
}

export function CleanupPanel({ cleanup }: { cleanup: CleanupView | undefined }) {
  return (
    <section className="cleanup" aria-labelledby="cleanup-title">
      <h2 id="cleanup-title">Status de limpeza</h2>
      <div className="cleanup__grid">
        <CleanupItem title="Limpeza matinal" cycle={cleanup?.morning_cleanup} />
        <CleanupItem title="Limpeza noturna" cycle={cleanup?.evening_cleanup} />
      </div>
    </section>
  );
}
