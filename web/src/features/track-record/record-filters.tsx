import type { FormEvent } from 'react';
import { timeframeSchema, type RecordKind, type Timeframe } from '@sinais/shared';
import { DateField } from '@/components/date-field';
import { FilterSelect } from '@/components/filter-select/filter-select';
import { dateTextToDay, dayToDateText } from '@/lib/date-text';
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
      from: dateTextToDay(String(data.get('from') ?? '')) ?? undefined,
      to: dateTextToDay(String(data.get('to') ?? '')) ?? undefined,
    });
  };
  return (
    <form className="panel track-filters" onSubmit={submit} aria-label="Filtrar histórico">
      <label>
        Estratégia
        <FilterSelect
          name="strategy"
          defaultValue={value.strategy ?? ''}
          anyLabel="Todas"
          options={strategies}
        />
      </label>
      <label>
        Timeframe
        <FilterSelect
          name="timeframe"
          defaultValue={value.timeframe ?? ''}
          anyLabel="Todos"
          options={timeframeSchema.options}
        />
      </label>
      <DateField label="De" name="from" defaultValue={dayToDateText(value.from)} />
      <DateField label="Até" name="to" defaultValue={dayToDateText(value.to)} />
      <button type="submit" className="btn btn--sm btn--primary">
        Filtrar
      </button>
    </form>
  );
}
