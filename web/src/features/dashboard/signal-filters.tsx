import { signalClassSchema, timeframeSchema } from '@sinais/shared';
import type { SignalFilters, SideFilter } from './dashboard-rules';

const SIDES: ReadonlyArray<readonly [SideFilter, string]> = [
  ['all', 'Todos'],
  ['COMPRA', 'Compra'],
  ['VENDA', 'Venda'],
  ['fav', '★ Favoritos'],
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
      <label className="signal-filters__field">
        <span>Classe</span>
        <select
          aria-label="Filtrar por classe"
          value={filters.signalClass}
          onChange={(e) => set({ signalClass: e.target.value })}
        >
          <option value="all">Todas</option>
          {signalClassSchema.options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="signal-filters__field">
        <span>Timeframe</span>
        <select
          aria-label="Filtrar por timeframe"
          value={filters.timeframe}
          onChange={(e) => set({ timeframe: e.target.value })}
        >
          <option value="all">Todos</option>
          {timeframeSchema.options.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </label>
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
