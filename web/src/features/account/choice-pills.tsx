import type { CSSProperties } from 'react';

interface ChoicePillsProps<T extends string> {
  legend: string;
  /** Checkboxes (any number of options) or radios (one option, under `name`). */
  type: 'checkbox' | 'radio';
  name?: string;
  options: readonly T[];
  label?: (option: T) => string;
  isChecked: (option: T) => boolean;
  /** An option was ticked (`on`) or, for a checkbox, unticked. */
  onPick: (option: T, on: boolean) => void;
  disabled?: boolean;
  style?: CSSProperties;
}

/** The list with `item` in it (once) or without it. */
export const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...new Set([...list, item])] : list.filter((x) => x !== item);

/** A fieldset of pill-shaped checkboxes or radios (the account and alert settings). */
export function ChoicePills<T extends string>({
  legend,
  type,
  name,
  options,
  label = (o) => o,
  isChecked,
  onPick,
  disabled,
  style,
}: ChoicePillsProps<T>) {
  return (
    <fieldset className="field" disabled={disabled} style={style}>
      <legend className="field__label">{legend}</legend>
      <div className="check-grid">
        {options.map((o) => (
          <label key={o} className="check-pill">
            <input
              type={type}
              name={name}
              checked={isChecked(o)}
              onChange={(e) => onPick(o, e.target.checked)}
            />
            {label(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
