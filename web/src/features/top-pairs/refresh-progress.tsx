import { Panel } from '@/components/admin/console';
import type { TopPairsList } from './top-pairs-list';
import { formatUpdateTime } from './update-time';

/** A forced refresh's progress: the command, the engine's selection, then its result. */
export function RefreshProgress({
  step,
  progress,
  elapsed,
  list,
}: {
  step: 'requesting' | 'selecting' | 'done';
  progress: number;
  elapsed: number;
  list: TopPairsList | null;
}) {
  return (
    <Panel>
      <div
        className="ac-progress"
        role="progressbar"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="Atualização dos pares"
      >
        <div className="ac-progress__bar" style={{ width: `${progress}%` }} />
      </div>
      <p className="ac-muted" data-testid="refresh-step" style={{ margin: '8px 0 0' }}>
        {step === 'requesting'
          ? 'Enviando comando ao motor...'
          : step === 'selecting'
            ? `Motor lendo contratos, alavancagem e volumes da exchange... (${elapsed} s)`
            : `Atualização concluída: ${list?.total ?? 0} pares selecionados às ${formatUpdateTime(list?.last_updated ?? null)}.`}
      </p>
    </Panel>
  );
}
