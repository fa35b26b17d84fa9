import type { SelectHTMLAttributes } from 'react';

interface FilterSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The first choice, that does not filter ("Todos", "Todas"). */
  anyLabel: string;
  /** The value of that first choice. */
  anyValue?: string;
  options: readonly string[];
}

/** A filter's <select>: "any" first, then each option under its own name. */
export function FilterSelect({ anyLabel, anyValue = '', options, ...select }: FilterSelectProps) {
  return (
    <select {...select}>
      <option value={anyValue}>{anyLabel}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}
