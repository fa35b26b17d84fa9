import type { AnalysisStatus } from '@sinais/shared';
import { Panel, Stat } from '@/components/admin/console';
import { formatNumber } from '@/lib/format';

/** Where the analysis cycle is: cycle, pair, progress, signals found, timeframe and strategy, and its state. */
export function CycleProgress({ status, mmss }: { status: AnalysisStatus; mmss: string }) {
  return (
    <>
      <div className="ac-grid ac-grid--stats" data-testid="analysis-stats">
        <Stat
          label="Ciclo"
          value={<span data-testid="analysis-cycle">{status.cycle_count}</span>}
          tone="blue"
        />
        <Stat
          label="Par atual"
          value={
            <span data-testid="analysis-index">{`${status.current_index} de ${status.total_pairs}`}</span>
          }
          hint={<span data-testid="analysis-pair">{status.current_pair ?? '—'}</span>}
        />
        <Stat label="Progresso" value={`${formatNumber(status.progress_percent, 1)}%`} tone="green" />
        <Stat
          label="Sinais encontrados"
          value={status.signals_found_in_cycle ?? status.signals_generated}
          hint={`${status.signals_generated} desde o início do motor`}
          tone="amber"
        />
        <Stat
          label="Timeframe / estratégia"
          value={(status.current_timeframe ?? '—').toUpperCase()}
          hint={status.current_strategy ?? '—'}
        />
      </div>
      <Panel>
        <div
          className="ac-progress"
          role="progressbar"
          aria-valuenow={status.progress_percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="Progresso do ciclo"
        >
          <div className="ac-progress__bar" style={{ width: `${status.progress_percent}%` }} />
        </div>
        <p className="ac-muted" style={{ margin: '8px 0 0' }}>
          {status.is_paused
            ? 'Análise pausada por um administrador. Retome em Monitoramento de Sinais.'
            : status.is_resting
              ? `Ciclo ${status.cycle_count} concluído. Em descanso — próximo ciclo em ${mmss}.`
              : `Analisando ${status.current_pair ?? '—'} (${status.current_index} de ${status.total_pairs}).`}
        </p>
      </Panel>
    </>
  );
}
