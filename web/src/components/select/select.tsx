import type { SelectHTMLAttributes } from 'react';

/** An option: its value, and the text shown when that differs from the value. */
export type SelectOption = string | { value: string; label: string };

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  options: readonly SelectOption[];
  /** Text of a first option with the empty value ("Todos": no filter). */
  all?: string;
  onChange?: (value: string) => void;
}

/** A <select> over a list: one place that turns options into <option>s. */
export function Select({ options, all, onChange, ...select }: SelectProps) {
  return (
    <select {...select} onChange={onChange ? (e) => onChange(e.target.value) : undefined}>
      {all !== undefined ? <option value="">{all}</option> : null}
      {options.map((o) => {
        const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
