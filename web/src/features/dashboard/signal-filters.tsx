import { signalClassSchema, timeframeSchema } from '@sinais/shared';
import { FilterSelect } from '@/components/filter-select/filter-select';
import type { SignalFilters, SideFilter } from './dashboard-rules';

const SIDES: ReadonlyArray<readonly [SideFilter, string]> = [
  ['all', 'Todos'],
  ['COMPRA', 'Compra'],
  ['VENDA', 'Venda'],
  ['fav', '★ Favoritos'],
];

/** The two list filters: "all" (value `all`) first, then every class or timeframe. */
const SELECTS: ReadonlyArray<{
  key: 'signalClass' | 'timeframe';
  label: string;
  ariaLabel: string;
  anyLabel: string;
  options: readonly string[];
}> = [
  {
    key: 'signalClass',
    label: 'Classe',
    ariaLabel: 'Filtrar por classe',
    anyLabel: 'Todas',
    options: signalClassSchema.options,
  },
  {
    key: 'timeframe',
    label: 'Timeframe',
    ariaLabel: 'Filtrar por timeframe',
    anyLabel: 'Todos',
    options: timeframeSchema.options,
  },
];

/** Side/favourites buttons, then class, timeframe and symbol (issue 16). */
export function SignalFilterBar({
  filters,
  onChange,
}: {
  filters: SignalFilters;
  onChange: (next: SignalFilters) => void;
}) {
  const set = (patch: Partial<SignalFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="signal-filters">
      <div className="segmented" role="group" aria-label="Filtrar sinais">
        {SIDES.map(([key, label]) => (
          <button
            key={key}
            type="button"
            aria-pressed={filters.side === key}
            className={filters.side === key ? 'segmented__on' : ''}
            onClick={() => set({ side: key })}
          >
            {label}
          </button>
        ))}
      </div>
      {SELECTS.map(({ key, label, ariaLabel, anyLabel, options }) => (
        <label key={key} className="signal-filters__field">
          <span>{label}</span>
          <FilterSelect
            aria-label={ariaLabel}
            anyLabel={anyLabel}
            anyValue="all"
            options={options}
            value={filters[key]}
            onChange={(e) => set({ [key]: e.target.value })}
          />
        </label>
      ))}
      <label className="signal-filters__field signal-filters__symbol">
        <span>Símbolo</span>
        <input
          type="search"
          aria-label="Filtrar por símbolo"
          value={filters.symbol}
          placeholder="Ex.: BTC"
          maxLength={20}
          onChange={(e) => set({ symbol: e.target.value })}
        />
      </label>
    </div>
  );
}
