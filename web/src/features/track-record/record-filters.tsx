import type { FormEvent } from 'react';
import { timeframeSchema, type RecordKind, type Timeframe } from '@sinais/shared';
import { useStrategyTracks } from '@/lib/strategy-tracks';
import type { TrackFilters } from './api';

/** Strategy, timeframe and period filters of one record (its own strategies in the list). */
export function RecordFilters({
  value,
  record,
  onApply,
}: {
  value: TrackFilters;
  record: RecordKind;
  onApply: (f: TrackFilters) => void;
}) {
  const tracks = useStrategyTracks(record);
  const strategies = [...new Set([...(tracks.data?.values() ?? [])].map((g) => g.strategy))];
  const submit = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const data = new FormData(ev.currentTarget);
    const text = (k: string) => String(data.get(k) ?? '') || undefined;
    const tf = timeframeSchema.safeParse(data.get('timeframe'));
    onApply({
      strategy: text('strategy'),
      timeframe: tf.success ? (tf.data as Timeframe) : undefined,
      from: text('from'),
      to: text('to'),
    });
  };
  return (
    <form className="panel track-filters" onSubmit={submit} aria-label="Filtrar histórico">
      <label>
        Estratégia
        <select name="strategy" defaultValue={value.strategy ?? ''}>
          <option value="">Todas</option>
          {strategies.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        Timeframe
        <select name="timeframe" defaultValue={value.timeframe ?? ''}>
          <option value="">Todos</option>
          {timeframeSchema.options.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
      <label>
        De
        <input type="date" name="from" defaultValue={value.from ?? ''} />
      </label>
      <label>
        Até
        <input type="date" name="to" defaultValue={value.to ?? ''} />
      </label>
      <button type="submit" className="btn btn--sm btn--primary">
        Filtrar
      </button>
    </form>
  );
}
