import { DATE_PLACEHOLDER, DATE_TIME_PLACEHOLDER, maskDateText, parseDateText } from '@/lib/date-text';

interface DateFieldProps {
  label: string;
  /** "dd/mm/aaaa hh:mm" instead of "dd/mm/aaaa". */
  withTime?: boolean;
  /** Controlled text; or `defaultValue` for a form read on submit (then `name`). */
  value?: string;
  defaultValue?: string;
  name?: string;
  onChange?: (text: string) => void;
}

/** A date filter typed the Brazilian way (dd/mm/aaaa), whatever the browser's language; see lib/date-text. */
export function DateField({ label, withTime = false, value, defaultValue, name, onChange }: DateFieldProps) {
  const placeholder = withTime ? DATE_TIME_PLACEHOLDER : DATE_PLACEHOLDER;
  const complete = value !== undefined && value.length >= 10;
  const invalid = complete && !parseDateText(value);
  return (
    <label className="date-field">
      {label}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        maxLength={placeholder.length}
        aria-label={label}
        aria-invalid={invalid || undefined}
        title={`Data no formato ${placeholder}`}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={(e) => {
          const masked = maskDateText(e.currentTarget.value, withTime);
          e.currentTarget.value = masked;
          onChange?.(masked);
        }}
      />
      {invalid ? <small className="date-field__error">Data inválida (use {placeholder}).</small> : null}
    </label>
  );
}
