import { DateField } from '@/components/date-field';

/** The text box of a filter bar (`ac-filters`): the label above the field. */
export function SearchFilter({
  label,
  ariaLabel = label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  ariaLabel?: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <label>
      {label}
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={ariaLabel}
      />
    </label>
  );
}

/** "De" and "Até" of a filter bar, typed dd/mm/aaaa hh:mm. */
export function PeriodFilter({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: string;
  to: string;
  onFrom: (text: string) => void;
  onTo: (text: string) => void;
}) {
  return (
    <>
      <DateField label="De" withTime value={from} onChange={onFrom} />
      <DateField label="Até" withTime value={to} onChange={onTo} />
    </>
  );
}
